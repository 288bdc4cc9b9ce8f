import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardExpiryErrorMessage, validateCardExpiry, type PurchasedProductInfo } from '@waybook/core';
import { FormActions, FormFailure } from '../../components/form-actions/form-actions.js';
import { Modal } from '../../components/modal/modal.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { ExpiryFields } from '../../shared/billing/card-fields.js';

/** Props of {@link UpdateExpiryModal}. */
export type UpdateExpiryModalProps = {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The billing state the server answered with the new expiry. */
  readonly onUpdated: (info: PurchasedProductInfo) => void;
};

/**
 * Updates only the expiry of the card on file (a renewed card with the same number). The month and
 * year are checked first ("Expiration required", "Expiry must be in the future"); a refusal of the
 * server is shown in the dialog.
 */
export function UpdateExpiryModal({ isOpen, onClose, onUpdated }: UpdateExpiryModalProps) {
  const { t } = useTranslation('billing');
  const billing = useService(TOKENS.billing);
  const today = useService(TOKENS.today)();
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const close = () => {
    setMonth('');
    setYear('');
    setFieldError('');
    setFailure('');
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    const checked = validateCardExpiry({ month, year }, today);
    if (!checked.ok) {
      const { key, values } = cardExpiryErrorMessage(checked.error);
      setFieldError(t(key, values));
      return;
    }
    setFieldError('');
    setSaving(true);
    const result = await billing.updateExpiry(checked.value);
    setSaving(false);
    if (!result.ok) {
      setFailure(t(result.error.key, result.error.values));
      return;
    }
    setMonth('');
    setYear('');
    onUpdated(result.value);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} title={t('expiry.title')} size="sm">
      <form className="wb-billing__form" noValidate onSubmit={(e) => void save(e)}>
        <p className="wb-muted">{t('expiry.intro')}</p>
        <ExpiryFields
          idPrefix="wb-billing-expiry"
          month={month}
          year={year}
          onMonth={(v) => {
            setMonth(v);
            setFieldError('');
          }}
          onYear={(v) => {
            setYear(v);
            setFieldError('');
          }}
          error={fieldError === '' ? undefined : fieldError}
        />
        <FormFailure message={failure} />
        <FormActions
          className="wb-billing__actions"
          dismiss={t('expiry.dismiss')}
          onDismiss={close}
          submit={t('expiry.save')}
          pendingLabel={t('expiry.saving')}
          isPending={saving}
          variant="primary"
        />
      </form>
    </Modal>
  );
}
