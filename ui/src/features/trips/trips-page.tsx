import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildPath, type TripListTab, type TripPermissionFilter } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { useBookingImports } from '../../shared/imports/import-booking.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TripListPanel } from './trip-list-panel.js';
import { TripListTabs } from './trip-list-tabs.js';
import { focusTargetOf, readTripListView, tripListSearch, type TripListFocus, type TripListNavigationState, type TripListView } from './trip-list-query.js';
import './trips-page.css';

const FOCUS_SELECTORS: Readonly<Record<TripListFocus, string>> = {
  tabs: '[role="tab"][aria-selected="true"]',
  permission: '.wb-trips-filter input:checked',
  results: '#wb-trips-title',
};

/**
 * Gives focus back to the control a list view change came from. The frame remounts the page for
 * every new query and moves focus to the main area; without this, a keyboard user who picks a tab,
 * a filter or a page would have to find their way back.
 */
function useFocusAfterNavigation(root: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const target = focusTargetOf(location.state);
  useEffect(() => {
    if (target === undefined) return undefined;
    // After the frame's own effects, which run in this same commit.
    const timer = setTimeout(() => root.current?.querySelector<HTMLElement>(FOCUS_SELECTORS[target])?.focus(), 0);
    return () => clearTimeout(timer);
  }, [root, target, location.key]);
}

/**
 * The trip list (/trips): tabs for your upcoming trips, others' upcoming trips, past trips and
 * unassigned plans; a filter on who owns the trips; ten trips a page. Tab, filter and page live in
 * the URL query (`tab`, `permission`, `page`; `filter=unfiled` opens unassigned plans).
 */
export default function TripsPage() {
  const { t } = useTranslation(['trips', 'imports']);
  const imports = useBookingImports();
  const { profile } = useSession();
  const today = useService(TOKENS.today)();
  const { search } = useLocation();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterNavigation(root);
  const view = readTripListView(search);
  if (!profile) return <Spinner label={t('loading')} />;

  const go = (next: TripListView, focus: TripListFocus) => {
    const state: TripListNavigationState = { focus };
    void navigate({ search: tripListSearch(next) }, { state });
  };
  const selectTab = (tab: TripListTab) => go({ ...view, tab, page: 1 }, 'tabs');
  const selectPermission = (permission: TripPermissionFilter) => go({ ...view, permission, page: 1 }, 'permission');

  return (
    <div className="wb-page wb-trips" ref={root}>
      <header className="wb-trips__header">
        <h1>{t('heading')}</h1>
        <div className="wb-trips__header-actions">
          <LinkButton to={buildPath('trip_create')} variant="primary">
            <span aria-hidden="true">+</span>
            {t('addTrip')}
          </LinkButton>
          {imports !== null && (
            <Button variant="outline-primary" onPress={() => imports.open('')}>
              {t('imports:action')}
            </Button>
          )}
        </div>
      </header>
      <TripListTabs selected={view.tab} onSelect={selectTab}>
        {/* A new list after each import (the trip lists' cache is stale by then). */}
        <TripListPanel
          key={imports?.done ?? 0}
          view={view}
          today={today}
          dateOrder={profile.dateEndianFormat}
          me={profile.profileRef}
          onPermissionChange={selectPermission}
        />
      </TripListTabs>
    </div>
  );
}
