import { useEffect } from 'react';
import { useService } from '../di/container-context.js';
import { TOKENS } from '../di/tokens.js';
import { PageLoading } from '../shared/pages/page-loading.js';

/** /old-web: the server records the preference for the old web application, then sends the user there. */
export function OldWebRoute() {
  const nav = useService(TOKENS.navigator);
  useEffect(() => {
    nav.assign('/account/legacy-web');
  }, [nav]);
  return <PageLoading />;
}
