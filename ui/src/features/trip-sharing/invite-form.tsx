import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailErrorMessage, isPartialShare, validateEmailList, type ParticipantType, type TripInvitationOutcome } from '@waybook/core';
import { TRIP_INVITATION_MAX_ADDRESSES, TRIP_INVITATION_MESSAGE_MAX_LENGTH } from '@waybook/core/contract';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { refusedInviteAddress, SHARING_TYPES, TYPE_LABEL_KEYS } from './sharing-rules.js';
import { TextAreaField } from '../../components/text-area/text-area-field.js';

/** Props of {@link InviteForm}. */
export type InviteFormProps = {
  readonly tripUuid: string;
  /** Called after a successful invitation, to show the new participants and pending invitations. */
  readonly onInvited: () => Promise<void> | void;
};

/**
 * Invites e-mail addresses to the trip with a permission (read-only by default) and an optional
 * message. Addresses are checked before sending; what the server did with each address is
 * summarised in a toast, and addresses that only got a snapshot are listed under the form.
 */
export function InviteForm({ tripUuid, onInvited }: InviteFormProps) {
  const { t } = useTranslation('tripSharing');
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const [addresses, setAddresses] = useState('');
  const [addressErrors, setAddressErrors] = useState<readonly string[]>([]);
  const [mode, setMode] = useState<ParticipantType>('viewer');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [snapshotOnly, setSnapshotOnly] = useState<readonly string[]>([]);
  const addressesRef = useRef<HTMLTextAreaElement>(null);

  const messageTooLong = message.length > TRIP_INVITATION_MESSAGE_MAX_LENGTH;

  const flagAddresses = (errors: readonly string[]) => {
    setAddressErrors(errors);
    addressesRef.current?.focus();
  };

  const summary = (outcome: TripInvitationOutcome): string =>
    [
      outcome.joined.length > 0 ? t('invite.joined', { addresses: outcome.joined.join(', ') }) : '',
      outcome.pending.length > 0 ? t('invite.pending', { addresses: outcome.pending.join(', ') }) : '',
      outcome.alreadyParticipants.length > 0 ? t('invite.already', { addresses: outcome.alreadyParticipants.join(', ') }) : '',
    ]
      .filter((s) => s !== '')
      .join(' ');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateEmailList(addresses);
    if (!checked.ok) {
      const { key, values } = emailErrorMessage(checked.error);
      const text = t(key, values);
      flagAddresses(checked.error.kind === 'invalid' ? [text, t('invite.checkAddress', { address: checked.error.address })] : [text]);
      return;
    }
    if (checked.value.length > TRIP_INVITATION_MAX_ADDRESSES) {
      flagAddresses([t('invite.tooMany', { max: TRIP_INVITATION_MAX_ADDRESSES })]);
      return;
    }
    if (messageTooLong) return;
    setAddressErrors([]);
    setSnapshotOnly([]);
    setSending(true);
    const sent = checked.value;
    const result = await trips.invite(tripUuid, sent, mode, message.trim());
    setSending(false);
    if (!result.ok) {
      const refused = refusedInviteAddress(result.error, sent);
      if (refused === null) toast.error(t('invite.failed'));
      else {
        const invalid = t('validation:email.invalid');
        flagAddresses(refused === '' ? [invalid] : [invalid, t('invite.checkAddress', { address: refused })]);
      }
      return;
    }
    const outcome = result.value;
    setAddresses('');
    setMessage('');
    const text = summary(outcome);
    if (text !== '') toast.success(text);
    if (isPartialShare(outcome)) setSnapshotOnly(outcome.snapshotOnly);
    await onInvited();
  };

  return (
    <section className="wb-card wb-sharing__section" aria-labelledby="wb-sharing-invite">
      <h2 id="wb-sharing-invite">{t('invite.heading')}</h2>
      <form className="wb-sharing__form" noValidate onSubmit={(e) => void send(e)}>
        <TextAreaField
          label={t('invite.addresses')}
          name="addresses"
          value={addresses}
          onChange={(value) => {
            setAddresses(value);
            if (addressErrors.length > 0) setAddressErrors([]);
          }}
          isRequired
          rows={3}
          description={t('invite.addressesHint')}
          errors={addressErrors}
          inputRef={addressesRef}
          textAreaClassName="wb-sharing__textarea"
        />
        <fieldset className="wb-sharing__modes">
          <legend className="wb-field__label">{t('invite.mode')}</legend>
          {SHARING_TYPES.map((type) => (
            <label key={type} className="wb-sharing__mode">
              <input type="radio" name="wb-sharing-mode" value={type} checked={mode === type} onChange={() => setMode(type)} />
              <span>{t(TYPE_LABEL_KEYS[type])}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('invite.message')}
          name="message"
          value={message}
          onChange={setMessage}
          rows={4}
          description={t('invite.messageLength', { length: message.length, max: TRIP_INVITATION_MESSAGE_MAX_LENGTH })}
          errors={messageTooLong ? [t('validation:characterLimitOf', { number: TRIP_INVITATION_MESSAGE_MAX_LENGTH })] : []}
          textAreaClassName="wb-sharing__textarea"
        />
        <div className="wb-sharing__actions">
          <Button type="submit" variant="primary" isPending={sending}>
            {sending ? <Spinner size="sm" label={t('invite.sending')} showLabel /> : t('invite.send')}
          </Button>
        </div>
      </form>
      {snapshotOnly.length > 0 && (
        <p role="alert" className="wb-sharing__notice">
          {t('invite.partialShare', { addresses: snapshotOnly.join(', ') })}
        </p>
      )}
    </section>
  );
}
