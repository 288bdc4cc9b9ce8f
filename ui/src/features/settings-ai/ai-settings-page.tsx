import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from 'react-aria-components';
import { todayInZone, type AiImportSettings, type AiImportState } from '@waybook/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { valueOrThrow } from '../../shared/server-data/load-state.js';
import './ai-settings-page.css';

const sameSettings = (a: AiImportSettings | undefined, b: AiImportSettings): boolean =>
  a !== undefined && (Object.keys(b) as (keyof AiImportSettings)[]).every((k) => a[k] === b[k]);

function Settings({ state, onChange }: { readonly state: AiImportState; readonly onChange: (next: AiImportState) => void }) {
  const { t } = useTranslation('aiSettings');
  const ai = useService(TOKENS.aiImport);
  const toast = useToast();
  const f = useFormatter();
  const [busy, setBusy] = useState(false);
  const { settings, endpointHost } = state;
  const toggle = async (on: boolean) => {
    setBusy(true);
    const r = await ai.setOptedIn(on);
    setBusy(false);
    if (!r.ok) return toast.show(t('saveFailed'), { variant: 'error' });
    onChange(r.value);
    toast.show(t(on ? 'turnedOn' : 'turnedOff'), { variant: 'success' });
  };
  const since =
    settings.isOptedIn && settings.optedInTs > 0 ? todayInZone(new Date(settings.optedInTs * 1000), Intl.DateTimeFormat().resolvedOptions().timeZone) : '';
  return (
    <>
      <Switch
        className="wb-switch wb-ai__switch"
        isSelected={settings.isOptedIn}
        isDisabled={busy || settings.isOptInReadOnly}
        onChange={(on) => void toggle(on)}
      >
        <span className="wb-switch__track" aria-hidden="true" />
        <span className="wb-ai__switch-label">{t('switchLabel')}</span>
        {busy && <Spinner size="sm" label={t('loading')} />}
      </Switch>
      {since !== '' && <p className="wb-muted">{t('since', { date: f.date(since) })}</p>}
      {settings.isOptInReadOnly && <p className="wb-muted">{t('readOnly')}</p>}
      <h2 className="wb-ai__sent-heading">{t('sentHeading')}</h2>
      <p>{t('sent', { host: endpointHost })}</p>
      <p>{t('notSent')}</p>
    </>
  );
}

/**
 * Artificial Intelligence (/settings/artificial-intelligence): the AI extractor's opt-in switch,
 * what is sent and where, or that the server has none. Opening the page marks the feature
 * introduced, so its alert stops showing (the session's profile follows).
 */
export default function AiSettingsPage() {
  const { t } = useTranslation('aiSettings');
  const ai = useService(TOKENS.aiImport);
  const { profile, adoptProfile } = useSession();
  // Marking the feature introduced is idempotent on the server: reading the page through it is safe.
  const query = useQuery({ queryKey: ['aiImport'], queryFn: async () => valueOrThrow(await ai.introduce()), retry: false });
  const [changed, setChanged] = useState<AiImportState | null>(null);
  const state = changed ?? query.data ?? null;
  // The session's profile follows (the AI extractor alert reads it); equal settings end the loop.
  useEffect(() => {
    if (state !== null && profile && !sameSettings(profile.aiImport, state.settings)) adoptProfile({ ...profile, aiImport: state.settings });
  }, [state, profile, adoptProfile]);

  let body;
  if (state !== null) body = state.settings.isOptInVisible ? <Settings state={state} onChange={setChanged} /> : <p>{t('unavailable')}</p>;
  else if (query.isError) body = <p role="alert">{t('loadFailed')}</p>;
  else body = <Spinner label={t('loading')} />;
  return (
    <div className="wb-page">
      <h1>{t('page.title')}</h1>
      <section className="wb-card wb-ai">
        <p>{t('intro')}</p>
        {body}
      </section>
    </div>
  );
}
