import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailErrorMessage, INNER_CIRCLE_PERMISSIONS, validateEmailList, type InnerCircleFailure, type InnerCirclePermission } from '@waybook/core';
import { INNER_CIRCLE_LIMITS, type InnerCircles } from '@waybook/core/contract';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { TextAreaField } from '../../components/text-area/text-area-field.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { PERMISSION_LABEL_KEYS } from './permission-labels.js';

/** Props of {@link InviteModal}. */
export type InviteModalProps = {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The circle as the server answered the invitation, and the addresses invited. */
  readonly onInvited: (circle: InnerCircles, addresses: readonly string[]) => void;
};

/**
 * Invites e-mail addresses to the Inner Circle with a permission (View only by default) and a
 * message. The addresses are checked with core's rule before sending; a refusal of the server
 * ("You have already invited {email}.", jurisdiction, own address) is shown on the field, which
 * takes the focus.
 */
export function InviteModal({ isOpen, onClose, onInvited }: InviteModalProps) {
  const { t } = useTranslation('accountSharing');
  const circle = useService(TOKENS.innerCircle);
  const [addresses, setAddresses] = useState('');
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [permission, setPermission] = useState<InnerCirclePermission>('view-only');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const addressesRef = useRef<HTMLTextAreaElement>(null);

  const flag = (list: readonly string[]) => {
    setErrors(list);
    addressesRef.current?.focus();
  };
  const refusal = (f: InnerCircleFailure): string => {
    if (f.kind === 'already-invited') return t('sharing:innerCircle.alreadyInvited', { email: f.email });
    if (f.kind === 'jurisdiction-blocked') return t('sharing:innerCircle.jurisdictionBlocked', { email: f.email });
    if (f.kind === 'self') return t('sharing:innerCircle.cannotInviteSelf');
    if (f.kind === 'invalid-emails') return t('validation:email.invalid');
    return t('sharing:innerCircle.undefinedError');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateEmailList(addresses);
    if (!checked.ok) {
      const { key, values } = emailErrorMessage(checked.error);
      flag(checked.error.kind === 'invalid' ? [t(key, values), t('modal.invalidAddress', { address: checked.error.address })] : [t(key, values)]);
      return;
    }
    if (message.length > INNER_CIRCLE_LIMITS.messageMaxLength) return;
    setSending(true);
    const result = await circle.invite({ emails: checked.value.join(', '), permission, message: message.trim() });
    setSending(false);
    if (!result.ok) {
      flag([refusal(result.error)]);
      return;
    }
    setAddresses('');
    setMessage('');
    setErrors([]);
    onInvited(result.value, checked.value);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('modal.title')} size="md">
      <form className="wb-account-sharing__form" noValidate onSubmit={(e) => void send(e)}>
        <TextAreaField
          label={t('modal.addresses')}
          name="addresses"
          value={addresses}
          onChange={(value) => {
            setAddresses(value);
            if (errors.length > 0) setErrors([]);
          }}
          isRequired
          rows={3}
          description={t('modal.addressesHint')}
          errors={errors}
          inputRef={addressesRef}
        />
        <fieldset className="wb-account-sharing__permissions">
          <legend className="wb-field__label">{t('modal.permission')}</legend>
          {INNER_CIRCLE_PERMISSIONS.map((p) => (
            <label key={p} className="wb-account-sharing__radio">
              <input type="radio" name="wb-circle-permission" value={p} checked={permission === p} onChange={() => setPermission(p)} />
              <span>{t(PERMISSION_LABEL_KEYS[p])}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('modal.message')}
          name="message"
          value={message}
          onChange={setMessage}
          rows={3}
          maxLength={INNER_CIRCLE_LIMITS.messageMaxLength}
        />
        <div className="wb-account-sharing__actions">
          <Button type="button" variant="default" onPress={onClose}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" variant="primary" isPending={sending}>
            {sending ? t('modal.sending') : t('modal.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
