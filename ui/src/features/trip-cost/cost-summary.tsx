import { useTranslation } from 'react-i18next';
import { costTotals, formatMoneyValue, formatShare, type PlanCost, type PlanType } from '@waybook/core';

/** One plan's cost as the summary counts it. */
export type CostEntry = { readonly type: PlanType; readonly cost: PlanCost };

/**
 * The trip's totals, one per currency (amounts in different currencies are never added), each
 * with every plan type's share of it as a percentage and a bar; costs that cannot be read are
 * counted apart with a note.
 *
 * @example
 * <CostSummary entries={[{ type: 'lodging', cost: planCostOf('EUR 610.00') }]} />
 */
export function CostSummary({ entries }: { readonly entries: readonly CostEntry[] }) {
  const { t, i18n } = useTranslation(['tripCost', 'planActions']);
  const locale = i18n.language;
  const totals = costTotals(entries.flatMap((e) => (e.cost.kind === 'money' ? [{ category: e.type, money: e.cost.money }] : [])));
  const unreadable = entries.filter((e) => e.cost.kind === 'unreadable').length;
  return (
    <section className="wb-trip-cost__summary" aria-labelledby="wb-trip-cost-totals">
      <h2 id="wb-trip-cost-totals">{t('totals')}</h2>
      {totals.length === 0 && <p className="wb-muted">{t('noTotals')}</p>}
      {totals.map((total) => (
        <div key={total.currency} className="wb-trip-cost__total">
          <p className="wb-trip-cost__total-line">
            <span>{t('totalIn', { currency: total.currency })}</span>
            <strong className="wb-trip-cost__value">{formatMoneyValue({ minor: total.minor, currency: total.currency }, locale)}</strong>
          </p>
          <ul className="wb-trip-cost__shares" aria-label={t('sharesIn', { currency: total.currency })}>
            {total.categories.map((c) => (
              <li key={c.category} className="wb-trip-cost__share">
                <span className="wb-trip-cost__share-name">{t(`planActions:types.${c.category}`)}</span>
                <span className="wb-trip-cost__share-figures">
                  {formatMoneyValue({ minor: c.minor, currency: total.currency }, locale)} · {formatShare(c.share, locale)}
                </span>
                <span className="wb-trip-cost__bar" aria-hidden="true">
                  <span style={{ inlineSize: `${(c.share * 100).toFixed(1)}%` }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {unreadable > 0 && (
        <p className="wb-trip-cost__note" role="note">
          {t('unreadable', { count: unreadable })}
        </p>
      )}
    </section>
  );
}
