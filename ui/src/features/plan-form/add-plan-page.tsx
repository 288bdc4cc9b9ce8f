import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buildPath, mayEditTrip, PLAN_TYPE_INFO, PLAN_TYPES, tripRoleOf, type PlanType } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { TripLoadFailed } from '../../shared/pages/trip-load-failed.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { UNASSIGNED_TAB_PATH, unfiledPlanCreatePath } from '../../shared/plan-actions/plan-paths.js';
import { PlanTypeIcon } from './plan-type-icon.js';
import './plan-form.css';

/**
 * The create path of a plan type in a trip (/trips/{tripUuid}/{routeSegment}/create).
 *
 * @example
 * planCreatePath('t1', 'car') // '/trips/t1/car-rental/create'
 */
export function planCreatePath(tripUuid: string, type: PlanType): string {
  return `${buildPath('trip_summary', { tripUuid })}/${PLAN_TYPE_INFO[type].routeSegment}/create`;
}

function PlanTypeLink({ to, type }: { readonly to: string; readonly type: PlanType }) {
  const { t } = useTranslation('planForm');
  const id = useId();
  return (
    <li>
      <Link to={to} className="wb-plan-type" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
        <span className="wb-plan-type__icon">
          <PlanTypeIcon type={type} />
        </span>
        <span className="wb-plan-type__text">
          <span id={`${id}-label`} className="wb-plan-type__label">
            {t(`types.${type}`)}
          </span>
          <span id={`${id}-hint`} className="wb-plan-type__hint">
            {t(`typeHints.${type}`)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The twelve plan types, each linking to `createPath` of its type, under a context line. */
function PlanTypeChooser({
  context,
  createPath,
  back,
}: {
  readonly context: string;
  readonly createPath: (type: PlanType) => string;
  readonly back: { readonly to: string; readonly label: string };
}) {
  const { t } = useTranslation('planForm');
  const headingId = useId();
  const heading = t('chooser.heading');
  return (
    <div className="wb-page wb-add-plan">
      <p className="wb-plan-form__context">{context}</p>
      <h1 id={headingId}>{heading}</h1>
      <p>{t('chooser.intro')}</p>
      <ul className="wb-plan-types" aria-labelledby={headingId}>
        {PLAN_TYPES.map((type) => (
          <PlanTypeLink key={type} to={createPath(type)} type={type} />
        ))}
      </ul>
      <p className="wb-add-plan__footer">
        <Link to={back.to}>{back.label}</Link>
      </p>
    </div>
  );
}

/**
 * Add a Plan (/trips/{tripUuid}/plans/create, part 2 section 2): the twelve plan types as a list
 * of links with icons, each opening that type's form in the trip. Only people who may change the
 * trip's plans get the list. With `unfiled` (/unfiled/plans/create, from the unassigned plans
 * tab), each type opens its form for a plan in no trip.
 *
 * @example
 * <AddPlanPage />
 * <AddPlanPage unfiled />
 */
export default function AddPlanPage({ unfiled = false }: { readonly unfiled?: boolean }) {
  const { t } = useTranslation('planForm');
  if (unfiled) {
    return <PlanTypeChooser context={t('unfiledItem')} createPath={unfiledPlanCreatePath} back={{ to: UNASSIGNED_TAB_PATH, label: t('backToUnfiled') }} />;
  }
  return <TripPlanChooser />;
}

function TripPlanChooser() {
  const { tripUuid } = useParams();
  const { t } = useTranslation('planForm');
  const { profile } = useSession();
  const { state, retry } = useTripDetails(tripUuid);
  const heading = t('chooser.heading');

  if (state.status === 'loading' || (state.status === 'ready' && profile === undefined)) {
    return (
      <div className="wb-page">
        <Spinner size="lg" label={t('loadingTrip')} />
      </div>
    );
  }
  if (state.status === 'not-found') return <NotFoundPage resource={t('tripResource')} />;
  if (state.status === 'error') return <TripLoadFailed heading={heading} message={t('tripLoadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  const { trip } = state.details;
  const summary = buildPath('trip_summary', { tripUuid: trip.uuid });
  if (!mayEditTrip(tripRoleOf(trip, profile?.profileRef))) {
    return (
      <div className="wb-page">
        <h1>{heading}</h1>
        <div className="wb-card wb-stack">
          <p>{t('chooser.cannotEdit')}</p>
          <LinkButton to={summary} variant="primary">
            {t('backToTrip')}
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <PlanTypeChooser
      context={t('inTrip', { name: trip.displayName })}
      createPath={(type) => planCreatePath(trip.uuid, type)}
      back={{ to: summary, label: t('backToTrip') }}
    />
  );
}
