import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import type { TripModalProps } from './delete-trip-modal.js';

/**
 * Leave Trip for a participant who is not the owner ("remove me from trip"): removes the user's
 * own profile from the trip, then goes to the trip list with a toast.
 */
export function LeaveTripModal({ trip, isOpen, onOpenChange, myProfileRef }: TripModalProps & { readonly myProfileRef: string }) {
  const { t } = useTranslation('tripSummary');
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const name = trip.displayName || t('untitled');

  const close = (open: boolean) => {
    if (!busy) onOpenChange(open);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await trips.removeParticipant(trip.uuid, myProfileRef);
    if (result.ok) {
      toast.success(t('leave.success', { name }));
      void navigate('/trips');
      return;
    }
    setBusy(false);
    toast.error(t('leave.failed'));
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('leave.title')}
      role="alertdialog"
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={busy}>
            {t('leave.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('leave.intro', { name })}</p>
    </Modal>
  );
}
