import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  phoneInputMessage,
  smsErrorMessage,
  validateSmsPhone,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
  type SmsCountry,
  type SmsErrorCode,
  type SmsPhone,
} from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/** Props of {@link PhoneModal}. */
export type PhoneModalProps = {
  readonly isOpen: boolean;
  readonly countries: readonly SmsCountry[];
  readonly onClose: () => void;
  readonly onVerified: (phone: SmsPhone) => void;
};

type Step = { readonly kind: 'number' } | { readonly kind: 'code'; readonly phone: SmsPhone };

/**
 * Adds (or changes) the SMS phone in two steps: a country and a number, then the code texted to
 * it, with resend and change number. Every refusal is shown in words under its field.
 */
export function PhoneModal({ isOpen, countries, onClose, onVerified }: PhoneModalProps) {
  const { t } = useTranslation('notifications');
  const service = useService(TOKENS.notifications);
  const { appConfig } = useSession();
  const siteKey = appConfig?.isRecaptchaEnabled ? appConfig.recaptchaSiteKey : '';
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const [region, setRegion] = useState('');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const smsError = (c: SmsErrorCode, stage: 'setup' | 'resend' = 'setup') => setError(t(smsErrorMessage(c, stage).key));

  const close = () => {
    setStep({ kind: 'number' });
    setCode('');
    setError('');
    setNote('');
    onClose();
  };
  const send = async (stage: 'setup' | 'resend') => {
    const checked = validateSmsPhone({ countryCode: region, number });
    if (!checked.ok) {
      const m = phoneInputMessage(checked.error);
      return setError(t(m.key, m.values));
    }
    setBusy(true);
    const r = await service.sendCode(region, number, siteKey);
    setBusy(false);
    if (!r.ok) return smsError(r.error, stage);
    setError('');
    setNote(stage === 'resend' ? t('phone.resent') : '');
    setStep({ kind: 'code', phone: r.value });
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateVerificationCode(code);
    if (!checked.ok) {
      const m = phoneInputMessage(checked.error);
      return setError(t(m.key, m.values));
    }
    setBusy(true);
    const r = await service.verify(checked.value);
    setBusy(false);
    if (r.ok) {
      close();
      onVerified(r.value);
    } else smsError(r.error);
  };
  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    void send('setup');
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : close())} title={t('phone.modalTitle')}>
      {step.kind === 'number' ? (
        <form onSubmit={submitNumber} className="wb-notifications__form">
          <div className="wb-field">
            <label className="wb-field__label" htmlFor="wb-sms-country">
              {t('phone.country')}
            </label>
            <div className="wb-field__control">
              <select id="wb-sms-country" className="wb-field__input wb-notifications__select" value={region} onChange={(e) => setRegion(e.target.value)}>
                <option value="">{t('phone.countryPlaceholder')}</option>
                {countries.map((c) => (
                  <option key={c.region} value={c.region}>{`${c.name} (${c.callingCode})`}</option>
                ))}
              </select>
            </div>
          </div>
          <TextField label={t('phone.number')} type="tel" autoComplete="tel-national" value={number} onChange={setNumber} errorMessage={error || undefined} />
          <Button type="submit" isDisabled={busy}>
            {busy ? t('phone.sending') : t('phone.sendCode')}
          </Button>
          {siteKey !== '' && <RecaptchaNotice />}
        </form>
      ) : (
        <form onSubmit={(e) => void verify(e)} className="wb-notifications__form">
          <p>{t('phone.codeSentTo', { digits: VERIFICATION_CODE_LENGTH, number: `${step.phone.countryCode} ${step.phone.number}` })}</p>
          {note !== '' && <p role="status">{note}</p>}
          <TextField label={t('phone.code')} autoComplete="one-time-code" value={code} onChange={setCode} errorMessage={error || undefined} />
          <div className="wb-notifications__actions">
            <Button type="submit" isDisabled={busy}>
              {busy ? t('phone.verifying') : t('phone.verify')}
            </Button>
            <Button variant="link" isDisabled={busy} onPress={() => void send('resend')}>
              {t('phone.resend')}
            </Button>
            <Button variant="link" onPress={() => (setStep({ kind: 'number' }), setError(''), setCode(''))}>
              {t('phone.change')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

// Google asks sites that hide the reCAPTCHA badge to say so where the check happens, with its terms.
function RecaptchaNotice() {
  const { t } = useTranslation('notifications');
  return (
    <p className="wb-notifications__recaptcha">
      <Trans
        t={t}
        i18nKey="phone.recaptchaNotice"
        components={{
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer" />,
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer" />,
        }}
      />
    </p>
  );
}
