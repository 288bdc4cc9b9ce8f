import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail, normalizeEmail, type AccountMergeFailure } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { TextField } from '../../components/text-field/text-field.js';
import './account-merge.css';

type Status =
  { readonly kind: 'idle' | 'busy' } | { readonly kind: 'sent'; readonly email: string } | { readonly kind: 'failed'; readonly failure: AccountMergeFailure };

/**
 * Merge Accounts (/account/profile/merge-accounts): the other account's address, then a link mailed
 * there. Opening it while signed in here merges that account into this one (MergeAccountsModal on
 * Manage Account). The answer is the same whether or not the address has an account.
 */
export default function MergeAccountsPage() {
  const { t } = useTranslation('accountMerge');
  const merge = useService(TOKENS.accountMerge);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const address = normalizeEmail(email);
  const invalid = !isValidEmail(address);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    setStatus({ kind: 'busy' });
    const sent = await merge.request(address);
    setStatus(sent.ok ? { kind: 'sent', email: address } : { kind: 'failed', failure: sent.error });
  };

  return (
    <div className="wb-page wb-account-merge">
      <h1>{t('page.title')}</h1>
      <p className="wb-muted">{t('page.intro')}</p>
      <section className="wb-card" aria-labelledby="wb-merge-what">
        <h2 id="wb-merge-what">{t('page.whatHeading')}</h2>
        <ul className="wb-account-merge__list">
          <li>{t('page.what.moves')}</li>
          <li>{t('page.what.closes')}</li>
          <li>{t('page.what.link')}</li>
        </ul>
        <form className="wb-account-merge__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={status.kind === 'busy'}>
          {status.kind === 'sent' && (
            <div className="wb-alert wb-alert--success" role="status">
              {t('page.sent', { email: status.email })}
            </div>
          )}
          {status.kind === 'failed' && (
            <div className="wb-alert wb-alert--danger" role="alert">
              {t(`failures.${status.failure === 'generic' || status.failure === 'failed' ? 'sendFailed' : status.failure}`)}
            </div>
          )}
          <TextField
            label={t('page.email')}
            description={t('page.emailHelp')}
            type="email"
            name="email_addr"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            isRequired
            maxLength={254}
            errorMessage={submitted && invalid ? t('failures.invalid-email') : undefined}
          />
          <div className="wb-account-merge__actions">
            <Button type="submit" isDisabled={status.kind === 'busy'}>
              {status.kind === 'busy' ? t('page.sending') : t('page.submit')}
            </Button>
            <LinkButton to="/account/profile" variant="outline-primary">
              {t('page.back')}
            </LinkButton>
          </div>
        </form>
      </section>
    </div>
  );
}
