import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { StoredEmailAddress } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { emailErrorKey } from './email-errors.js';
import { EmailActions, ImportSharingChoice } from './manage-email-parts.js';
import { InboxSyncReturn, InboxSyncSection, type InboxOutcome, type InboxReturn } from './inbox-sync-section.js';
import './account-emails.css';

type Notice = { readonly tone: 'success' | 'danger'; readonly text: string };

// The frame remounts a page when its query changes: the outcome of the link travels in the history state.
const noticeOf = (state: unknown): Notice | null =>
  typeof state === 'object' && state !== null && 'notice' in state ? ((state as { notice: Notice }).notice ?? null) : null;

/**
 * Manage Email (/account/profile/emails/{emailUuid}): the address's status, resend, make primary,
 * remove (with a confirmation), the import-sharing choice and Inbox Sync. Opened from the add-email
 * link (`?st=<token>`, through the redirect entry), it confirms the address first; opened on the
 * way back from an inbox provider (`?state=…&code=…`, or `mode=app_password`), it finishes the sync.
 */
export default function ManageEmailPage() {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const { updateProfile } = useSession();
  const { emailUuid = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('st') ?? '';
  const param = (name: string) => search.get(name) ?? '';
  const back: InboxReturn | null =
    param('state') === '' ? null : { state: param('state'), code: param('code'), scope: param('scope'), mode: param('mode'), loginHint: param('login_hint') };
  const [list, setList] = useState<readonly StoredEmailAddress[] | null>(null);
  const location = useLocation();
  const [notice, setNotice] = useState<Notice | null>(() => noticeOf(location.state));
  const [loadFailed, setLoadFailed] = useState(false);
  const handled = useRef('');

  const show = useCallback(
    (next: readonly StoredEmailAddress[], message?: Notice) => {
      setList(next);
      if (message) setNotice(message);
      // The session's profile lists the addresses too (profile page, menus).
      void updateProfile({});
    },
    [updateProfile],
  );

  useEffect(() => {
    let live = true;
    // Strict mode runs effects twice: the link is single-use, so it is sent once.
    const confirming = token !== '' && handled.current !== token;
    if (confirming) handled.current = token;
    const confirm = confirming ? emails.confirm(token) : Promise.resolve(null);
    void confirm.then(async (confirmed) => {
      const loaded = await emails.list();
      if (!live) return;
      if (!loaded.ok) return setLoadFailed(true);
      const address = loaded.value.find((e) => e.uuid === emailUuid)?.address ?? '';
      if (!confirmed) return setList(loaded.value);
      const next: Notice = confirmed.ok
        ? { tone: 'success', text: t('manage.confirmedNow', { email: address }) }
        : { tone: 'danger', text: t(emailErrorKey(confirmed.error, 'errors.invalidLink')) };
      show(loaded.value, next);
      navigate(`/account/profile/emails/${emailUuid}`, { replace: true, state: { notice: next } });
    });
    return () => {
      live = false;
    };
  }, [emails, emailUuid, token, navigate, show, t]);

  const inboxDone = (outcome: InboxOutcome) => {
    const address = list?.find((e) => e.uuid === emailUuid)?.address ?? '';
    const next: Notice | null =
      'list' in outcome
        ? { tone: 'success', text: t('inbox.activatedNow', { email: address }) }
        : outcome.errorKey === ''
          ? null
          : { tone: 'danger', text: t(outcome.errorKey) };
    if ('list' in outcome) show(outcome.list);
    setNotice(next);
    navigate(`/account/profile/emails/${emailUuid}`, { replace: true, state: { notice: next } });
  };

  if (loadFailed) return <p className="wb-page wb-alert wb-alert--danger">{t('errors.loadFailed')}</p>;
  if (!list) return <Spinner label={token ? t('manage.confirming') : t('manage.loading')} />;
  const email = list.find((e) => e.uuid === emailUuid);

  return (
    <div className="wb-page wb-account-emails">
      <p>
        <Link to="/account/profile">{t('manage.back')}</Link>
      </p>
      <h1>{t('manage.title')}</h1>
      {notice && (
        <div className={`wb-alert wb-alert--${notice.tone}`} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </div>
      )}
      {email && back !== null && <InboxSyncReturn email={email} back={back} onDone={inboxDone} />}
      {email ? (
        <section className="wb-card wb-account-emails__card" aria-labelledby="wb-manage-email-address">
          <h2 id="wb-manage-email-address" className="wb-account-emails__address">
            {email.address}
          </h2>
          <p className="wb-account-emails__badges">
            <span className="wb-visually-hidden">{t('manage.status')}: </span>
            {email.isPrimary && <span className="wb-badge wb-badge--primary">{t('manage.primary')}</span>}
            {email.isConfirmed ? <span className="wb-badge wb-badge--confirmed">{t('manage.confirmed')}</span> : <span>{t('manage.unconfirmed')}</span>}
          </p>
          {email.isPrimary && <p className="wb-muted">{t('manage.primaryHelp')}</p>}
          <EmailActions email={email} onChanged={show} onRemoved={() => navigate('/account/profile')} />
          <ImportSharingChoice email={email} onChanged={show} />
          {back === null && <InboxSyncSection email={email} onChanged={show} />}
        </section>
      ) : (
        <p className="wb-alert wb-alert--warning">{t('manage.notFound')}</p>
      )}
    </div>
  );
}
