import { memo, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  buildPath,
  formatMoneyValue,
  isCostPlanType,
  mayEditTrip,
  planCostOf,
  plansOfObjectLists,
  planTitle,
  tripRoleOf,
  tripTimeline,
  type Plan,
} from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { MoneyInput } from '../../components/money-input/money-input.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { useDefaultCurrency } from '../../shared/money/use-default-currency.js';
import { TripLoadState } from '../../shared/trips/trip-parts.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import '../../components/field/field.css';
import { CostSummary } from './cost-summary.js';
import './trip-cost-page.css';

type Costs = Readonly<Record<string, string>>;

/** The trip's plans that cost something (not notes, maps or directions) in itinerary order (as the timeline shows them), each once. */
function plansInOrder(plans: readonly Plan[]): readonly Plan[] {
  const byUuid = new Map(plans.map((p) => [p.meta.uuid, p]));
  const uuids = new Set([...tripTimeline(plans).days.flatMap((d) => d.events.map((e) => e.planUuid)), ...byUuid.keys()]);
  return [...uuids].flatMap((uuid) => byUuid.get(uuid) ?? []).filter((p) => isCostPlanType(p.type));
}

const costsOf = (plans: readonly Plan[]): Costs => Object.fromEntries(plans.map((p) => [p.meta.uuid, p.booking.totalCost]));

type CostRowProps = {
  readonly plan: Plan;
  readonly value: string;
  readonly onValue: (uuid: string, value: string) => void;
  readonly defaultCurrency: string;
  readonly onCurrencyUsed: (currency: string) => void;
  readonly isDisabled: boolean;
};

/** One plan's cost, its type above; memoised so that typing in one row redraws only that row. */
const CostRow = memo(function CostRow({ plan, value, onValue, defaultCurrency, onCurrencyUsed, isDisabled }: CostRowProps) {
  const { t } = useTranslation('planActions');
  const type = t(`types.${plan.type}`);
  const name = planTitle(plan) || type;
  return (
    <li className="wb-trip-cost__row">
      <span className="wb-trip-cost__type" aria-hidden="true">
        {type}
      </span>
      <MoneyInput
        label={name}
        currencyFor={name}
        value={value}
        onChange={(v) => onValue(plan.meta.uuid, v)}
        defaultCurrency={defaultCurrency}
        onCurrencyUsed={onCurrencyUsed}
        isDisabled={isDisabled}
      />
    </li>
  );
});

