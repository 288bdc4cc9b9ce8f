import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './session/session-context.js';
import { PageLoading } from '../features/shell/page-loading.js';

/**
 * Onboarding gates the whole app while appConfig says so; the onboarding route itself is only
 * open while it is needed (part 1 section 2.5).
 */
export function OnboardingGate() {
  const { appConfig } = useSession();
  const { pathname } = useLocation();
  if (!appConfig) return <PageLoading />;
  const onOnboarding = pathname === '/onboarding';
  if (appConfig.mustOnboard && !onOnboarding) return <Navigate to="/onboarding" replace />;
  if (!appConfig.mustOnboard && onOnboarding) return <Navigate to="/" replace />;
  return <Outlet />;
}
