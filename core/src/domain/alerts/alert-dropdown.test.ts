import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { aiExtractorAlert } from './ai-extractor-alert.js';
import {
  ALERTS_IN_DROPDOWN,
  ALERTS_IN_DROPDOWN_MOBILE,
  alertDropdownTransition,
  dropdownAlertLimit,
  dropdownAlerts,
  hasNewAlerts,
  markAllViewed,
} from './alert-dropdown.js';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute));
const alerts = [3, 1, 6, 2, 5, 4, 0].map((m) => ({ ...aiExtractorAlert(at(m)), uuid: `a${m}`, typeCode: 'S', isNew: m === 0 }));

describe('messages dropdown ("shows at most 5 alerts (2 on mobile), a red dot if any is new")', () => {
  it('shows the newest 5, or 2 on mobile', () => {
    expect([ALERTS_IN_DROPDOWN, ALERTS_IN_DROPDOWN_MOBILE]).toEqual([5, 2]);
    expect(dropdownAlertLimit(false)).toBe(5);
    expect(dropdownAlerts(alerts, { isMobile: false }).map((a) => a.uuid)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
    expect(dropdownAlerts(alerts, { isMobile: true }).map((a) => a.uuid)).toEqual(['a6', 'a5']);
    expect(dropdownAlerts([], { isMobile: false })).toEqual([]);
  });
  it('shows the red dot when any alert is new, even one beyond the first five', () => {
    expect(hasNewAlerts(alerts)).toBe(true);
    expect(hasNewAlerts(markAllViewed(alerts))).toBe(false);
    expect(hasNewAlerts([])).toBe(false);
  });
  it('"Closing the dropdown marks alerts viewed if any were new."', () => {
    const opened = alertDropdownTransition({ status: 'closed' }, { type: 'open', alerts });
    expect(opened).toEqual(ok({ state: { status: 'open', hadNew: true }, markViewed: false }));
    expect(alertDropdownTransition({ status: 'open', hadNew: true }, { type: 'close' })).toEqual(ok({ state: { status: 'closed' }, markViewed: true }));
    expect(alertDropdownTransition({ status: 'open', hadNew: false }, { type: 'close' })).toEqual(ok({ state: { status: 'closed' }, markViewed: false }));
  });
  it('refuses opening twice or closing twice', () => {
    expect(alertDropdownTransition({ status: 'open', hadNew: false }, { type: 'open', alerts })).toEqual(err({ kind: 'already-open' }));
    expect(alertDropdownTransition({ status: 'closed' }, { type: 'close' })).toEqual(err({ kind: 'already-closed' }));
  });
});
