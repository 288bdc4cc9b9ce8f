import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, type EmailAddressError, type StoredEmailAddress } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useFormatter } from '../../shared/use-formatter.js';

type Changed = (list: readonly StoredEmailAddress[]) => void;

/**
 * What the browser came back with from the provider (code, state, scope) or from initiate's
 * app-password link (state, mode=app_password, login_hint): read from the page's query.
 */
export interface InboxReturn {
  readonly state: string;
  readonly code: string;
  readonly scope: string;
  readonly mode: string;
  readonly loginHint: string;
}

/** The catalogue key (accountEmails) explaining a failed inbox sync action. */
export function inboxErrorKey(error: EmailAddressError, fallback: string): string {
  switch (error.kind) {
    case 'inbox-unavailable':
      return 'inbox.errors.unavailable';
    case 'inbox-expired':
      return 'inbox.errors.expired';
    case 'inbox-refused':
      return 'inbox.errors.refused';
    case 'inbox-unreachable':
      return 'inbox.errors.unreachable';
    case 'inbox-incomplete':
      return 'inbox.errors.incomplete';
    default:
      return fallback;
  }
}

/**
 * Inbox Sync on Manage Email: Activated or Not Activated, when the inbox was last looked at,
 * Activate (off to the provider, or to the app-password form) and Deactivate (with a confirmation).
 */
