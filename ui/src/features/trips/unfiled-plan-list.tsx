import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPreferredDate, planTimelineEvents, planTitle, type ApiFailure, type DateOrder, type Plan } from '@waybook/core';
import { Button, LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { PlanActionsMenu } from '../../shared/plan-actions/plan-actions-menu.js';
import { planPagePath, UNFILED_PLAN_CHOOSER_PATH } from '../../shared/plan-actions/plan-paths.js';
import { EmptyState } from './trip-list-empty.js';
import { TripListPagination } from './trip-list-pagination.js';
import { tripListSearch, type TripListNavigationState, type TripListView } from './trip-list-query.js';
import { useUnfiledPage } from './use-unfiled-page.js';

const TO_RESULTS: TripListNavigationState = { focus: 'results' };

function failureKey(failure: ApiFailure | null): string {
  if (failure?.kind === 'network') return 'error.network';
  if (failure?.kind === 'timeout') return 'error.timeout';
  return 'error.other';
}

function UnfiledPlanRow({ plan, dateOrder }: { readonly plan: Plan; readonly dateOrder: DateOrder }) {
  const { t } = useTranslation(['trips', 'planActions']);
  const type = t(`planActions:types.${plan.type}`);
  const first = planTimelineEvents(plan).find((e) => e.instant !== null)?.start ?? null;
  return (
    <li className="wb-unfiled-plan">
      <div className="wb-unfiled-plan__text">
        <span className="wb-unfiled-plan__type">{type}</span>
        <Link className="wb-unfiled-plan__title" to={planPagePath(plan, { tripUuid: '' })}>
          {planTitle(plan) || type}
        </Link>
        <span className="wb-muted">{first === null ? t('unfiled.noDate') : formatPreferredDate(first.date, dateOrder)}</span>
      </div>
      <PlanActionsMenu plan={plan} layout="buttons" />
    </li>
  );
}

/** Add a Plan for no trip (the plan then shows in this tab). */
function AddUnfiledPlan() {
  const { t } = useTranslation('trips');
  return (
    <LinkButton to={UNFILED_PLAN_CHOOSER_PATH} variant="primary">
      {t('unfiled.add')}
    </LinkButton>
  );
}

/**
 * The unassigned plans tab: one page of the user's unfiled plans (PlanService.unfiled), each
 * opening its plan page under /unfiled, with Move to trip and Copy to trip; pages as in the trip
 * tabs, through the URL query. "Add a plan" (also on the empty tab) creates a plan in no trip.
 *
 * @example
 * <UnfiledPlanList view={{ tab: 'unassigned', permission: 'all', page: 1 }} dateOrder="M" />
 */
export function UnfiledPlanList({ view, dateOrder }: { readonly view: TripListView; readonly dateOrder: DateOrder }) {
  const { t } = useTranslation('trips');
  const { state, retry } = useUnfiledPage(view.page);
  if (state.status === 'loading') return <Spinner className="wb-trips-loading" label={t('unfiled.loading')} showLabel />;
  if (state.status === 'failed') {
    return (
      <div className="wb-trips-error" role="alert">
        <h3>{t('unfiled.errorTitle')}</h3>
        <p>{t(failureKey(state.failure))}</p>
        <Button variant="outline-primary" onPress={retry}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }
  if (state.plans.length === 0 && view.page > state.maxPage) {
    return (
      <EmptyState title={t('pageMissing.title', { page: view.page })}>
        <p className="wb-muted">{t('unfiled.pageMissing')}</p>
        <div className="wb-trips-empty__actions">
          <LinkButton to={{ search: tripListSearch({ ...view, page: Math.max(state.maxPage, 1) }) }} state={TO_RESULTS}>
            {t('pageMissing.action')}
          </LinkButton>
        </div>
      </EmptyState>
    );
  }
  if (state.plans.length === 0) {
    return (
      <EmptyState title={t('empty.unassigned.title')}>
        <p className="wb-muted">{t('empty.unassigned.body')}</p>
        <div className="wb-trips-empty__actions">
          <AddUnfiledPlan />
        </div>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="wb-unfiled-actions">
        <AddUnfiledPlan />
      </div>
      <ul className="wb-unfiled-list" aria-label={t('titles.unassigned')}>
        {state.plans.map((plan) => (
          <UnfiledPlanRow key={plan.meta.uuid} plan={plan} dateOrder={dateOrder} />
        ))}
      </ul>
      <TripListPagination view={view} maxPage={state.maxPage} />
    </>
  );
}
