import { useState, type ComponentType } from 'react';
import { PlanViewMoveCopy, type PlanMoveCopySlotProps } from '../../shared/plan-actions/plan-view-move-copy.js';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { mayEditTrip, planTitle, planTypeFromRouteSegment, PLAN_TYPE_INFO, tripRoleOf, type Plan, type PlanType, type Trip } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useBookingImports } from '../../shared/imports/import-booking.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { DeletePlanModal, DeleteSegmentModal } from './delete-plan-modals.js';
import { headerSummary, PlanBody, segmentSummary, type PlanDetailsContext, type T } from './plan-details.js';
import { PlanDocuments } from './plan-documents.js';
import { PlanTypeIcon } from './plan-type-icon.js';
import { currentSegmentIndex, hasSubPageContent, planViewPath, sectionOf, segmentsOf, subPagesOf, type PlanSection } from './plan-view-model.js';
import { usePlan } from './use-plan.js';
import './plan-view.css';

/** Props of {@link PlanViewPage}. */
export interface PlanViewPageProps {
  /** The /unfiled/{type}/{reservationUuid} route: the plan belongs to no trip. */
  readonly unfiled?: boolean;
  /**
   * The move/copy actions, shown to editors among the plan actions (default: the plan-actions
   * feature's buttons; tests may pass another or nothing).
   */
  readonly moveCopyActions?: ComponentType<PlanMoveCopySlotProps>;
}

type OpenModal = 'plan' | 'segment' | null;

function LoadingState() {
  const { t } = useTranslation('planView');
  return (
    <div className="wb-page wb-plan-loading">
      <Spinner size="lg" label={t('loading')} showLabel />
    </div>
  );
}

