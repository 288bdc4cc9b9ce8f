import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isValidEmail, normalizeEmail } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { emailErrorKey } from './email-errors.js';
import './account-emails.css';

/**
 * Add an Email Address (/account/profile/emails/add): the address, then a verification email with
 * a single-use link; the address shows as not confirmed on Manage Email until the link is opened.
 */
export default function AddEmailPage() {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const { updateProfile } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const invalid = !isValidEmail(normalizeEmail(email));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (invalid) return;
    setSaving(true);
    const added = await emails.add(email);
    setSaving(false);
    if (!added.ok) {
      setFailure(t(emailErrorKey(added.error, 'errors.sendFailed'), { email: normalizeEmail(email) }));
      return;
    }
    // The session's profile lists the addresses too (profile page).
    void updateProfile({});
    const address = normalizeEmail(email);
    toast.show(t('add.sent', { email: address }), { variant: 'success' });
    const row = added.value.find((e) => e.address === address);
    navigate(row ? `/account/profile/emails/${row.uuid}` : '/account/profile');
  };

  return (
    <div className="wb-page wb-account-emails">
      <h1>{t('add.title')}</h1>
      <p className="wb-muted">{t('add.intro')}</p>
      <form className="wb-card wb-account-emails__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
        {failure && (
          <div className="wb-alert wb-alert--danger" role="alert">
            <p>{failure}</p>
          </div>
        )}
        <TextField
          label={t('add.email')}
          type="email"
          name="email_addr"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          maxLength={254}
          errorMessage={submitted && invalid ? t('errors.invalidEmail') : undefined}
        />
        <div className="wb-account-emails__actions">
          <Button type="submit" isDisabled={saving}>
            {saving ? t('add.sending') : t('add.submit')}
          </Button>
          <LinkButton to="/account/profile" variant="outline-primary">
            {t('add.cancel')}
          </LinkButton>
        </div>
      </form>
    </div>
  );
}
