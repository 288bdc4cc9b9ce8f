import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isMobileViewport, sortTransactionsNewestFirst, type Transaction } from '@waybook/core';
import { useFormatter } from '../../shared/use-formatter.js';
import { useViewportSize } from '../../shared/use-viewport-size.js';

const receiptPath = (id: number) => `/account/billing/receipts/${id}`;

/**
 * The billing history, newest first: a table (a list on phones) of date, description and amount,
 * each with a link to its receipt; "No payments yet" when there is none.
 */
export function BillingHistory({ transactions }: { readonly transactions: readonly Transaction[] }) {
  const { t } = useTranslation('billing');
  const f = useFormatter();
  const mobile = isMobileViewport(useViewportSize());
  const rows = sortTransactionsNewestFirst(transactions).map((tx) => ({ tx, date: f.date(tx.displayDate) || tx.displayDate }));
  const spoken = (row: (typeof rows)[number]) => t('history.viewSpoken', { date: row.date, description: row.tx.description, amount: row.tx.amountDisplay });

  return (
    <section className="wb-card wb-billing__section" aria-labelledby="wb-billing-history">
      <h2 id="wb-billing-history">{t('history.heading')}</h2>
      {rows.length === 0 ? (
        <p className="wb-muted">{t('history.empty')}</p>
      ) : mobile ? (
        <ul className="wb-billing__history-list">
          {rows.map((row) => (
            <li key={row.tx.id}>
              <Link className="wb-billing__history-item" to={receiptPath(row.tx.id)}>
                <span className="wb-billing__history-main">
                  <span className="wb-billing__history-description">{row.tx.description}</span>
                  <span className="wb-muted">{row.date}</span>
                </span>
                <span className="wb-billing__amount">{row.tx.amountDisplay}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <table className="wb-billing__history">
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.description')}</th>
              <th scope="col" className="wb-billing__amount">
                {t('history.amount')}
              </th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('history.receipt')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.tx.id}>
                <td className="wb-billing__nowrap">{row.date}</td>
                <td>{row.tx.description}</td>
                <td className="wb-billing__amount">{row.tx.amountDisplay}</td>
                <td className="wb-billing__receipt-cell">
                  <Link to={receiptPath(row.tx.id)} aria-label={spoken(row)}>
                    {t('history.view')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
