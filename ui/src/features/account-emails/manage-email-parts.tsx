import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_TRIP_PLAN_SHARING, type EmailAddressError, type ImportTripPlanSharing, type Result, type StoredEmailAddress } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { emailErrorKey } from './email-errors.js';

type Changed = (list: readonly StoredEmailAddress[]) => void;
type Answer = Result<readonly StoredEmailAddress[], EmailAddressError>;

/** Runs one action: busy while it runs, a toast for its outcome; answers whether it worked. */
function useAction(email: StoredEmailAddress, onChanged: Changed) {
  const { t } = useTranslation('accountEmails');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<Answer>, done: string, fallback: string): Promise<boolean> => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      toast.show(t(emailErrorKey(result.error, fallback), { email: email.address }), { variant: 'error' });
      return false;
    }
    onChanged(result.value);
    toast.show(t(done, { email: email.address }), { variant: 'success' });
    return true;
  };
  return { busy, run };
}

/** Resend (unconfirmed), make primary (confirmed, not primary) and remove (not primary, with a confirmation). */
export function EmailActions({ email, onChanged, onRemoved }: { email: StoredEmailAddress; onChanged: Changed; onRemoved: () => void }) {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const { busy, run } = useAction(email, onChanged);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = async () => {
    if (await run(() => emails.remove(email.address), 'manage.removed', 'errors.removeFailed')) onRemoved();
    setConfirmRemove(false);
  };
  return (
    <div className="wb-account-emails__actions">
      {!email.isConfirmed && (
        <Button variant="primary" isDisabled={busy} onPress={() => void run(() => emails.add(email.address), 'manage.resent', 'errors.resendFailed')}>
          {t('manage.resend')}
        </Button>
      )}
      {email.isConfirmed && !email.isPrimary && (
        <Button
          variant="primary"
          isDisabled={busy}
          onPress={() => void run(() => emails.makePrimary(email.address), 'manage.madePrimary', 'errors.primaryFailed')}
        >
          {t('manage.makePrimary')}
        </Button>
      )}
      {!email.isPrimary && (
        <Button variant="outline-danger" isDisabled={busy} onPress={() => setConfirmRemove(true)}>
          {t('manage.remove')}
        </Button>
      )}
      {!email.isConfirmed && <p className="wb-muted">{t('manage.primaryNeedsConfirmation')}</p>}
      <Modal
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('manage.removeTitle')}
        role="alertdialog"
        footer={
          <>
            <Button variant="default" onPress={() => setConfirmRemove(false)} isDisabled={busy}>
              {t('manage.removeCancel')}
            </Button>
            <Button variant="danger" onPress={() => void remove()} isPending={busy}>
              {t('manage.removeConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('manage.removeBody', { email: email.address })}</p>
      </Modal>
    </div>
  );
}

/** The import-sharing choice of the address, saved when changed. */
export function ImportSharingChoice({ email, onChanged }: { email: StoredEmailAddress; onChanged: Changed }) {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const { busy, run } = useAction(email, onChanged);
  const choose = (value: ImportTripPlanSharing) => void run(() => emails.setImportSharing(email.uuid, value), 'manage.sharingSaved', 'errors.sharingFailed');
  return (
    <fieldset className="wb-account-emails__sharing" aria-describedby="wb-manage-email-sharing-help" disabled={busy}>
      <legend>{t('manage.sharingLegend')}</legend>
      <p id="wb-manage-email-sharing-help" className="wb-muted">
        {t('manage.sharingHelp')}
      </p>
      {IMPORT_TRIP_PLAN_SHARING.map((value) => (
        <label key={value} className="wb-account-emails__choice">
          <input type="radio" name="import_trip_plan_sharing" value={value} checked={email.importTripPlanSharing === value} onChange={() => choose(value)} />
          {t(`manage.sharing.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
