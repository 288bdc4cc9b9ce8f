import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildPath,
  TRIP_PERMISSION_FILTERS,
  type ApiFailure,
  type DateOrder,
  type Trip,
  type TripListPage,
  type TripListTab,
  type TripPermissionFilter,
} from '@waybook/core';
import { Button, LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TripCard } from './trip-card.js';
import { EmptyState } from './trip-list-empty.js';
import { TripListPagination } from './trip-list-pagination.js';
import { tripListSearch, type TripListNavigationState, type TripListView } from './trip-list-query.js';
import { useTripListPage } from './use-trip-list-page.js';
import { AllCatalogues } from '../../shared/pages/all-catalogues.js';

// The unassigned tab (and the plan menus it carries) loads when it is opened, not with the trip list.
const UnfiledPlanList = lazy(() => import('./unfiled-plan-list.js').then((m) => ({ default: m.UnfiledPlanList })));

/** Props of {@link TripListPanel}. */
export interface TripListPanelProps {
  readonly view: TripListView;
  readonly today: string;
  readonly dateOrder: DateOrder;
  /** The signed-in user's profile ref, to tell their own trips from others'. */
  readonly me: string;
  readonly onPermissionChange: (permission: TripPermissionFilter) => void;
}

const TO_PERMISSION: TripListNavigationState = { focus: 'permission' };
const TO_TABS: TripListNavigationState = { focus: 'tabs' };
const TO_RESULTS: TripListNavigationState = { focus: 'results' };

function ownerNameOf(trip: Trip, page: TripListPage, me: string): string | null {
  const owner = trip.invitees.find((i) => i.isOwner);
  if (!owner || owner.profileRef === me) return null;
  return page.profiles.find((p) => p.profileRef === owner.profileRef)?.displayName || null;
}

function failureKey(failure: ApiFailure | null): string {
  if (failure?.kind === 'network') return 'error.network';
  if (failure?.kind === 'timeout') return 'error.timeout';
  return 'error.other';
}

/** Who owns the listed trips: native radios (arrow keys move and choose), styled as pills. */
function PermissionFilter({ value, onChange }: { readonly value: TripPermissionFilter; readonly onChange: (f: TripPermissionFilter) => void }) {
  const { t } = useTranslation('trips');
  return (
    <fieldset className="wb-trips-filter" role="radiogroup">
      <legend className="wb-trips-filter__label">{t('permission.label')}</legend>
      <div className="wb-trips-filter__options">
        {TRIP_PERMISSION_FILTERS.map((f) => (
          <label key={f} className="wb-trips-filter__option">
            <input type="radio" className="wb-trips-filter__input" name="wb-trips-permission" value={f} checked={f === value} onChange={() => onChange(f)} />
            {t(`permission.${f}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TripsEmpty({ view }: { readonly view: TripListView }) {
  const { t } = useTranslation('trips');
  const filtered = view.permission !== 'all';
  return (
    <EmptyState title={t(`empty.${view.tab}.title`)}>
      <p className="wb-muted">{t(`empty.${view.tab}.body`)}</p>
      {filtered && <p className="wb-muted">{t(`empty.filtered.${view.permission}`)}</p>}
      <div className="wb-trips-empty__actions">
        {filtered && (
          <LinkButton variant="outline-primary" to={{ search: tripListSearch({ ...view, permission: 'all', page: 1 }) }} state={TO_PERMISSION}>
            {t('empty.showAll')}
          </LinkButton>
        )}
        {view.tab === 'past' ? (
          <LinkButton variant="outline-primary" to={{ search: tripListSearch({ ...view, tab: 'your_upcoming', page: 1 }) }} state={TO_TABS}>
            {t('empty.past.action')}
          </LinkButton>
        ) : (
          <LinkButton to={buildPath('trip_create')}>{t('empty.addTrip')}</LinkButton>
        )}
      </div>
    </EmptyState>
  );
}

type TripListProps = Pick<TripListPanelProps, 'view' | 'today' | 'dateOrder' | 'me'> & { readonly page: TripListPage };

function TripList({ view, page, ...card }: TripListProps) {
  const { t } = useTranslation('trips');
  if (page.trips.length === 0 && view.page > page.maxPage) {
    return (
      <EmptyState title={t('pageMissing.title', { page: view.page })}>
        <p className="wb-muted">{t('pageMissing.body')}</p>
        <div className="wb-trips-empty__actions">
          <LinkButton to={{ search: tripListSearch({ ...view, page: page.maxPage }) }} state={TO_RESULTS}>
            {t('pageMissing.action')}
          </LinkButton>
        </div>
      </EmptyState>
    );
  }
  if (page.trips.length === 0) return <TripsEmpty view={view} />;
  return (
    <>
      <ul className="wb-trip-list">
        {page.trips.map((trip) => (
          <li key={trip.uuid}>
            <TripCard trip={trip} today={card.today} dateOrder={card.dateOrder} ownerName={ownerNameOf(trip, page, card.me)} />
          </li>
        ))}
      </ul>
      <TripListPagination view={view} maxPage={page.maxPage} />
    </>
  );
}

/**
 * The content of one tab: its heading, the permission filter (trip tabs), and the list with its
 * loading, error and empty states. The unassigned tab lists the unfiled plans instead (no filter).
 *
 * @example
 * <TripListPanel view={view} today="2026-11-21" dateOrder="M" me="p-1" onPermissionChange={go} />
 */
export function TripListPanel({ view, onPermissionChange, ...card }: TripListPanelProps) {
  const { t } = useTranslation('trips');
  const { state, retry } = useTripListPage(view);
  const heading = useRef<HTMLHeadingElement>(null);
  const tab: TripListTab = view.tab;
  let body: ReactNode;
  if (tab === 'unassigned') {
    body = (
      <Suspense fallback={<Spinner className="wb-trips-loading" label={t('unfiled.loading')} showLabel />}>
        <AllCatalogues>
          <UnfiledPlanList view={view} dateOrder={card.dateOrder} />
        </AllCatalogues>
      </Suspense>
    );
  } else if (state.status === 'loading') {
    body = <Spinner className="wb-trips-loading" label={t('loading')} showLabel />;
  } else if (state.status === 'failed') {
    body = (
      <div className="wb-trips-error" role="alert">
        <h3>{t('error.title')}</h3>
        <p>{t(failureKey(state.failure))}</p>
        <Button
          variant="outline-primary"
          onPress={() => {
            // The button goes away while the list reloads; keep focus in the panel.
            heading.current?.focus();
            retry();
          }}
        >
          {t('error.retry')}
        </Button>
      </div>
    );
  } else {
    body = <TripList view={view} page={state.page} {...card} />;
  }
  return (
    <>
      <div className="wb-trips-panel__header">
        <h2 id="wb-trips-title" className="wb-trips-panel__title" tabIndex={-1} ref={heading}>
          {t(`titles.${tab}`)}
        </h2>
        {tab !== 'unassigned' && <PermissionFilter value={view.permission} onChange={onPermissionChange} />}
      </div>
      {body}
    </>
  );
}
