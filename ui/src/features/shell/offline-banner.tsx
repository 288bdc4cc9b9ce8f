import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useFormatter } from '../../shared/use-formatter.js';
import './offline-banner.css';

/**
 * Once per page load, with the profile fresh from the server (so online and signed in), saves the
 * trips of the next 14 days and those in progress on the device (core's OfflineKeeper).
 */
function useOfflineKeeping(): void {
  const keeper = useService(TOKENS.offlineKeeper);
  const today = useService(TOKENS.today);
  const { profile, fullProfileLoaded } = useSession();
  const owner = fullProfileLoaded ? profile?.profileRef : undefined;
  useEffect(() => {
    if (owner === undefined || owner === '') return;
    void keeper.keep(owner, today());
  }, [keeper, owner, today]);
}

/**
 * The frame's word on the network (issue 16): "You're offline. Showing trips saved <date time>"
 * while answers come from the device's saved copy, and an alert when a change was refused for
 * want of a network (changes made offline are not queued). The alert sits above any open dialog
 * (a react-aria top layer, so a modal does not hide it from assistive technology). Also keeps the
 * coming trips saved.
 *
 * @example
 * <AppFrame offline={<OfflineBanner />} />
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const status = useService(TOKENS.offlineStatus);
  const state = useSyncExternalStore(
    (listener) => status.subscribe(listener),
    () => status.state(),
  );
  const f = useFormatter();
  useOfflineKeeping();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      {state.savedAt !== undefined && (
        <p role="status" className="wb-offline-banner">
          {t('savedData', { when: f.instant(new Date(state.savedAt), zone) })}
        </p>
      )}
      {state.writeRefusals > 0 &&
        createPortal(
          <section className="wb-offline-refusal" aria-label={t('region')} data-react-aria-top-layer="true">
            <p role="alert" className="wb-offline-refusal__text">
              {t('editRefused')}
            </p>
            <Button variant="outline-primary" size="sm" onPress={() => status.acknowledgeRefusals()}>
              {t('components:close')}
            </Button>
          </section>,
          document.body,
        )}
    </>
  );
}
