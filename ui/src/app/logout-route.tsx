import { useEffect } from 'react';
import { useSession } from './session/session-context.js';
import { PageLoading } from '../shared/pages/page-loading.js';

/** /logout: clears local data and leaves through the server's sign-out. */
export function LogoutRoute() {
  const { logout } = useSession();
  useEffect(() => {
    logout();
  }, [logout]);
  return <PageLoading />;
}
