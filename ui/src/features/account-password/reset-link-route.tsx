import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { PageLoading } from '../../shared/pages/page-loading.js';

/**
 * /change-password inside the app (the redirect entry's change_password type): the reset link's
 * page is the server's (/change-password?st=...), which works signed out too, so the app hands over.
 */
export default function ResetLinkRoute() {
  const navigator = useService(TOKENS.navigator);
  const { search } = useLocation();
  useEffect(() => {
    navigator.assign(`/change-password${search}`);
  }, [navigator, search]);
  return <PageLoading />;
}
