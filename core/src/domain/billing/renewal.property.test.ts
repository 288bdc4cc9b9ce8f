import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { nextRenewalAttempt, renewalChargeDue, renewalIdempotencyKey } from './renewal.js';
import { graceEnd, SUBSCRIPTION_STATES, type Subscription } from './subscription.js';

const day = fc
  .date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y-MM-dd'));
const subscription: fc.Arbitrary<Subscription> = fc
  .record({
    state: fc.constantFrom(...SUBSCRIPTION_STATES),
    renewsBy: fc.constantFrom('card' as const, 'company' as const, 'none' as const),
    periodEnd: day,
    failedRenewals: fc.integer({ min: 0, max: 6 }),
    minor: fc.integer({ min: 1, max: 100_000 }),
  })
  .map(({ state, renewsBy, periodEnd, failedRenewals, minor }) => ({
    state,
    product: 'P',
    origin: 'paid',
    startDate: '2000-01-01',
    anchorDate: '2000-01-01',
    periodStart: '2000-01-01',
    periodEnd,
    renewsBy,
    renewalRate: renewsBy === 'card' ? { minor, currency: 'USD' } : null,
    canceledOn: null,
    failedRenewals,
    campaignName: null,
  }));

describe('renewal: properties', () => {
  it('an automatic charge is only ever due on a card subscription, active or suspended, never before its end nor after its grace period', () => {
    fc.assert(
      fc.property(subscription, (s) => {
        const due = nextRenewalAttempt(s);
        if (due === null) return true;
        return s.renewsBy === 'card' && (s.state === 'active' || s.state === 'suspended') && due >= s.periodEnd && (s.state === 'active' || due < graceEnd(s));
      }),
    );
  });
  it('the charge due is the whole renewal rate or nothing', () => {
    fc.assert(
      fc.property(subscription, fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }), (s, now) => {
        const charge = renewalChargeDue(s, now);
        return charge === null || charge === s.renewalRate;
      }),
    );
  });
  it('each retry has its own idempotency key', () => {
    fc.assert(
      fc.property(subscription, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (s, a, b) => {
        const same = renewalIdempotencyKey('s1', { ...s, failedRenewals: a }) === renewalIdempotencyKey('s1', { ...s, failedRenewals: b });
        return same === (a === b);
      }),
    );
  });
});
