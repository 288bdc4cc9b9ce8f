import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed, type Trip } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';

/** Props of the trip confirmation modals. */
export interface TripModalProps {
  readonly trip: Trip;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * Delete trip (owner only): the user types the word Delete (not translated, core
 * DELETE_CONFIRMATION_WORD); the delete button stays disabled until then. Success goes to the
 * trip list with a toast; a failure keeps the modal open and says so.
 */
export function DeleteTripModal({ trip, isOpen, onOpenChange }: TripModalProps) {
  const { t } = useTranslation('tripSummary');
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = isDeleteConfirmed(typed);
  const name = trip.displayName || t('untitled');

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) setTyped('');
    onOpenChange(open);
  };

  const confirm = async () => {
    if (!confirmed || busy) return;
    setBusy(true);
    const result = await trips.delete(trip.uuid);
    if (result.ok) {
      toast.success(t('delete.success', { name }));
      void navigate('/trips');
      return;
    }
    setBusy(false);
    toast.error(t('delete.failed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('delete.title')}
      role="alertdialog"
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isDisabled={!confirmed} isPending={busy}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <form className="wb-stack" onSubmit={submit}>
        <p>{t('delete.intro', { name })}</p>
        <p>{t('delete.instruction', { word: DELETE_CONFIRMATION_WORD })}</p>
        <TextField label={t('delete.label')} value={typed} onChange={setTyped} autoComplete="off" isDisabled={busy} />
      </form>
    </Modal>
  );
}
