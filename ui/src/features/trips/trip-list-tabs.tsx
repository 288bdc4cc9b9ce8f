import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_LIST_TABS, type TripListTab } from '@waybook/core';

const KEY_STEPS: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const tabId = (tab: TripListTab) => `wb-trips-tab-${tab}`;
const PANEL_ID = 'wb-trips-tabpanel';

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

/** Props of {@link TripListTabs}. */
export interface TripListTabsProps {
  readonly selected: TripListTab;
  readonly onSelect: (tab: TripListTab) => void;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/**
 * The trip list's tabs (WAI-ARIA tabs with manual activation): the arrow keys, Home and End move
 * between the tabs, Enter, Space or a click opens one, since each opening loads a list. Only the
 * selected tab is in the Tab order, and only its panel is rendered. Native buttons: the trip list
 * is the first page, loaded before any widget library.
 *
 * @example
 * <TripListTabs selected="past" onSelect={open}><TripListPanel … /></TripListTabs>
 */
export function TripListTabs({ selected, onSelect, children }: TripListTabsProps) {
  const { t } = useTranslation('trips');
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (step === undefined || at < 0) return;
    event.preventDefault();
    tabs[step(at, tabs.length)]?.focus();
  };
  return (
    <div className="wb-trips-tabs">
      <div className="wb-trips-tabs__list" role="tablist" aria-label={t('tabs.label')} ref={list} onKeyDown={onKeyDown}>
        {TRIP_LIST_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            className="wb-trips-tabs__tab"
            aria-selected={tab === selected}
            aria-controls={tab === selected ? PANEL_ID : undefined}
            tabIndex={tab === selected ? 0 : -1}
            ref={tab === selected ? keepTabInView : undefined}
            onClick={() => tab !== selected && onSelect(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div className="wb-card wb-trips-panel" role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
