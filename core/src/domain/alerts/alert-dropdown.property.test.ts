import { describe, it } from 'vitest';
import fc from 'fast-check';
import { aiExtractorAlert } from './ai-extractor-alert.js';
import { alertDropdownTransition, dropdownAlerts, hasNewAlerts, markAllViewed, type AlertDropdownState } from './alert-dropdown.js';

const alert = fc
  .record({
    uuid: fc.uuid(),
    isNew: fc.boolean(),
    createdAt: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
  })
  .map((a) => ({ ...aiExtractorAlert(a.createdAt), ...a, typeCode: 'S' }));

describe('messages dropdown: properties', () => {
  it('shows the newest alerts, never more than 5 (2 on mobile)', () => {
    fc.assert(
      fc.property(fc.array(alert, { maxLength: 12 }), fc.boolean(), (alerts, isMobile) => {
        const shown = dropdownAlerts(alerts, { isMobile });
        const limit = isMobile ? 2 : 5;
        const oldestShown = Math.min(...shown.map((a) => a.createdAt.getTime()));
        const hidden = alerts.filter((a) => !shown.includes(a));
        return (
          shown.length === Math.min(limit, alerts.length) &&
          shown.every((a, i) => i === 0 || (shown[i - 1]?.createdAt.getTime() ?? 0) >= a.createdAt.getTime()) &&
          hidden.every((a) => a.createdAt.getTime() <= oldestShown)
        );
      }),
    );
  });
  it('marking viewed clears the red dot and keeps everything else', () => {
    fc.assert(
      fc.property(fc.array(alert, { maxLength: 8 }), (alerts) => {
        const viewed = markAllViewed(alerts);
        return !hasNewAlerts(viewed) && viewed.every((a, i) => a.uuid === alerts[i]?.uuid && a.createdAt === alerts[i]?.createdAt);
      }),
    );
  });
  it('a close asks to mark viewed exactly when the alerts at the last opening held a new one', () => {
    const event = fc.oneof(
      fc.array(alert, { maxLength: 4 }).map((alerts) => ({ type: 'open' as const, alerts })),
      fc.constant({ type: 'close' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        let state: AlertDropdownState = { status: 'closed' };
        let lastOpenedWithNew = false;
        for (const e of events) {
          const r = alertDropdownTransition(state, e);
          if (!r.ok) {
            if ((e.type === 'open') !== (state.status === 'open')) return false;
            continue;
          }
          if (e.type === 'open') lastOpenedWithNew = hasNewAlerts(e.alerts);
          if (r.value.markViewed !== (e.type === 'close' && lastOpenedWithNew)) return false;
          state = r.value.state;
        }
        return true;
      }),
    );
  });
});