export function InboxSyncSection({ email, onChanged }: { email: StoredEmailAddress; onChanged: Changed }) {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const storage = useService(TOKENS.storage);
  const navigator = useService(TOKENS.navigator);
  const toast = useToast();
  const f = useFormatter();
  const [busy, setBusy] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const active = email.isAutoImport === true;
  const eligible = email.isAutoInboxEligible === true;
  const last = email.lastAutoInboxFetchDateTime ?? '';

  const activate = async () => {
    setBusy(true);
    const started = await emails.startInboxSync(email.uuid);
    if (!started.ok) {
      setBusy(false);
      toast.show(t(inboxErrorKey(started.error, 'inbox.errors.activateFailed')), { variant: 'error' });
      return;
    }
    // The redirect entry brings the browser back to this address (part 1 sections 2.4 and 3.4).
    storage.set(STORAGE_KEYS.inboxSyncEmailRef, email.uuid);
    navigator.assign(started.value);
  };
  const deactivate = async () => {
    setBusy(true);
    const r = await emails.stopInboxSync(email.uuid);
    setBusy(false);
    setConfirmStop(false);
    if (!r.ok) return toast.show(t('inbox.errors.deactivateFailed'), { variant: 'error' });
    onChanged(r.value);
    toast.show(t('inbox.deactivated', { email: email.address }), { variant: 'success' });
  };

  return (
    <section className="wb-account-emails__inbox" aria-labelledby="wb-inbox-sync-title">
      <h3 id="wb-inbox-sync-title">{t('inbox.title')}</h3>
      <p className="wb-account-emails__badges">
        <span className="wb-visually-hidden">{t('manage.status')}: </span>
        <span className={active ? 'wb-badge wb-badge--success' : 'wb-badge'}>{active ? t('inbox.activated') : t('inbox.notActivated')}</span>
        {active && last !== '' && <span className="wb-muted">{t('inbox.lastChecked', { when: f.relativeTime(new Date(last), new Date()) })}</span>}
      </p>
      <p className="wb-muted">
        {active ? t('inbox.activeHelp') : eligible ? t('inbox.help') : email.isConfirmed ? t('inbox.notEligible') : t('inbox.confirmFirst')}
      </p>
      {active ? (
        <Button variant="outline-danger" isDisabled={busy} onPress={() => setConfirmStop(true)}>
          {t('inbox.deactivate')}
        </Button>
      ) : (
        eligible && (
          <Button variant="primary" isPending={busy} onPress={() => void activate()}>
            {t('inbox.activate')}
          </Button>
        )
      )}
      <Modal
        isOpen={confirmStop}
        onOpenChange={setConfirmStop}
        title={t('inbox.deactivateTitle')}
        role="alertdialog"
        footer={
          <>
            <Button variant="default" onPress={() => setConfirmStop(false)} isDisabled={busy}>
              {t('inbox.deactivateCancel')}
            </Button>
            <Button variant="danger" onPress={() => void deactivate()} isPending={busy}>
              {t('inbox.deactivateConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('inbox.deactivateBody', { email: email.address })}</p>
      </Modal>
    </section>
  );
}

/** How a way back ended: the addresses (sync on), or the catalogue key of the failure ('' when the user cancelled). */
export type InboxOutcome = { readonly list: readonly StoredEmailAddress[] } | { readonly errorKey: string };

type ReturnProps = { readonly email: StoredEmailAddress; readonly back: InboxReturn; readonly onDone: (outcome: InboxOutcome) => void };

/**
 * The way back from the provider: completes the setup once with its code and state (a spinner
 * meanwhile), or, for the app-password way, asks for the IMAP server and app password first.
 * `onDone` gets the addresses (success) or the catalogue key of the failure.
 */
export function InboxSyncReturn({ email, back, onDone }: ReturnProps) {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const storage = useService(TOKENS.storage);
  const sent = useRef('');
  const withPassword = back.mode === 'app_password';

  useEffect(() => {
    // Strict mode runs effects twice: a code is single-use, so it is sent once.
    if (withPassword || sent.current === back.state) return;
    sent.current = back.state;
    void emails.completeInboxSync(email.uuid, { state: back.state, code: back.code, scope: back.scope }).then((r) => {
      storage.remove(STORAGE_KEYS.inboxSyncEmailRef);
      onDone(r.ok ? { list: r.value } : { errorKey: inboxErrorKey(r.error, 'inbox.errors.activateFailed') });
    });
  }, [withPassword, back, email.uuid, emails, storage, onDone]);

  if (!withPassword) return <Spinner label={t('inbox.connecting')} />;
  return <AppPasswordForm email={email} back={back} onDone={onDone} />;
}

function AppPasswordForm({ email, back, onDone }: ReturnProps) {
  const { t } = useTranslation('accountEmails');
  const emails = useService(TOKENS.emailAddresses);
  const storage = useService(TOKENS.storage);
  const domain = email.address.slice(email.address.lastIndexOf('@') + 1);
  const [host, setHost] = useState(`imap.${domain}`);
  const [port, setPort] = useState('993');
  const [username, setUsername] = useState(back.loginHint || email.address);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const portNumber = Number(port);
  const portInvalid = !/^\d{1,5}$/.test(port.trim()) || portNumber < 1 || portNumber > 65535;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (portInvalid || host.trim() === '' || username.trim() === '' || password === '') return setError(t('inbox.errors.incomplete'));
    setBusy(true);
    setError('');
    const r = await emails.completeInboxSync(email.uuid, {
      state: back.state,
      imapHost: host.trim(),
      imapPort: portNumber,
      imapUsername: username.trim(),
      appPassword: password,
    });
    setBusy(false);
    // The server keeps the state of the app-password way: a refused sign-in or an unreachable server may be tried again.
    if (!r.ok && (r.error.kind === 'inbox-refused' || r.error.kind === 'inbox-unreachable' || r.error.kind === 'inbox-incomplete'))
      return setError(t(inboxErrorKey(r.error, 'inbox.errors.activateFailed')));
    storage.remove(STORAGE_KEYS.inboxSyncEmailRef);
    onDone(r.ok ? { list: r.value } : { errorKey: inboxErrorKey(r.error, 'inbox.errors.activateFailed') });
  };

  return (
    <form className="wb-card wb-account-emails__imap" aria-labelledby="wb-imap-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="wb-imap-title">{t('inbox.imap.title')}</h2>
      <p className="wb-muted">{t('inbox.imap.intro', { email: email.address })}</p>
      {error !== '' && (
        <p className="wb-alert wb-alert--danger" role="alert">
          {error}
        </p>
      )}
      <TextField label={t('inbox.imap.host')} value={host} onChange={setHost} name="imap_host" autoComplete="off" isRequired autoFocus />
      <TextField
        label={t('inbox.imap.port')}
        value={port}
        onChange={setPort}
        name="imap_port"
        isRequired
        description={t('inbox.imap.portHelp')}
        {...(portInvalid ? { errorMessage: t('inbox.imap.portInvalid') } : {})}
      />
      <TextField label={t('inbox.imap.username')} value={username} onChange={setUsername} name="imap_username" autoComplete="username" isRequired />
      <TextField
        label={t('inbox.imap.password')}
        value={password}
        onChange={setPassword}
        name="app_password"
        type="password"
        autoComplete="off"
        isRequired
        description={t('inbox.imap.passwordHelp')}
      />
      <div className="wb-account-emails__actions">
        <Button type="submit" variant="primary" isPending={busy}>
          {t('inbox.imap.connect')}
        </Button>
        <Button
          variant="default"
          isDisabled={busy}
          onPress={() => {
            storage.remove(STORAGE_KEYS.inboxSyncEmailRef);
            onDone({ errorKey: '' });
          }}
        >
          {t('inbox.imap.cancel')}
        </Button>
      </div>
    </form>
  );
}
