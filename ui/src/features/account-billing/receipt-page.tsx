import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Receipt } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { HELP_CENTER_URL, PRODUCT_SITE_URL } from '../../shared/site-links.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { CardNumber } from './payment-method-section.js';
import './receipt-page.css';

type Load = { readonly id: number; readonly status: 'error' } | { readonly id: number; readonly status: 'ready'; readonly receipt: Receipt };

/** The receipt id of the route: a positive whole number, else null. */
function receiptIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

const BACK = '/account/billing';

/**
 * /account/billing/receipts/{id}: the receipt of one payment, printable on its own (the app's
 * frame and the controls are not printed). A non-numeric id or a failed load shows "Unable to load
 * receipt" with the way back to the billing page.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('billing');
  const billing = useService(TOKENS.billing);
  const f = useFormatter();
  const id = receiptIdOf(useParams()['receiptId']);
  // The answer for the receipt on screen; an answer for another id (the route changed) is not shown.
  const [answer, setAnswer] = useState<Load | null>(null);
  const load = answer !== null && answer.id === id ? answer : null;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void billing.receipt(id).then((r) => live && setAnswer(r.ok ? { id, status: 'ready', receipt: r.value } : { id, status: 'error' }));
    return () => {
      live = false;
    };
  }, [billing, id]);

  const back = (
    <Link to={BACK} className="wb-receipt__back">
      <span aria-hidden="true">← </span>
      {t('receipt.back')}
    </Link>
  );

  if (id === null || load?.status === 'error') {
    return (
      <div className="wb-page wb-receipt">
        <h1>{t('receipt.heading')}</h1>
        <div className="wb-card wb-receipt__failed" role="alert">
          <p>{t('error.receiptLoadFailed')}</p>
          {back}
        </div>
      </div>
    );
  }
  if (load === null) {
    return (
      <div className="wb-page wb-receipt">
        <h1>{t('receipt.heading')}</h1>
        <Spinner size="lg" label={t('receipt.loading')} showLabel />
      </div>
    );
  }

  const r = load.receipt;
  // The moment of the charge on this browser's clock; the day alone when only the day is known.
  const when = f.instant(new Date(r.displayDatetime), Intl.DateTimeFormat().resolvedOptions().timeZone) || f.date(r.displayDate) || r.displayDate;
  const period = f.dateRange(r.billingPeriodStart || null, r.billingPeriodEnd || null);
  const site = new URL(PRODUCT_SITE_URL).host;

  return (
    <div className="wb-page wb-receipt">
      <div className="wb-receipt__controls">
        {back}
        <Button variant="primary" onPress={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </div>
      <article className="wb-receipt__sheet" aria-labelledby="wb-receipt-heading">
        <header className="wb-receipt__head">
          <h1 id="wb-receipt-heading">{t('receipt.heading')}</h1>
          <p className="wb-receipt__brand">{t('receipt.sellerName')}</p>
        </header>
        {r.isSandbox && (
          <div className="wb-alert wb-receipt__sandbox" role="note">
            <p>{t('receipt.sandbox')}</p>
          </div>
        )}
        <div className="wb-receipt__total">
          <span className="wb-receipt__total-label">{t('receipt.amount')}</span>
          <span className="wb-receipt__total-value">{t('receipt.amountValue', { amount: r.amountDisplay, currency: r.currency })}</span>
        </div>
        <dl className="wb-receipt__facts">
          <dt>{t('receipt.number')}</dt>
          <dd>{r.receiptNumber}</dd>
          <dt>{t('receipt.dateTime')}</dt>
          <dd>{when}</dd>
          <dt>{t('receipt.description')}</dt>
          <dd>{r.description}</dd>
          {period !== '' && (
            <>
              <dt>{t('receipt.period')}</dt>
              <dd>{period}</dd>
            </>
          )}
          {r.cardLastFour !== '' && (
            <>
              <dt>{t('receipt.paidWith')}</dt>
              <dd>
                <CardNumber brand={r.cardBrand} last4={r.cardLastFour} />
              </dd>
            </>
          )}
        </dl>
        <section className="wb-receipt__seller" aria-labelledby="wb-receipt-seller">
          <h2 id="wb-receipt-seller">{t('receipt.seller')}</h2>
          <p>
            <strong>{t('receipt.sellerName')}</strong>
            <br />
            <a href={PRODUCT_SITE_URL}>{site}</a>
          </p>
          <p className="wb-muted">
            {t('receipt.questions')} <a href={HELP_CENTER_URL}>{t('receipt.helpCenter')}</a>
          </p>
        </section>
      </article>
    </div>
  );
}
