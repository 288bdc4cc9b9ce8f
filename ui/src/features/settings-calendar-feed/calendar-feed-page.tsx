import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import {
  calendarFeedFailureMessage,
  calendarFeedFromProfile,
  calendarFeedPropagationNotice,
  calendarFeedTransition,
  type CalendarFeedEvent,
  type CalendarFeedState,
} from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { copyText } from '../../shared/clipboard.js';
import '../../components/field/field.css';
import './calendar-feed-page.css';

type Action = 'enable' | 'reset' | 'disable';
type Flag = 'isCalDetailed' | 'isCalLocaltime';

/** The feed URL as a calendar subscription link: http(s) becomes webcal. */
const webcalOf = (url: string): string => url.replace(/^https?:/i, 'webcal:');

/**
 * Calendar feed (/settings/calendar-feed): whether the feed is on; when on, its secret URL with
 * Copy and a webcal subscription link, the detailed and local-time switches (profile flags), and
 * Reset link and Turn off, each confirmed; when off, Turn on. A change can take up to 48 hours to
 * reach subscribed calendars.
 */
export default function CalendarFeedPage() {
  const { t } = useTranslation('calendarFeed');
  const feedClient = useService(TOKENS.calendarFeed);
  const { profile, adoptProfile, updateProfile } = useSession();
  const toast = useToast();
  // The feed as changed on this page; until then, as the profile tells it.
  const [changed, setChanged] = useState<CalendarFeedState | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<'reset' | 'disable' | null>(null);
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const [flags, setFlags] = useState<Partial<Record<Flag, boolean>>>({});
  const [savingFlag, setSavingFlag] = useState<Flag | null>(null);
  const [flagSaved, setFlagSaved] = useState(false);
  const [copyStatus, setCopyStatus] = useState('');

  if (!profile) {
    return (
      <div className="wb-page">
        <h1>{t('page.title')}</h1>
        <Spinner label={t('loading')} />
      </div>
    );
  }

  const feed = changed ?? calendarFeedFromProfile(profile);
  const flagValue = (flag: Flag): boolean => flags[flag] ?? profile[flag];

  const failed = (action: Action) => {
    if (action === 'enable') toast.error(t('enableFailed'));
    else {
      const { key, values } = calendarFeedFailureMessage(action);
      toast.error(t(key, values));
    }
  };

  const run = async (action: Action) => {
    if (busy !== null) return;
    setBusy(action);
    let event: CalendarFeedEvent | null = null;
    if (action === 'disable') {
      const r = await feedClient.disable();
      if (r.ok) event = { type: 'disable', at: new Date() };
    } else {
      const r = action === 'enable' ? await feedClient.enable() : await feedClient.reset();
      if (r.ok) event = { type: action, url: r.value, at: new Date() };
    }
    setBusy(null);
    setConfirming(null);
    const next = event === null ? null : calendarFeedTransition(feed, event);
    if (next === null || !next.ok) return failed(action);
    setChanged(next.value);
    setLastAction(action);
    setCopyStatus('');
    // The session's profile follows, so other screens see the feed's URL (or none).
    adoptProfile({ ...profile, icalUrl: next.value.status === 'enabled' ? next.value.url : '' });
    toast.success(t(`done.${action}`));
  };

  const saveFlag = async (flag: Flag, on: boolean) => {
    if (savingFlag !== null) return;
    setSavingFlag(flag);
    const r = await updateProfile({ [flag]: on });
    setSavingFlag(null);
    if (!r.ok) {
      const { key, values } = calendarFeedFailureMessage('enable');
      return toast.error(t(key, values));
    }
    setFlags((f) => ({ ...f, [flag]: r.value[flag] }));
    setFlagSaved(true);
    toast.success(t('flagsSaved'));
  };

  const copy = async (url: string) => {
    if (await copyText(url)) setCopyStatus(t('copied'));
    else toast.error(t('copyFailed'));
  };

  const notice = calendarFeedPropagationNotice();
  const showNotice = feed.changedAt !== null || flagSaved;

  const flagSwitch = (flag: Flag, label: string) => (
    <Switch className="wb-switch wb-calfeed__switch" isSelected={flagValue(flag)} isDisabled={savingFlag !== null} onChange={(on) => void saveFlag(flag, on)}>
      <span className="wb-switch__track" aria-hidden="true" />
      <span className="wb-calfeed__switch-label">{label}</span>
      {savingFlag === flag && <Spinner size="sm" label={t('saving')} />}
    </Switch>
  );

  let body;
  if (feed.status === 'enabled') {
    body = (
      <>
        {lastAction === 'reset' && (
          <div className="wb-alert wb-alert--success" role="status">
            <p>{t('newLink')}</p>
          </div>
        )}
        <div className="wb-field">
          <label htmlFor="wb-calfeed-url" className="wb-field__label">
            {t('url')}
          </label>
          <div className="wb-calfeed__url">
            <div className="wb-field__control">
              <input id="wb-calfeed-url" className="wb-field__input" type="url" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} />
            </div>
            <Button variant="primary" onPress={() => void copy(feed.url)}>
              {t('copy')}
            </Button>
          </div>
        </div>
        <p role="status" className="wb-calfeed__copy-status">
          {copyStatus}
        </p>
        <p>
          <a href={webcalOf(feed.url)}>{t('subscribe')}</a> <span className="wb-muted">{t('subscribeHint')}</span>
        </p>
        <div className="wb-alert" role="note">
          <p>{t('privacyWarning')}</p>
        </div>
        <h2 className="wb-calfeed__heading">{t('optionsHeading')}</h2>
        {flagSwitch('isCalDetailed', t('detailed'))}
        {flagSwitch('isCalLocaltime', t('localTime'))}
        <p className="wb-muted">{t('localTimeHint')}</p>
        <div className="wb-calfeed__actions">
          <Button variant="outline-danger" isDisabled={busy !== null} onPress={() => setConfirming('reset')}>
            {t('reset.action')}
          </Button>
          <Button variant="outline-danger" isDisabled={busy !== null} onPress={() => setConfirming('disable')}>
            {t('disable.action')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('offExplanation')}</p>
        <div className="wb-calfeed__actions">
          <Button variant="primary" isPending={busy === 'enable'} onPress={() => void run('enable')}>
            {busy === 'enable' ? <Spinner size="sm" label={t('enabling')} showLabel /> : t('enable')}
          </Button>
        </div>
      </>
    );
  }

  const modal = confirming ?? 'reset';
  return (
    <div className="wb-page">
      <h1>{t('page.title')}</h1>
      <section className="wb-card wb-calfeed" aria-labelledby="wb-calfeed-status">
        <p className="wb-muted">{t('intro')}</p>
        <h2 id="wb-calfeed-status" className="wb-calfeed__heading">
          {t('status.label')}{' '}
          <span className={feed.status === 'enabled' ? 'wb-badge wb-badge--success' : 'wb-badge'}>
            {t(feed.status === 'enabled' ? 'status.on' : 'status.off')}
          </span>
        </h2>
        {body}
        {showNotice && (
          <p className="wb-muted" role="status">
            {t(notice.key, notice.values)}
          </p>
        )}
      </section>
      <Modal
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open && busy === null) setConfirming(null);
        }}
        isDismissable={busy === null}
        role="alertdialog"
        size="sm"
        title={t(`${modal}.title`)}
        footer={
          <>
            <Button variant="default" isDisabled={busy !== null} onPress={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" isPending={busy === modal} onPress={() => void run(modal)}>
              {busy === modal ? <Spinner size="sm" label={t(`${modal}.pending`)} showLabel /> : t(`${modal}.confirm`)}
            </Button>
          </>
        }
      >
        <p>{t(`${modal}.body`)}</p>
        <p>{t(notice.key, notice.values)}</p>
      </Modal>
    </div>
  );
}
