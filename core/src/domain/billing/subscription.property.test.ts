import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { daysBetween } from '../dates/internal-date.js';
import { billingDay, subscriptionTransition, type Subscription, type SubscriptionEvent, type SubscriptionStart } from './subscription.js';
import { periodDayBounds, PRODUCT_PERIODS } from './subscription-period.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });

/** A start day from 2001 to 2060 as a Date at a random time of that UTC day. */
const startInstant = fc
  .date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => new Date(d.getTime()));

/** Any way a subscription starts. */
const startEvent: fc.Arbitrary<SubscriptionStart> = fc.oneof(
  fc
    .record({ product: fc.constantFrom('P' as const, 'B' as const), minor: fc.integer({ min: 1, max: 100_000 }) })
    .map(({ product, minor }): SubscriptionStart => ({ type: 'start', kind: 'paid', product, rate: USD(minor) })),
  fc
    .record({ product: fc.constantFrom('P' as const, 'B' as const), days: fc.integer({ min: 1, max: 90 }), card: fc.boolean() })
    .map(({ product, days, card }): SubscriptionStart => ({
      type: 'start',
      kind: 'trial',
      product,
      length: { unit: 'D', length: days },
      renewalRate: card ? USD(499) : null,
    })),
  fc
    .record({
      product: fc.constantFrom('P' as const, 'B' as const),
      months: fc.integer({ min: 1, max: 12 }),
      card: fc.boolean(),
      name: fc.constantFrom('', 'Acme'),
    })
    .map(({ product, months, card, name }): SubscriptionStart => ({
      type: 'start',
      kind: 'promo',
      product,
      length: { unit: 'M', length: months },
      renewalRate: card ? USD(2900) : null,
      campaignName: name,
    })),
  fc.constantFrom('Globex', '').map((name): SubscriptionStart => ({ type: 'start', kind: 'bulk', campaignName: name })),
);

/** Any later event (starts included, which apply only to an expired subscription). */
const laterEvent: fc.Arbitrary<SubscriptionEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<SubscriptionEvent>({ type: 'renewed' }, { type: 'renewalFailed' }, { type: 'cancel' }, { type: 'resume' }, { type: 'expire' }),
  },
  { weight: 1, arbitrary: startEvent },
);

/** Events each after a whole number of days (often a few, up to 400) and some hours. */
const timedEvents = fc.array(
  fc.record({ event: laterEvent, days: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 400 })), hours: fc.integer({ min: 0, max: 23 }) }),
  { maxLength: 25 },
);

/** One step of a run: the event, the instant, the subscription before and the outcome. */
interface RunStep {
  readonly event: SubscriptionEvent;
  readonly now: Date;
  readonly before: Subscription;
  readonly after: ReturnType<typeof subscriptionTransition>;
}

/** Runs a start then the timed events, keeping the subscription where an event is refused. */
function run(
  start: SubscriptionStart,
  at: Date,
  events: readonly { event: SubscriptionEvent; days: number; hours: number }[],
): { first: Subscription; steps: RunStep[]; last: Subscription } {
  const started = subscriptionTransition(null, start, at);
  if (!started.ok) throw new Error('a start from nothing is always legal');
  let current = started.value;
  let now = at;
  const steps: RunStep[] = [];
  for (const { event, days, hours } of events) {
    now = DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days, hours }).toJSDate();
    const after = subscriptionTransition(current, event, now);
    steps.push({ event, now, before: current, after });
    if (after.ok) current = after.value;
  }
  return { first: started.value, steps, last: current };
}

const runs = fc.tuple(startEvent, startInstant, timedEvents).map(([start, at, events]) => run(start, at, events));

describe('subscription: properties', () => {
  it('every reachable subscription is well formed: a non-empty period, failures only while suspended, a cancel date while canceled', () => {
    fc.assert(
      fc.property(runs, ({ first, steps }) =>
        [first, ...steps.flatMap((s) => (s.after.ok ? [s.after.value] : []))].every(
          (s) =>
            s.periodStart < s.periodEnd &&
            s.startDate <= s.periodStart &&
            (s.state === 'suspended' ? s.failedRenewals > 0 : s.state !== 'active' || s.failedRenewals === 0) &&
            (s.state !== 'canceled' || s.canceledOn !== null) &&
            (s.state !== 'active' || s.canceledOn === null) &&
            (s.renewsBy === 'card') === (s.renewalRate !== null),
        ),
      ),
    );
  });

  it('a renewal pays exactly the next period: it starts where the last ended, ends strictly later, at most one period on', () => {
    fc.assert(
      fc.property(runs, ({ steps }) =>
        steps.every(({ event, before, after }) => {
          if (event.type !== 'renewed' || !after.ok) return true;
          const gap = daysBetween(before.periodEnd, after.value.periodEnd);
          return after.value.periodStart === before.periodEnd && gap >= 1 && gap <= periodDayBounds(PRODUCT_PERIODS[before.product]).max;
        }),
      ),
    );
  });

  it('nothing is renewed, failed or expired before it is due, and a due date refused is a later day', () => {
    fc.assert(
      fc.property(runs, ({ steps }) =>
        steps.every(({ event, now, before, after }) => {
          if (after.ok) return !['renewed', 'renewalFailed'].includes(event.type) || billingDay(now) >= before.periodEnd;
          return after.error.kind !== 'not-due' || after.error.on > billingDay(now);
        }),
      ),
    );
  });

  it('cancelling keeps the period and its rate (no refund, no proration), and only a renewal or a resume leaves canceled for active', () => {
    fc.assert(
      fc.property(runs, ({ steps }) =>
        steps.every(({ event, before, after }) => {
          if (!after.ok) return true;
          const s = after.value;
          const cancelOk =
            event.type !== 'cancel' || (s.periodEnd === before.periodEnd && s.periodStart === before.periodStart && s.renewalRate === before.renewalRate);
          const leaveOk = !(before.state === 'canceled' && s.state === 'active') || event.type === 'resume';
          return cancelOk && leaveOk;
        }),
      ),
    );
  });

  it('expired is final: only a new start leaves it', () => {
    fc.assert(fc.property(runs, ({ steps }) => steps.every(({ event, before, after }) => before.state !== 'expired' || !after.ok || event.type === 'start')));
  });

  it('a suspended subscription becomes active only through a successful renewal', () => {
    fc.assert(
      fc.property(runs, ({ steps }) =>
        steps.every(({ event, before, after }) => !(before.state === 'suspended' && after.ok && after.value.state === 'active') || event.type === 'renewed'),
      ),
    );
  });
});
