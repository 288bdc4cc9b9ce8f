import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { cardExpiryStatus, isCardExpiringSoon } from './card-expiring-soon.js';

const day = fc.integer({ min: 0, max: 40_000 }).map((n) => DateTime.fromISO('2000-01-01', { zone: 'utc' }).plus({ days: n }));
const expiry = fc.record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 2000, max: 2115 }) });

describe('card expiring soon: properties', () => {
  it('status follows the days left to the end of the expiry month', () => {
    fc.assert(
      fc.property(expiry, day, (e, t) => {
        const end = DateTime.fromObject({ year: e.year, month: e.month, day: 1 }, { zone: 'utc' }).plus({ months: 1 });
        const left = Math.round(end.diff(t, 'days').days) - 1;
        const expected = left < 0 ? 'expired' : left <= 30 ? 'expiring-soon' : 'valid';
        return cardExpiryStatus(e, t.toFormat('y-MM-dd')) === expected;
      }),
    );
  });
  it('once expired a card stays expired, and a card expiring soon is never already expired', () => {
    fc.assert(
      fc.property(expiry, day, fc.integer({ min: 1, max: 400 }), (e, t, later) => {
        const now = t.toFormat('y-MM-dd');
        const after = t.plus({ days: later }).toFormat('y-MM-dd');
        const stays = cardExpiryStatus(e, now) !== 'expired' || cardExpiryStatus(e, after) === 'expired';
        return stays && (!isCardExpiringSoon(e, now) || cardExpiryStatus(e, now) !== 'expired');
      }),
    );
  });
});
