import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Checkbox } from 'react-aria-components';
import type { AccountDeletionFailure } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { TextField } from '../../components/text-field/text-field.js';

import './delete-account-page.css';

type Status = { readonly kind: 'idle' | 'busy' | 'mailed' } | { readonly kind: 'failed'; readonly failure: AccountDeletionFailure };

function Alert({ status }: { status: Status }) {
  const { t } = useTranslation('accountManage');
  if (status.kind === 'mailed')
    return (
      <div className="wb-alert wb-alert--success" role="status">
        {t('delete.mailed')}
      </div>
    );
  if (status.kind !== 'failed') return null;
  return (
    <div className="wb-alert wb-alert--danger" role="alert">
      {t(`delete.failures.${status.failure}`)}
    </div>
  );
}

/**
 * Delete Account (/account/manage/delete): what goes, the consent box, then the password or the
 * confirmation mail. The mail's link lands here with `st`: then only the consent box is asked.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation('accountManage');
  const deletion = useService(TOKENS.accountDeletion);
  const navigator = useService(TOKENS.navigator);
  const [params] = useSearchParams();
  const st = params.get('st') ?? '';
  const [consent, setConsent] = useState(false);
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const busy = status.kind === 'busy';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!consent || (st === '' && password === '')) return;
    setStatus({ kind: 'busy' });
    const done = await deletion.delete(st !== '' ? { st } : { password });
    if (done.ok) navigator.assign('/account/login?account_deleted=true');
    else setStatus({ kind: 'failed', failure: done.error });
  };
  const mail = async () => {
    setStatus({ kind: 'busy' });
    const sent = await deletion.sendConfirmation();
    setStatus(sent.ok ? { kind: 'mailed' } : { kind: 'failed', failure: sent.error });
  };

  return (
    <div className="wb-page">
      <h1>{t('delete.heading')}</h1>
      <section className="wb-card" aria-labelledby="wb-delete-what">
        <h2 id="wb-delete-what">{t('delete.whatHeading')}</h2>
        <ul className="wb-delete-account__list">
          <li>{t('delete.what.trips')}</li>
          <li>{t('delete.what.shared')}</li>
          <li>{t('delete.what.data')}</li>
          <li>{t('delete.what.final')}</li>
        </ul>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Checkbox className="wb-delete-account__check" isSelected={consent} onChange={setConsent} name="consent">
            <span className="wb-delete-account__box" aria-hidden="true" />
            {t('delete.consent')}
          </Checkbox>
          <Alert status={status} />
          {st !== '' ? (
            <p>{t('delete.fromLink')}</p>
          ) : (
            <div className="wb-delete-account__ways">
              <TextField label={t('delete.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
            </div>
          )}
          <div className="wb-delete-account__ways">
            <Button type="submit" variant="danger" isDisabled={!consent || busy || (st === '' && password === '')}>
              {t('delete.submit')}
            </Button>
            {st === '' && (
              <Button variant="link" onPress={() => void mail()} isDisabled={busy}>
                {t('delete.mailMe')}
              </Button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
