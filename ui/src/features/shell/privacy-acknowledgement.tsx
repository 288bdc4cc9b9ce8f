import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../app/session/session-context.js';

// The modal and its dialog code load only for the few sessions that must acknowledge.
const PrivacyModal = lazy(() => import('./privacy-modal.js'));

/**
 * The privacy-statement acknowledgement (part 1 section 4): once the full profile is loaded and
 * the server says the statement must be acknowledged (it changed after the user last acknowledged
 * it; a new account acknowledged it at sign-up), a modal that cannot be dismissed asks for it.
 * Nothing is kept in the browser: the acknowledgement is stored on the server, so a new browser
 * does not ask again, and the modal closes for the rest of the session.
 *
 * @example
 * <PrivacyAcknowledgement />
 */
export function PrivacyAcknowledgement() {
  const { profile, fullProfileLoaded } = useSession();
  const [acknowledged, setAcknowledged] = useState(false);
  const isOpen = !acknowledged && fullProfileLoaded && profile?.mustAcknowledgePrivacyStatement === true;
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyModal onAcknowledged={() => setAcknowledged(true)} />
    </Suspense>
  );
}