function CostForm({ plans, tripUuid }: { readonly plans: readonly Plan[]; readonly tripUuid: string }) {
  const { t } = useTranslation(['tripCost', 'planActions']);
  const planService = useService(TOKENS.planService);
  const toast = useToast();
  const refreshAfter = useServerDataRefresh();
  const [saved, setSaved] = useState<Costs>(() => costsOf(plans));
  const [values, setValues] = useState<Costs>(saved);
  const [saving, setSaving] = useState(false);
  const currency = useDefaultCurrency();
  const setValue = useCallback((uuid: string, value: string) => setValues((s) => ({ ...s, [uuid]: value })), []);
  const changed = plans.filter((p) => (values[p.meta.uuid] ?? '').trim() !== (saved[p.meta.uuid] ?? '').trim());
  // A changed cost must read as an amount (the field says why not); an older one left as it was may stay free text.
  const unreadable = (p: Plan) => planCostOf(values[p.meta.uuid] ?? '').kind === 'unreadable';
  const invalid = changed.some(unreadable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || changed.length === 0 || invalid) return;
    const costs = changed.map((p) => ({ uuid: p.meta.uuid, totalCost: (values[p.meta.uuid] ?? '').trim() }));
    setSaving(true);
    const result = await planService.updateCosts(costs);
    setSaving(false);
    if (!result.ok) {
      // The edits stay on screen so that the user can try again.
      toast.error(t('saveFailed'));
      return;
    }
    setSaved((s) => ({ ...s, ...Object.fromEntries(costs.map((c) => [c.uuid, c.totalCost])) }));
    setValues((v) => ({ ...v, ...Object.fromEntries(costs.map((c) => [c.uuid, c.totalCost])) }));
    toast.success(t('saved'));
    // The trip and its plans are read again, so the other screens show the new costs.
    void refreshAfter.plansChanged([tripUuid]);
  };

  return (
    <form className="wb-trip-cost__form" onSubmit={(e) => void submit(e)} aria-busy={saving}>
      <CostSummary entries={plans.map((p) => ({ type: p.type, cost: planCostOf(values[p.meta.uuid] ?? '') }))} />
      <ul className="wb-trip-cost__list">
        {plans.map((plan) => (
          <CostRow
            key={plan.meta.uuid}
            plan={plan}
            value={values[plan.meta.uuid] ?? ''}
            onValue={setValue}
            defaultCurrency={currency.currency}
            onCurrencyUsed={currency.remember}
            isDisabled={saving}
          />
        ))}
      </ul>
      <div className="wb-trip-cost__actions">
        {saving ? (
          <Spinner size="sm" label={t('saving')} showLabel />
        ) : (
          <p className="wb-muted" aria-live="polite">
            {changed.length === 0 ? t('noChanges') : t('changes', { number: changed.length })}
          </p>
        )}
        <Button type="submit" variant="primary" isPending={saving} isDisabled={changed.length === 0 || invalid}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function CostList({ plans }: { readonly plans: readonly Plan[] }) {
  const { t, i18n } = useTranslation(['tripCost', 'planActions']);
  const costs = plans.map((plan) => ({ plan, cost: planCostOf(plan.booking.totalCost) }));
  return (
    <>
      <CostSummary entries={costs.map(({ plan, cost }) => ({ type: plan.type, cost }))} />
      <dl className="wb-trip-cost__list">
        {costs.map(({ plan, cost }) => {
          const type = t(`planActions:types.${plan.type}`);
          return (
            <div key={plan.meta.uuid} className="wb-trip-cost__row">
              <dt className="wb-trip-cost__label">
                <span className="wb-trip-cost__type">{type}</span>
                <span className="wb-trip-cost__name">{planTitle(plan) || type}</span>
              </dt>
              <dd className={cost.kind === 'none' ? 'wb-muted' : 'wb-trip-cost__value'}>
                {cost.kind === 'none' && t('notSet')}
                {cost.kind === 'money' && formatMoneyValue(cost.money, i18n.language)}
                {cost.kind === 'unreadable' && (
                  <>
                    {cost.text} <span className="wb-trip-cost__not-counted">{t('notCounted')}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

/**
 * Trip Cost (/trips/{tripUuid}/cost): the totals per currency with each plan type's share, then
 * every plan that costs something (not notes, maps or directions) with its total cost, an amount
 * and a currency. People who can edit the trip change any of them and save them all at once (only
 * the changed ones are sent); a failure keeps the edits. Viewers read them, in the interface
 * language's form. Older free text that cannot be read is shown as typed, out of the totals.
 */
export default function TripCostPage() {
  const { tripUuid } = useParams();
  const { state, retry } = useTripDetails(tripUuid);
  const { t } = useTranslation(['tripCost', 'tripSummary']);
  const { profile } = useSession();

  if (state.status !== 'ready') return <TripLoadState state={state} retry={retry} />;

  const { trip, objects } = state.details;
  const editable = mayEditTrip(tripRoleOf(trip, profile?.profileRef));
  const plans = plansInOrder(plansOfObjectLists(objects));

  return (
    <div className="wb-page wb-trip-cost">
      <Link to={buildPath('trip_summary', { tripUuid: trip.uuid })} className="wb-trip-cost__back">
        {t('back', { name: trip.displayName || t('tripSummary:untitled') })}
      </Link>
      <section className="wb-card" aria-labelledby="wb-trip-cost-heading">
        <h1 id="wb-trip-cost-heading">{t('heading')}</h1>
        <p className="wb-muted">{plans.length === 0 ? t('empty') : editable ? t('intro') : t('introViewer')}</p>
        {plans.length > 0 && (editable ? <CostForm plans={plans} tripUuid={trip.uuid} /> : <CostList plans={plans} />)}
      </section>
    </div>
  );
}
