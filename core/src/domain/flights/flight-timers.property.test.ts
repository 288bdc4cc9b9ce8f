import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkInReminderAt, departureAlertAt, dueFlightTimers } from './flight-timers.js';

const ms = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
const HOUR = 3_600_000;

describe('flight timers: properties', () => {
  it('the alerts sit exactly 24 h and 4 h before departure, in that order', () => {
    fc.assert(
      fc.property(ms, (d) => {
        const departure = new Date(d);
        const reminder = checkInReminderAt(departure).getTime();
        const alert = departureAlertAt(departure).getTime();
        return d - reminder === 24 * HOUR && d - alert === 4 * HOUR && reminder < alert && alert < d;
      }),
    );
  });
  it('a timer is due exactly from its time until departure', () => {
    fc.assert(
      fc.property(ms, fc.integer({ min: -30 * HOUR, max: 2 * HOUR }), (d, offset) => {
        const departure = new Date(d);
        const due = dueFlightTimers({ departure, now: new Date(d + offset) });
        const before = offset < 0;
        return due.includes('check-in-reminder') === (before && offset >= -24 * HOUR) && due.includes('departure-alert') === (before && offset >= -4 * HOUR);
      }),
    );
  });
});
