import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/**
 * Public sharing on the account: one switch with what it does. Turning it off asks first (every
 * public link stops at once); turning it on is immediate. The profile follows the server's answer.
 */
export function PublicSharingSection() {
  const { t } = useTranslation('accountSharing');
  const { profile, adoptProfile } = useSession();
  const service = useService(TOKENS.innerCircle);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  if (profile === undefined) return null;
  const enabled = !profile.isPublicTripSharingDisabled;

  const save = async (disabled: boolean) => {
    setSaving(true);
    const r = await service.setPublicSharingDisabled(disabled);
    setSaving(false);
    setConfirming(false);
    if (!r.ok) {
      toast.error(t('sharing:publicSharing.updateFailed'));
      return;
    }
    adoptProfile({ ...profile, isPublicTripSharingDisabled: r.value });
    toast.success(r.value ? t('public.turnedOff') : t('public.turnedOn'));
  };

  return (
    <section className="wb-card wb-account-sharing__section" aria-labelledby="wb-public-heading">
      <h2 id="wb-public-heading">{t('public.heading')}</h2>
      <p className="wb-muted" id="wb-public-explain">
        {t('public.explain')}
      </p>
      <label className="wb-account-sharing__switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={saving}
          aria-describedby="wb-public-explain wb-public-state"
          onChange={() => (enabled ? setConfirming(true) : void save(false))}
        />
        <span>{t('public.switch')}</span>
      </label>
      <p id="wb-public-state" aria-live="polite">
        {enabled ? t('public.on') : t('public.off')}
      </p>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('public.confirmTitle')}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button variant="default" onPress={() => setConfirming(false)}>
              {t('public.cancel')}
            </Button>
            <Button variant="danger" isPending={saving} onPress={() => void save(true)}>
              {t('public.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('public.confirmBody')}</p>
      </Modal>
    </section>
  );
}
