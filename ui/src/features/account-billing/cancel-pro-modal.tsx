import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProBillingPeriod, PurchasedProductInfo } from '@waybook/core';
import { FormActions, FormFailure } from '../../components/form-actions/form-actions.js';
import { Modal } from '../../components/modal/modal.js';
import { TextAreaField } from '../../components/text-area/text-area-field.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { CANCEL_FEEDBACK_MAX, CANCEL_REASON_KEYS, CANCEL_REASONS, productTypeCodeOf } from './billing-parts.js';
import '../../components/field/field.css';

/** Props of {@link CancelProModal}. */
export type CancelProModalProps = {
  readonly isOpen: boolean;
  readonly period: ProBillingPeriod;
  readonly onClose: () => void;
  /** The billing state the server answered once cancelled. */
  readonly onCanceled: (info: PurchasedProductInfo) => void;
};

/**
 * Confirms cancelling Pro with a reason (required) and optional feedback. Pro is kept until the
 * period's end (a suspended subscription ends at once); fees are nonrefundable. A failure says
 * "Error attempting to cancel pro subscription, please contact support" in the dialog.
 */
export function CancelProModal({ isOpen, period, onClose, onCanceled }: CancelProModalProps) {
  const { t } = useTranslation('billing');
  const f = useFormatter();
  const billing = useService(TOKENS.billing);
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const endsNow = period.didLastTransactionFail;

  const close = () => {
    setReason('');
    setFeedback('');
    setReasonError('');
    setFailure('');
    onClose();
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure('');
    if (reason === '') {
      setReasonError(t('validation:selectionRequired'));
      reasonRef.current?.focus();
      return;
    }
    if (feedback.length > CANCEL_FEEDBACK_MAX) return;
    setSending(true);
    const result = await billing.cancel({ productTypeCode: productTypeCodeOf(period), reason, feedback: feedback.trim() });
    setSending(false);
    if (!result.ok) {
      setFailure(t(result.error.key, result.error.values));
      return;
    }
    setReason('');
    setFeedback('');
    onCanceled(result.value);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} title={t('cancel.title')} size="md" role="alertdialog">
      <form className="wb-billing__form" noValidate onSubmit={(e) => void send(e)}>
        <p>{endsNow ? t('cancel.introNow') : t('cancel.intro', { date: f.date(period.endDate) || period.endDate })}</p>
        <div className="wb-field" data-invalid={reasonError !== '' || undefined}>
          <label className="wb-field__label" htmlFor="wb-billing-cancel-reason">
            {t('cancel.reason')}
            <span className="wb-field__required" aria-hidden="true">
              *
            </span>
          </label>
          <div className="wb-field__control">
            <select
              ref={reasonRef}
              id="wb-billing-cancel-reason"
              className="wb-field__input wb-billing__select"
              value={reason}
              required
              aria-invalid={reasonError !== '' || undefined}
              aria-describedby={reasonError === '' ? undefined : 'wb-billing-cancel-reason-error'}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError('');
              }}
            >
              <option value="">{t('cancel.reasonPlaceholder')}</option>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(CANCEL_REASON_KEYS[r])}
                </option>
              ))}
            </select>
          </div>
          {reasonError !== '' && (
            <span id="wb-billing-cancel-reason-error" className="wb-field__error">
              {reasonError}
            </span>
          )}
        </div>
        <TextAreaField
          label={t('cancel.feedback')}
          name="feedback"
          value={feedback}
          onChange={setFeedback}
          rows={4}
          description={t('cancel.feedbackHint')}
          maxLength={CANCEL_FEEDBACK_MAX}
        />
        <FormFailure message={failure} />
        <FormActions
          className="wb-billing__actions"
          dismiss={t('cancel.keep')}
          onDismiss={close}
          submit={t('cancel.confirm')}
          pendingLabel={t('cancel.confirming')}
          isPending={sending}
          variant="danger"
        />
      </form>
    </Modal>
  );
}
