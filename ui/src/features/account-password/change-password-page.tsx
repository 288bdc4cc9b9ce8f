import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { passwordErrorMessage, validatePassword, validatePasswordConfirmation, type PasswordChangeFailure } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import './change-password-page.css';

interface Draft {
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
}

const FAILURE_KEYS: Readonly<Record<PasswordChangeFailure, string>> = {
  'current-incorrect': 'currentIncorrect',
  requirements: 'validation:password.requirements',
  throttled: 'throttled',
  failed: 'failed',
};

/** The field errors of a draft, as message keys with their values (core's password rules). */
function fieldErrors(d: Draft) {
  const next = validatePassword(d.next, { mostRecentPasswordMatches: d.next !== '' && d.next === d.current });
  const confirmation = validatePasswordConfirmation(d.next, d.confirmation);
  return {
    current: d.current === '' ? passwordErrorMessage({ kind: 'required' }) : undefined,
    next: next.ok ? undefined : passwordErrorMessage(next.error),
    confirmation: confirmation.ok ? undefined : passwordErrorMessage(confirmation.error),
  };
}

/**
 * Change Password (/account/profile/change-password): the current password, a new one under the
 * rules of part 1 section 5, and its confirmation. The server ends every other session; this
 * browser stays signed in.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('accountPassword');
  const passwords = useService(TOKENS.accountPassword);
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({ current: '', next: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<PasswordChangeFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const errors = fieldErrors(draft);
  const shown = (e: { key: string; values?: Record<string, unknown> } | undefined) => (submitted && e ? t(e.key, e.values) : undefined);
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (errors.current || errors.next || errors.confirmation) return;
    setSaving(true);
    const changed = await passwords.change(draft.current, draft.next);
    setSaving(false);
    if (!changed.ok) {
      setFailure(changed.error);
      return;
    }
    toast.show(t('changed'), { variant: 'success' });
    navigate('/account/profile');
  };

  return (
    <div className="wb-page wb-change-password">
      <h1>{t('heading')}</h1>
      <p className="wb-muted">{t('intro')}</p>
      <form className="wb-card wb-change-password__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
        {failure && (
          <div className="wb-alert wb-alert--danger" role="alert">
            <p>{t(FAILURE_KEYS[failure])}</p>
          </div>
        )}
        <TextField
          label={t('current')}
          type="password"
          name="old_password"
          autoComplete="current-password"
          value={draft.current}
          onChange={(current) => edit({ current })}
          isRequired
          errorMessage={shown(errors.current)}
        />
        <TextField
          label={t('new')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={draft.next}
          onChange={(next) => edit({ next })}
          isRequired
          description={t('newHelp')}
          errorMessage={shown(errors.next)}
        />
        <TextField
          label={t('confirm')}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          value={draft.confirmation}
          onChange={(confirmation) => edit({ confirmation })}
          isRequired
          errorMessage={shown(errors.confirmation)}
        />
        <div className="wb-change-password__actions">
          <Button type="submit" isDisabled={saving}>
            {saving ? t('saving') : t('submit')}
          </Button>
          <LinkButton to="/account/profile" variant="outline-primary">
            {t('cancel')}
          </LinkButton>
        </div>
        <p className="wb-change-password__forgot">
          <a href="/account/forgot-password">{t('forgot')}</a>
        </p>
      </form>
    </div>
  );
}
