import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDismissal, type AccountAlert } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { AlertItem } from './alert-item.js';
import { useAlertPage } from './use-alert-list.js';
import './alerts.css';

/** The Dismiss button of a premium alert: the alert goes on success, a toast says so on failure. */
function DismissButton({ alert, title }: { alert: AccountAlert; title: string }) {
  const { t } = useTranslation();
  const service = useService(TOKENS.alertService);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const dismiss = async () => {
    setBusy(true);
    const answer = await service.dismiss([alert.uuid]);
    setBusy(false);
    if (!answer.ok) toast.error(t('alerts:dismissFailed'));
  };
  return (
    <Button variant="outline-primary" size="sm" isDisabled={busy} aria-label={t('alerts:page.dismissLabel', { title })} onPress={() => void dismiss()}>
      {t('alerts:page.dismiss')}
    </Button>
  );
}

/**
 * /messages (part 3 section 2): every alert, newest first, 20 a page with Previous and Next; the
 * AI extractor alert first on page 1 when it is to be shown; premium alerts can be dismissed; an
 * empty state when there are none.
 *
 * @example
 * { path: 'messages', element: <MessagesPage /> }
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const state = useAlertPage(pageNum);
  const heading = useRef<HTMLHeadingElement>(null);
  const turn = (to: number) => {
    setPageNum(to);
    heading.current?.focus();
  };

  let body = <Spinner label={t('alerts:menu.loading')} showLabel />;
  if (state.status === 'error' || state.status === 'not-found') body = <p role="alert">{t('alerts:page.failed')}</p>;
  else if (state.status === 'ready' && state.value.alerts.length === 0) body = <p className="wb-messages__empty">{t('alerts:page.empty')}</p>;
  else if (state.status === 'ready') {
    const { alerts, readAt, page } = state.value;
    body = (
      <>
        <ul className="wb-messages__list">
          {alerts.map((alert) => (
            <li key={alert.uuid}>
              <AlertItem alert={alert} now={readAt} asHeading>
                {alertDismissal(alert) === 'server' && <DismissButton alert={alert} title={alert.title} />}
              </AlertItem>
            </li>
          ))}
        </ul>
        {page.maxPage > 1 && (
          <nav className="wb-messages__pager" aria-label={t('alerts:page.pagination')}>
            <Button variant="default" isDisabled={pageNum <= 1} onPress={() => turn(pageNum - 1)}>
              {t('alerts:page.previous')}
            </Button>
            <span>{t('alerts:page.pageOf', { page: pageNum, count: page.maxPage })}</span>
            <Button variant="default" isDisabled={pageNum >= page.maxPage} onPress={() => turn(pageNum + 1)}>
              {t('alerts:page.next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <div className="wb-page wb-stack">
      <h1 ref={heading} tabIndex={-1}>
        {t('alerts:page.title')}
      </h1>
      <p className="wb-messages__intro">{t('alerts:page.intro')}</p>
      {body}
    </div>
  );
}
