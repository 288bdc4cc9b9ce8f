import { err, ok, type Result } from '../result.js';
import type { AccountAlert } from './account-alert.js';

/**
 * Alerts shown in the navigation bar's messages dropdown on wider screens.
 *
 * @example
 * ALERTS_IN_DROPDOWN // 5
 */
export const ALERTS_IN_DROPDOWN = 5;

/**
 * Alerts shown in the messages dropdown on mobile (viewport xs or sm).
 *
 * @example
 * ALERTS_IN_DROPDOWN_MOBILE // 2
 */
export const ALERTS_IN_DROPDOWN_MOBILE = 2;

/**
 * How many alerts the dropdown shows: 5, or 2 on mobile.
 *
 * @example
 * dropdownAlertLimit(true) // 2
 */
export function dropdownAlertLimit(isMobile: boolean): number {
  return isMobile ? ALERTS_IN_DROPDOWN_MOBILE : ALERTS_IN_DROPDOWN;
}

/**
 * The alerts the dropdown shows: the newest first (by createdAt; alerts of the same instant keep
 * their list order), at most 5, or 2 on mobile. The full list is on /messages.
 *
 * @example
 * dropdownAlerts(sevenAlerts, { isMobile: false }).length // 5
 */
export function dropdownAlerts(alerts: readonly AccountAlert[], options: { readonly isMobile: boolean }): readonly AccountAlert[] {
  return [...alerts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, dropdownAlertLimit(options.isMobile));
}

/**
 * Whether the red dot shows: any alert of the list is new (also those beyond the dropdown's
 * first few).
 *
 * @example
 * hasNewAlerts([{ isNew: false }, { isNew: true }]) // true
 */
export function hasNewAlerts(alerts: readonly Pick<AccountAlert, 'isNew'>[]): boolean {
  return alerts.some((a) => a.isNew);
}

/**
 * Every alert marked viewed, as after POST v2/updateProAlertsViewed.
 *
 * @example
 * markAllViewed([{ ...alert, isNew: true }])[0].isNew // false
 */
export function markAllViewed<A extends Pick<AccountAlert, 'isNew'>>(alerts: readonly A[]): readonly A[] {
  return alerts.map((a) => (a.isNew ? { ...a, isNew: false } : a));
}

/**
 * The dropdown: closed, or open remembering whether any alert was new when it opened.
 *
 * @example
 * const s: AlertDropdownState = { status: 'open', hadNew: true };
 */
export type AlertDropdownState = { readonly status: 'closed' } | { readonly status: 'open'; readonly hadNew: boolean };

/**
 * Opening (with the alerts then listed) or closing the dropdown.
 *
 * @example
 * const e: AlertDropdownEvent = { type: 'open', alerts: [] };
 */
export type AlertDropdownEvent = { readonly type: 'open'; readonly alerts: readonly Pick<AccountAlert, 'isNew'>[] } | { readonly type: 'close' };

/**
 * A dropdown step: the new state and whether alerts must now be marked viewed.
 *
 * @example
 * const step: AlertDropdownStep = { state: { status: 'closed' }, markViewed: true };
 */
export type AlertDropdownStep = { readonly state: AlertDropdownState; readonly markViewed: boolean };

/**
 * The dropdown after an event. Part 1 says "closing the dropdown marks alerts viewed if any were
 * new", part 3 that "opening the dropdown with new alerts marks all viewed": both hold here, since
 * whether any alert was new is taken when the dropdown opens (what the user saw, highlighted while
 * open) and the marking is done when it closes. Opening an open or closing a closed dropdown is
 * refused.
 *
 * @example
 * alertDropdownTransition({ status: 'closed' }, { type: 'open', alerts: [{ isNew: true }] })
 * // ok({ state: { status: 'open', hadNew: true }, markViewed: false })
 * alertDropdownTransition({ status: 'open', hadNew: true }, { type: 'close' })
 * // ok({ state: { status: 'closed' }, markViewed: true })
 */
export function alertDropdownTransition(
  state: AlertDropdownState,
  event: AlertDropdownEvent,
): Result<AlertDropdownStep, { readonly kind: 'already-open' | 'already-closed' }> {
  switch (event.type) {
    case 'open':
      if (state.status === 'open') return err({ kind: 'already-open' });
      return ok({ state: { status: 'open', hadNew: hasNewAlerts(event.alerts) }, markViewed: false });
    case 'close':
      if (state.status === 'closed') return err({ kind: 'already-closed' });
      return ok({ state: { status: 'closed' }, markViewed: state.hadNew });
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
