import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { needsBookingVerification } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { shownState, tabSessionStorage } from './session-flag.js';
import { AllCatalogues } from '../../shared/pages/all-catalogues.js';

// The form (fields, date picker, place search) loads only for someone who must see it.
// It waits for every catalogue: its fields show rule messages of other namespaces (validation).
const VerificationModal = lazy(() => import('./verification-modal.js'));

/**
 * The booking-passenger verification (part 1 section 4), mounted once in the signed-in app: once
 * onboarding is finished and the profile fresh from the server, data that core's
 * isBookingPassengerValid refuses (the same rule that gives GET v2/travelerProfile/get its is_valid,
 * read here from the profile the app already holds instead of a second request) opens a modal that
 * cannot be closed, once per session (session-flag.ts).
 */
export function BookingVerification() {
  const { profile, fullProfileLoaded, appConfig } = useSession();
  const { pathname } = useLocation();
  const [storage] = useState(tabSessionStorage);
  const [done, setDone] = useState(false);
  // Signing out leaves through /logout: nothing to verify on the way out.
  if (!profile || !fullProfileLoaded || !appConfig || done || pathname === '/logout') return null;
  const shown = shownState(storage, profile.uuid);
  const open = needsBookingVerification({ mustOnboard: appConfig.mustOnboard, passenger: profile, shownThisSession: shown === 'earlier' });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AllCatalogues>
        <VerificationModal profile={profile} storage={storage} onDone={() => setDone(true)} />
      </AllCatalogues>
    </Suspense>
  );
}
