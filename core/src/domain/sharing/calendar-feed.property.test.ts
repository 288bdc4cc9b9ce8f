import { describe, it } from 'vitest';
import fc from 'fast-check';
import { calendarFeedTransition, isCalendarFeedPropagating, type CalendarFeedEvent, type CalendarFeedState } from './calendar-feed.js';

const at = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true });
const url = fc.constantFrom('u1', 'u2', 'u3', '');
const event: fc.Arbitrary<CalendarFeedEvent> = fc.oneof(
  fc.record({ type: fc.constant('enable' as const), url, at }),
  fc.record({ type: fc.constant('reset' as const), url, at }),
  fc.record({ type: fc.constant('disable' as const), at }),
);
const state: fc.Arbitrary<CalendarFeedState> = fc.oneof(
  fc.record({ status: fc.constant('enabled' as const), url: fc.constantFrom('u1', 'u2'), changedAt: fc.constant(null) }),
  fc.record({ status: fc.constant('disabled' as const), changedAt: fc.constant(null) }),
);

describe('calendar feed: properties', () => {
  it('every accepted change flips or resets, stamps its time and leaves an enabled feed with a URL', () => {
    fc.assert(
      fc.property(state, event, (s, e) => {
        const r = calendarFeedTransition(s, e);
        if (!r.ok) return true;
        const n = r.value;
        if (n.changedAt?.getTime() !== e.at.getTime()) return false;
        if (e.type === 'disable') return s.status === 'enabled' && n.status === 'disabled';
        if (n.status !== 'enabled' || n.url === '') return false;
        return e.type === 'enable' ? s.status === 'disabled' : s.status === 'enabled' && n.url !== s.url;
      }),
    );
  });
  it('a reset never keeps the URL it replaces', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(url, at), { maxLength: 10 }), (resets) => {
        let s: CalendarFeedState = { status: 'enabled', url: 'u0', changedAt: null };
        for (const [u, t] of resets) {
          const r = calendarFeedTransition(s, { type: 'reset', url: u, at: t });
          if (r.ok && (r.value.status !== 'enabled' || s.status !== 'enabled' || r.value.url === s.url)) return false;
          if (r.ok) s = r.value;
        }
        return true;
      }),
    );
  });
  it('the 48-hour notice holds from the change until exactly 48 hours later', () => {
    fc.assert(
      fc.property(at, fc.integer({ min: -1_000_000, max: 400_000_000 }), (changedAt, offset) => {
        const now = new Date(changedAt.getTime() + offset);
        return isCalendarFeedPropagating({ status: 'disabled', changedAt }, now) === offset < 48 * 3_600_000;
      }),
    );
  });
});
