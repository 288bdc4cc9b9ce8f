import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { onboardingRedirect } from '@waybook/core';
import { useSession } from './session/session-context.js';
import { PageLoading } from '../shared/pages/page-loading.js';
import { BookingVerification } from '../features/booking-verification/booking-verification.js';
import { BookingImportsProvider } from '../features/imports/import-booking-provider.js';

/**
 * Onboarding gates the whole app while appConfig says so; the onboarding route itself is only
 * open while it is needed (part 1 section 2.5, decided by core's onboardingRedirect).
 */
export function OnboardingGate() {
  const { appConfig } = useSession();
  const { pathname } = useLocation();
  if (!appConfig) return <PageLoading />;
  const redirect = onboardingRedirect({ mustOnboard: appConfig.mustOnboard, path: pathname });
  if (redirect) return <Navigate to={redirect} replace />;
  // Once onboarding is done, the booking-passenger verification may open over any page (part 1 section 4).
  // Booking imports: the trips and trip pages open the import modal, a plan's page shows where it came from.
  return (
    <BookingImportsProvider>
      <Outlet />
      <BookingVerification />
    </BookingImportsProvider>
  );
}
