import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectedApplication } from '@waybook/core/contract';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { valueOrThrow } from '../../shared/server-data/load-state.js';
import './connected-applications-page.css';

const QUERY_KEY = ['connectedApplications'] as const;
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
const keyOf = (app: ConnectedApplication) => `${app.clientId}|${app.containerTypeCode}|${app.tokenKey}`;

function ApplicationRow({ app, onDisconnect }: { readonly app: ConnectedApplication; readonly onDisconnect: () => void }) {
  const { t } = useTranslation('connectedApps');
  const f = useFormatter();
  const date = app.grantDate === null ? '' : f.date(app.grantDate);
  return (
    <li className="wb-card wb-apps__item">
      <div className="wb-apps__details">
        <h2 className="wb-apps__name">{app.name}</h2>
        {isWebAddress(app.url) && (
          <p className="wb-apps__url">
            <span className="wb-visually-hidden">{t('website')} </span>
            <a href={app.url} target="_blank" rel="noopener noreferrer">
              {app.url}
            </a>
          </p>
        )}
        <p className="wb-muted">{date === '' ? t('grantedUnknown') : t('granted', { date })}</p>
      </div>
      <Button variant="outline-danger" aria-label={t('disconnectNamed', { name: app.name })} onPress={onDisconnect}>
        {t('disconnect')}
      </Button>
    </li>
  );
}

/**
 * Connected applications (/settings/applications, part 3 sections 2 and 7): the applications the
 * user allowed to use the account over OAuth 2.0 (name, website, grant date), an empty state, and
 * Disconnect per application, confirmed in a modal; disconnecting revokes its tokens at once. The
 * spec's toasts: "Connected applications load failure", "Unable to disconnect application".
 */
export default function ConnectedApplicationsPage() {
  const { t } = useTranslation('connectedApps');
  const apps = useService(TOKENS.connectedApplications);
  const toast = useToast();
  const queries = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: async () => valueOrThrow(await apps.list()), retry: false });
  const [confirming, setConfirming] = useState<ConnectedApplication | null>(null);
  const [busy, setBusy] = useState(false);
  // After a disconnection the row and its button are gone: once the modal has closed (and given
  // focus back to nothing), focus goes to the top of the page.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirming !== null) return;
    const timer = setTimeout(() => {
      heading.current?.focus();
      setRefocus(false);
    }, 50);
    return () => clearTimeout(timer);
  }, [refocus, confirming]);

  const failedLoad = query.isError;
  useEffect(() => {
    if (failedLoad) toast.error(t('loadFailed'));
  }, [failedLoad, toast, t]);

  const disconnect = async (app: ConnectedApplication) => {
    if (busy) return;
    setBusy(true);
    const r = await apps.disconnect(app);
    setBusy(false);
    if (!r.ok) {
      setConfirming(null);
      toast.error(t('disconnectFailed'));
      return;
    }
    queries.setQueryData(QUERY_KEY, r.value);
    setConfirming(null);
    toast.success(t('disconnected', { name: app.name }));
    setRefocus(true);
  };

  let body;
  if (query.data !== undefined) {
    body =
      query.data.length === 0 ? (
        <section className="wb-card wb-apps__empty" aria-labelledby="wb-apps-empty">
          <h2 id="wb-apps-empty">{t('empty.title')}</h2>
          <p className="wb-muted">{t('empty.body')}</p>
        </section>
      ) : (
        <ul className="wb-apps__list" aria-label={t('listLabel')}>
          {query.data.map((app) => (
            <ApplicationRow key={keyOf(app)} app={app} onDisconnect={() => setConfirming(app)} />
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = (
      <div className="wb-card">
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="default" onPress={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else body = <Spinner label={t('loading')} />;

  const name = confirming?.name ?? '';
  return (
    <div className="wb-page wb-apps">
      <h1 ref={heading} tabIndex={-1}>
        {t('page.title')}
      </h1>
      <p className="wb-muted">{t('intro')}</p>
      {body}
      <Modal
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setConfirming(null);
        }}
        isDismissable={!busy}
        role="alertdialog"
        size="sm"
        title={t('confirm.title', { name })}
        footer={
          <>
            <Button variant="default" isDisabled={busy} onPress={() => setConfirming(null)}>
              {t('confirm.cancel')}
            </Button>
            <Button variant="danger" isPending={busy} onPress={() => confirming && void disconnect(confirming)}>
              {busy ? <Spinner size="sm" label={t('confirm.pending')} showLabel /> : t('confirm.action')}
            </Button>
          </>
        }
      >
        <p>{t('confirm.body', { name })}</p>
      </Modal>
    </div>
  );
}
