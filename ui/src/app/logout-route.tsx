import { useEffect } from 'react';
import { useSession } from './session/session-context.js';
import { PageLoading } from '../shared/pages/page-loading.js';
import { useService } from '../di/container-context.js';
import { TOKENS } from '../di/tokens.js';

/** /logout: clears local data (and the trips saved for offline use) and leaves through the server's sign-out. */
export function LogoutRoute() {
  const { logout } = useSession();
  const offline = useService(TOKENS.offlineKeeper);
  useEffect(() => {
    void offline.forget().finally(logout);
  }, [logout, offline]);
  return <PageLoading />;
}
