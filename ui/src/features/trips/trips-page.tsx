import { useEffect, useRef, type RefObject } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildPath, TRIP_LIST_TABS, type TripPermissionFilter } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { useBookingImports } from '../../shared/imports/import-booking.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TripListPanel } from './trip-list-panel.js';
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
 * Keeps the selected tab in view (a callback ref on it): on a phone the tabs form one row that
 * scrolls sideways, and a list opened from a link (?tab=past) must not leave its tab off the edge.
 */
function keepTabInView(tab: HTMLElement | null): void {
  const list = tab?.parentElement;
  if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
  const left = tab.offsetLeft - list.offsetLeft;
  if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = Math.max(0, left - 16);
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
  const selectTab = (key: Key) => {
    const tab = TRIP_LIST_TABS.find((k) => k === key);
    if (tab !== undefined && tab !== view.tab) go({ ...view, tab, page: 1 }, 'tabs');
  };
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
      {/* Manual activation: arrows move between tabs, Enter or Space opens one (each opening loads a list). */}
      <Tabs className="wb-trips-tabs" selectedKey={view.tab} onSelectionChange={selectTab} keyboardActivation="manual">
        <TabList className="wb-trips-tabs__list" aria-label={t('tabs.label')}>
          {TRIP_LIST_TABS.map((tab) => (
            <Tab key={tab} id={tab} className="wb-trips-tabs__tab" ref={tab === view.tab ? keepTabInView : undefined}>
              {t(`tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        {TRIP_LIST_TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className="wb-card wb-trips-panel">
            {/* A panel on its way out keeps rendering for a moment; only the selected one lists. */}
            {tab === view.tab && (
              // A new list after each import (the trip lists' cache is stale by then).
              <TripListPanel
                key={imports?.done ?? 0}
                view={view}
                today={today}
                dateOrder={profile.dateEndianFormat}
                me={profile.profileRef}
                onPermissionChange={selectPermission}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
