import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { needsAttention, programNeedsAttention } from './expiring-balance.js';

const base = DateTime.fromISO('2020-01-01', { zone: 'utc' });
const day = fc.integer({ min: 0, max: 5000 });
const iso = (n: number) => base.plus({ days: n }).toFormat('y-MM-dd');

describe('expiring balances: properties', () => {
  it('a positive balance needs attention exactly when it expires 0 to 31 days after today', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -60, max: 90 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (t, offset, amount) => needsAttention({ date: iso(t + offset), amount }, iso(t)) === (offset >= 0 && offset <= 31),
      ),
    );
  });
  it('an empty or negative balance never needs attention', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -60, max: 90 }),
        fc.integer({ min: -1000, max: 0 }),
        (t, offset, amount) => !needsAttention({ date: iso(t + offset), amount }, iso(t)),
      ),
    );
  });
  it('a program needs attention exactly when one of its expirations does', () => {
    fc.assert(
      fc.property(
        day,
        fc.array(fc.record({ offset: fc.integer({ min: -40, max: 60 }), amount: fc.integer({ min: -5, max: 50 }) }), { maxLength: 5 }),
        (t, list) => {
          const expirations = list.map((e) => ({ date: iso(t + e.offset), amount: e.amount }));
          return programNeedsAttention(expirations, iso(t)) === expirations.some((e) => needsAttention(e, iso(t)));
        },
      ),
    );
  });
});
