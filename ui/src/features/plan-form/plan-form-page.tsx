import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buildPath, mayEditTrip, planTypeFromRouteSegment, tripRoleOf, type Plan, type PlanType } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { UNFILED_PLAN_CHOOSER_PATH } from '../../shared/plan-actions/plan-paths.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { TripLoadFailed } from '../../shared/pages/trip-load-failed.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { PlanForm } from './plan-form.js';
import type { PlanTypeForm } from './plan-form-types.js';
import { PLAN_FORMS } from './plan-forms.js';

type Mode = 'create' | 'edit';

/** The trip a plan form works in, once loaded (null for an unfiled item). */
type TripContext = {
  readonly uuid: string;
  readonly name: string;
  readonly dates: { readonly start: string | null; readonly end: string | null };
} | null;

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly form: PlanTypeForm; readonly initial: Plan }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' }
  | { readonly status: 'unavailable' };

const NO_DATES = { start: null, end: null } as const;

function Loading({ label }: { readonly label: string }) {
  return (
    <div className="wb-page">
      <Spinner size="lg" label={label} />
    </div>
  );
}

type LoaderProps = { readonly type: PlanType; readonly mode: Mode; readonly uuid: string | null; readonly trip: TripContext };

/**
 * Loads the type's form module and, when editing, the plan (the uuid of the URL is the plan's or
 * one of its segments'; the server answers both), then shows the form. A plan of another type, or
 * of another trip than the URL's, is not found. Each load (another plan, or a retry) is a new
 * {@link PlanLoad}, which starts in the loading state.
 */
function PlanLoader(props: LoaderProps) {
  const [attempt, setAttempt] = useState(0);
  const { type, mode, uuid, trip } = props;
  const key = `${type}/${mode}/${uuid ?? ''}/${trip?.uuid ?? ''}/${attempt}`;
  return <PlanLoad key={key} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** One load of {@link PlanLoader}. */
function PlanLoad({ type, mode, uuid, trip, onRetry }: LoaderProps & { readonly onRetry: () => void }) {
  const { t } = useTranslation('planForm');
  const plans = useService(TOKENS.planService);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const tripUuid = trip?.uuid ?? null;

  useEffect(() => {
    let live = true;
    const settle = (next: LoadState) => {
      if (live) setState(next);
    };
    void (async () => {
      let form: PlanTypeForm;
      try {
        form = (await PLAN_FORMS[type]()).form;
      } catch {
        settle({ status: 'error' });
        return;
      }
      if (mode === 'create' || uuid === null) {
        try {
          settle({ status: 'ready', form, initial: form.empty() });
        } catch {
          settle({ status: 'unavailable' });
        }
        return;
      }
      const result = await plans.get(type, uuid).catch(() => null);
      if (result === null) settle({ status: 'error' });
      else if (result.ok) {
        const plan = result.value;
        const elsewhere = tripUuid !== null && plan.meta.tripUuid !== '' && plan.meta.tripUuid !== tripUuid;
        settle(plan.type !== type || elsewhere ? { status: 'not-found' } : { status: 'ready', form, initial: plan });
      } else if (result.error.kind === 'http' && result.error.status === 404) settle({ status: 'not-found' });
      else settle({ status: 'error' });
    })();
    return () => {
      live = false;
    };
  }, [plans, type, mode, uuid, tripUuid]);

  const heading = t(`heading.${mode}.${type}`);
  switch (state.status) {
    case 'loading':
      return <Loading label={t(mode === 'edit' ? 'loadingPlan' : 'loading')} />;
    case 'not-found':
      return <NotFoundPage resource={t('notFoundResource')} />;
    case 'error':
      return <TripLoadFailed heading={heading} message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
    case 'unavailable':
      return (
        <div className="wb-page">
          <h1>{heading}</h1>
          <div className="wb-card wb-stack">
            <p>{t('unavailable')}</p>
            <LinkButton to={tripUuid === null ? UNFILED_PLAN_CHOOSER_PATH : buildPath('plan_create', { tripUuid })} variant="primary">
              {t('chooser.heading')}
            </LinkButton>
          </div>
        </div>
      );
    case 'ready':
      return (
        <PlanForm form={state.form} initial={state.initial} mode={mode} tripUuid={tripUuid} tripName={trip?.name ?? null} tripDates={trip?.dates ?? NO_DATES} />
      );
  }
}

/** A plan of a trip: the trip first (its dates, and whether the user may change its plans). */
function TripPlan({ type, mode, tripUuid, uuid }: { readonly type: PlanType; readonly mode: Mode; readonly tripUuid: string; readonly uuid: string | null }) {
  const { t } = useTranslation('planForm');
  const { profile } = useSession();
  const { state, retry } = useTripDetails(tripUuid);
  const heading = t(`heading.${mode}.${type}`);

  // The role comes from the signed-in profile: wait for it rather than guess.
  if (state.status === 'loading' || (state.status === 'ready' && profile === undefined)) return <Loading label={t('loadingTrip')} />;
  if (state.status === 'not-found') return <NotFoundPage resource={t('tripResource')} />;
  if (state.status === 'error') return <TripLoadFailed heading={heading} message={t('tripLoadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  const { trip } = state.details;
  if (!mayEditTrip(tripRoleOf(trip, profile?.profileRef))) {
    return (
      <div className="wb-page">
        <h1>{heading}</h1>
        <div className="wb-card wb-stack">
          <p>{t('cannotEdit')}</p>
          <LinkButton to={buildPath('trip_summary', { tripUuid: trip.uuid })} variant="primary">
            {t('backToTrip')}
          </LinkButton>
        </div>
      </div>
    );
  }
  const context: TripContext = { uuid: trip.uuid, name: trip.displayName, dates: { start: trip.startDate, end: trip.endDate } };
  return <PlanLoader type={type} mode={mode} uuid={uuid} trip={context} />;
}

/**
 * The plan form screen (part 2 section 2): /trips/{tripUuid}/{type}/create,
 * /trips/{tripUuid}/{type}/{segmentUuid}/edit, /unfiled/{type}/create (a plan in no trip, from
 * the unassigned plans tab) and /unfiled/{type}/{reservationUuid}/edit. The
 * type comes from the path segment (flights, lodging, car-rental, ...); an unknown one is the
 * not-found page.
 *
 * @example
 * <PlanFormPage mode="edit" unfiled />
 */
export default function PlanFormPage({ mode = 'create', unfiled = false }: { readonly mode?: Mode; readonly unfiled?: boolean }) {
  const { planRoute, tripUuid, segmentUuid, reservationUuid } = useParams();
  const { t } = useTranslation('planForm');
  const type = planTypeFromRouteSegment(planRoute ?? '');
  if (type === null) return <NotFoundPage />;
  if (unfiled) {
    if (mode === 'create') return <PlanLoader key={`${type}/new`} type={type} mode="create" uuid={null} trip={null} />;
    if (reservationUuid === undefined || reservationUuid === '') return <NotFoundPage resource={t('notFoundResource')} />;
    return <PlanLoader key={`${type}/${reservationUuid}`} type={type} mode="edit" uuid={reservationUuid} trip={null} />;
  }
  if (tripUuid === undefined || tripUuid === '') return <NotFoundPage resource={t('tripResource')} />;
  const uuid = mode === 'edit' ? (segmentUuid ?? '') : null;
  if (uuid === '') return <NotFoundPage resource={t('notFoundResource')} />;
  return <TripPlan key={`${tripUuid}/${type}/${uuid ?? 'new'}`} type={type} mode={mode} tripUuid={tripUuid} uuid={uuid} />;
}
