import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { localInstant, toLocalDateTime } from './local-date-time.js';

const zone = fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Tokyo', 'America/St_Johns');
const second = fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 });

describe('local date-time: properties', () => {
  it('an instant written locally reads back to itself, or to one hour later inside a fall-back fold', () => {
    fc.assert(
      fc.property(second, zone, (s, z) => {
        const back = localInstant(toLocalDateTime(DateTime.fromSeconds(s), z), z)?.toSeconds();
        return back === s || back === s + 3600;
      }),
    );
  });
  it('any valid local date-time reads to an instant whose local date is the same or (spring-forward) the same day', () => {
    fc.assert(
      fc.property(second, zone, (s, z) => {
        const value = toLocalDateTime(DateTime.fromSeconds(s), z);
        return localInstant(value, z)?.setZone(z).toFormat('y-MM-dd') === value.date;
      }),
    );
  });
});