function ErrorState({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('planView');
  return (
    <div className="wb-page">
      <div className="wb-card wb-plan-error" role="alert">
        <h1>{t('loadError')}</h1>
        <p className="wb-muted">{t('loadErrorHint')}</p>
        <Button variant="primary" onPress={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}

/** The tabs of the sub-pages: the overview, then each sub-page with something to show (and the open one). */
function SectionNav({ plan, basePath, section }: { readonly plan: Plan; readonly basePath: string; readonly section: PlanSection }) {
  const { t } = useTranslation('planView');
  const pages = subPagesOf(plan.type).filter((page) => page === section || hasSubPageContent(plan, page));
  const link = (to: string, label: string, current: boolean) => (
    <Link to={to} className={`wb-plan-tabs__link${current ? ' wb-plan-tabs__link--current' : ''}`} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav className="wb-plan-tabs" aria-label={t('sections.nav')}>
      <ul>
        <li>{link(basePath, t('sections.overview'), section === 'overview')}</li>
        {pages.map((page) => (
          <li key={page}>{link(`${basePath}/${page}`, t(`sections.${page}`), section === page)}</li>
        ))}
      </ul>
    </nav>
  );
}

interface PlanViewProps {
  readonly plan: Plan;
  readonly type: PlanType;
  /** The trip of the page; null for an unfiled item. */
  readonly trip: Trip | null;
  readonly segmentParam: string | undefined;
  readonly section: PlanSection;
  readonly moveCopyActions: ComponentType<PlanMoveCopySlotProps> | undefined;
  readonly onSegmentDeleted: (nextSegmentUuid: string) => void;
}

function PlanView({ plan, type, trip, segmentParam, section, moveCopyActions: MoveCopy, onSegmentDeleted }: PlanViewProps) {
  const { t } = useTranslation('planView');
  const { profile } = useSession();
  const [modal, setModal] = useState<OpenModal>(null);
  const imports = useBookingImports();
  const [now] = useState(() => new Date());
  const tripUuid = trip?.uuid ?? '';
  const editable = trip === null || mayEditTrip(tripRoleOf(trip, profile?.profileRef));
  const route = PLAN_TYPE_INFO[type].routeSegment;
  const typeLabel = t(`types.${type}`);
  // The plan's identity (core planTitle: a flight is 'SK 4035 OSL → CPH', or its route through all
  // its stops), the type's name only when nothing is known.
  const name = planTitle(plan) || typeLabel;
  const currentIndex = trip === null ? -1 : currentSegmentIndex(plan, segmentParam);
  // A plan of one segment has no segment to delete apart from the plan itself.
  const segmentCount = segmentsOf(plan).length;
  const currentSegment = segmentCount > 1 ? (segmentsOf(plan)[currentIndex]?.uuid ?? null) : null;
  const basePath =
    trip === null
      ? `/unfiled/${route}/${encodeURIComponent(plan.meta.uuid)}`
      : `/trips/${encodeURIComponent(tripUuid)}/${route}/${encodeURIComponent(segmentParam ?? '')}`;
  const hasTabs = trip !== null && subPagesOf(type).length > 0;
  const summary = headerSummary(t as T, plan);
  const context: PlanDetailsContext = {
    currentIndex,
    segmentPath: (uuid) => (trip === null ? null : planViewPath(plan, { tripUuid, segmentUuid: uuid })),
    isTripProEnabled: trip?.isProEnabled ?? false,
    now,
  };
  const setOpen = (which: Exclude<OpenModal, null>) => (open: boolean) => setModal(open ? which : null);

  return (
    <div className="wb-page wb-plan">
      <header className="wb-card wb-plan__header">
        <div className="wb-plan__type">
          <PlanTypeIcon type={type} />
          <span>{typeLabel}</span>
        </div>
        <h1 className="wb-plan__name">{name}</h1>
        {summary !== '' && <p className="wb-plan__summary">{summary}</p>}
        {trip === null ? (
          <p className="wb-plan__trip">
            <span className="wb-plan__unfiled">{t('header.unfiled')}</span> <Link to="/trips?tab=unassigned">{t('header.allUnfiled')}</Link>
          </p>
        ) : (
          <p className="wb-plan__trip">
            {t('header.trip')} <Link to={`/trips/${encodeURIComponent(tripUuid)}`}>{trip.displayName || t('header.untitledTrip')}</Link>
          </p>
        )}
      </header>

      {editable && (
        <div role="group" aria-label={t('actions.label')} className="wb-plan__actions">
          <LinkButton to={`${basePath}/edit`} variant="primary">
            {t('actions.edit')}
          </LinkButton>
          {MoveCopy !== undefined && <MoveCopy plan={plan} tripUuid={tripUuid} />}
          {/* One danger action per level: deleting the plan; deleting one of its segments is quieter. */}
          {currentSegment !== null && (
            <Button variant="default" onPress={() => setModal('segment')}>
              {t('actions.deleteSegment')}
            </Button>
          )}
          <Button variant="outline-danger" onPress={() => setModal('plan')}>
            {t('actions.deletePlan')}
          </Button>
        </div>
      )}

      {hasTabs && <SectionNav plan={plan} basePath={basePath} section={section} />}

      <PlanBody plan={plan} section={trip === null ? 'all' : section} context={context} />

      {/* An imported plan says where it came from (the original e-mail for editors). */}
      {imports !== null && section === 'overview' && <imports.PlanNote planUuid={plan.meta.uuid} editable={editable} />}

      {/* Documents are sensitive (part 2 section 6): editors and owners only, never viewers. */}
      {editable && section === 'overview' && <PlanDocuments planUuid={plan.meta.uuid} />}

      {editable && <DeletePlanModal plan={plan} name={name} tripUuid={tripUuid} isOpen={modal === 'plan'} onOpenChange={setOpen('plan')} />}
      {editable && currentSegment !== null && (
        <DeleteSegmentModal
          plan={plan}
          name={name}
          tripUuid={tripUuid}
          segmentUuid={currentSegment}
          segmentName={segmentSummary(t as T, plan, currentIndex)}
          isOpen={modal === 'segment'}
          onOpenChange={setOpen('segment')}
          onSegmentDeleted={onSegmentDeleted}
        />
      )}
    </div>
  );
}

/**
 * A plan's view page (part 2 section 2): /trips/{tripUuid}/{type}/{segmentUuid}[/{section}] and
 * /unfiled/{type}/{reservationUuid}. An unknown type or sub-page, or a plan (or trip) the user
 * cannot see, is the not-found page; while the plan loads a loading state shows; a failed load
 * offers a retry. Editors get Edit, Delete plan and, on a segment's page, Delete this segment;
 * viewers get none of them. A plan opened under another trip, or an unfiled link to a filed plan,
 * is sent to its own page.
 */
export default function PlanViewPage({ unfiled = false, moveCopyActions = PlanViewMoveCopy }: PlanViewPageProps) {
  const params = useParams();
  const { t } = useTranslation('planView');
  const navigate = useNavigate();
  const type = planTypeFromRouteSegment(params.planRoute ?? '');
  const section = type === null ? null : sectionOf(type, unfiled ? undefined : params.section);
  const planUuid = unfiled ? params.reservationUuid : params.segmentUuid;
  const plan = usePlan(section === null ? null : type, planUuid);
  const trip = useTripDetails(unfiled || section === null ? undefined : params.tripUuid);

  if (type === null || section === null) return <NotFoundPage />;

  const planState = plan.state;
  const tripState = unfiled ? null : trip.state;
  if (planState.status === 'ready') {
    // The plan's own trip decides where it is shown.
    const owner = planState.plan.meta.tripUuid;
    if (unfiled && owner !== '') return <Navigate replace to={planViewPath(planState.plan, { tripUuid: owner })} />;
    if (!unfiled && owner !== '' && owner !== params.tripUuid) {
      const path = planViewPath(planState.plan, { tripUuid: owner, segmentUuid: params.segmentUuid ?? '' });
      return <Navigate replace to={section === 'overview' ? path : `${path}/${section}`} />;
    }
  }
  if (planState.status === 'not-found' || tripState?.status === 'not-found') return <NotFoundPage resource={t('resource')} />;
  if (planState.status === 'error' || tripState?.status === 'error') {
    const retry = () => {
      if (planState.status === 'error') plan.retry();
      if (tripState?.status === 'error') trip.retry();
    };
    return <ErrorState onRetry={retry} />;
  }
  if (planState.status !== 'ready' || (tripState !== null && tripState.status !== 'ready')) return <LoadingState />;

  const onSegmentDeleted = (next: string) => {
    const path = planViewPath(planState.plan, { tripUuid: params.tripUuid ?? '', segmentUuid: next });
    plan.invalidate();
    void navigate(path, { replace: true });
  };

  return (
    <PlanView
      plan={planState.plan}
      type={type}
      trip={tripState?.status === 'ready' ? tripState.details.trip : null}
      segmentParam={params.segmentUuid}
      section={section}
      moveCopyActions={moveCopyActions}
      onSegmentDeleted={onSegmentDeleted}
    />
  );
}
