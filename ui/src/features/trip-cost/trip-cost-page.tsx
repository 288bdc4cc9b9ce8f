import { useState, type FormEvent } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buildPath, mayEditTrip, plansOfObjectLists, planTitle, tripRoleOf, tripTimeline, type Plan } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { TripLoadState } from '../../shared/trips/trip-parts.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import '../../components/field/field.css';
import './trip-cost-page.css';

type Costs = Readonly<Record<string, string>>;

/** The trip's plans in itinerary order (as the timeline shows them), each once. */
function plansInOrder(plans: readonly Plan[]): readonly Plan[] {
  const byUuid = new Map(plans.map((p) => [p.meta.uuid, p]));
  const uuids = new Set([...tripTimeline(plans).days.flatMap((d) => d.events.map((e) => e.planUuid)), ...byUuid.keys()]);
  return [...uuids].flatMap((uuid) => byUuid.get(uuid) ?? []);
}

const costsOf = (plans: readonly Plan[]): Costs => Object.fromEntries(plans.map((p) => [p.meta.uuid, p.booking.totalCost]));

function CostForm({ plans, tripUuid }: { readonly plans: readonly Plan[]; readonly tripUuid: string }) {
  const { t } = useTranslation(['tripCost', 'planActions']);
  const planService = useService(TOKENS.planService);
  const toast = useToast();
  const refreshAfter = useServerDataRefresh();
  const [saved, setSaved] = useState<Costs>(() => costsOf(plans));
  const [values, setValues] = useState<Costs>(saved);
  const [saving, setSaving] = useState(false);
  const changed = plans.filter((p) => (values[p.meta.uuid] ?? '').trim() !== (saved[p.meta.uuid] ?? '').trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || changed.length === 0) return;
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
      <ul className="wb-trip-cost__list">
        {plans.map((plan) => {
          const type = t(`planActions:types.${plan.type}`);
          return (
            <li key={plan.meta.uuid} className="wb-trip-cost__row">
              <TextField
                className="wb-field wb-trip-cost__field"
                value={values[plan.meta.uuid] ?? ''}
                onChange={(v) => setValues((s) => ({ ...s, [plan.meta.uuid]: v }))}
                isDisabled={saving}
              >
                <Label className="wb-trip-cost__label">
                  <span className="wb-trip-cost__type" aria-hidden="true">
                    {type}
                  </span>
                  <span className="wb-trip-cost__name">{planTitle(plan) || type}</span>
                  {/* The field's name reads "<plan>, total cost"; the column says it visually. */}
                  <span className="wb-visually-hidden">{t('fieldSuffix')}</span>
                </Label>
                <div className="wb-field__control">
                  <Input className="wb-field__input wb-trip-cost__input" placeholder={t('placeholder')} />
                </div>
              </TextField>
            </li>
          );
        })}
      </ul>
      <div className="wb-trip-cost__actions">
        {saving ? (
          <Spinner size="sm" label={t('saving')} showLabel />
        ) : (
          <p className="wb-muted" aria-live="polite">
            {changed.length === 0 ? t('noChanges') : t('changes', { number: changed.length })}
          </p>
        )}
        <Button type="submit" variant="primary" isPending={saving} isDisabled={changed.length === 0}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function CostList({ plans }: { readonly plans: readonly Plan[] }) {
  const { t } = useTranslation(['tripCost', 'planActions']);
  return (
    <dl className="wb-trip-cost__list">
      {plans.map((plan) => {
        const type = t(`planActions:types.${plan.type}`);
        const cost = plan.booking.totalCost.trim();
        return (
          <div key={plan.meta.uuid} className="wb-trip-cost__row">
            <dt className="wb-trip-cost__label">
              <span className="wb-trip-cost__type">{type}</span>
              <span className="wb-trip-cost__name">{planTitle(plan) || type}</span>
            </dt>
            <dd className={cost === '' ? 'wb-muted' : 'wb-trip-cost__value'}>{cost === '' ? t('notSet') : cost}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Trip Cost (/trips/{tripUuid}/cost): every plan of the trip with its total cost, free text with
 * the currency as typed. People who can edit the trip change any of them and save them all at once
 * (only the changed ones are sent); a failure keeps the edits. Viewers read them.
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
