import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseInternalDate } from '../dates/internal-date.js';
import { planDateTimeInstant } from './plan-date-time.js';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { layoverBetween, planStartInstant, planTimelineEvents, planTitle, sortTimelineEvents, TIMELINE_EVENT_KINDS, tripTimeline } from './plan-timeline.js';
import { airPlan, airPlanWith, airSegment } from './types/air-arbitraries.test.js';
import { anyPlan } from './types/any-plan-arbitraries.test.js';
import { carPlan, lodgingPlan, parkingPlan } from './types/plan-arbitraries.test.js';
import { cruisePlan, railPlan, transportPlan } from './types/segment-arbitraries.test.js';

// Date-times that land on the timeline: real dates, known times, a few zones (and none).
const pad = (n: number) => String(n).padStart(2, '0');
const datedTime: fc.Arbitrary<PlanDateTime> = fc
  .record({
    day: fc.integer({ min: 1, max: 4 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    timezone: fc.constantFrom('', 'Europe/Oslo', 'America/New_York', 'Asia/Tokyo', 'UTC'),
  })
  .map(({ day, hour, minute, timezone }) => ({
    ...EMPTY_PLAN_DATE_TIME,
    date: `2026-05-0${day}`,
    time: `${pad(hour)}:${pad(minute)}:00`,
    timezone,
    isTimeKnown: true,
  }));
const flightLeg = airSegment.chain((s) =>
  fc
    .record({
      uuid: fc.uuid(),
      startAirportCode: fc.constantFrom('OSL', 'CPH', 'cph ', 'EWR'),
      endAirportCode: fc.constantFrom('OSL', 'CPH', 'EWR'),
      startDateTime: datedTime,
      endDateTime: datedTime,
    })
    .map((fields) => ({ ...s, ...fields })),
);
const connectingFlights = airPlanWith(fc.array(flightLeg, { minLength: 2, maxLength: 4 }));
const plans = fc.array(fc.oneof(anyPlan, connectingFlights), { maxLength: 6 });

const millis = (iso: string | null) => (iso === null ? null : Date.parse(iso));

describe('plan timeline: properties', () => {
  it('every event belongs to its plan, has a known kind, and its instant is its start read in its own zone', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const events = planTimelineEvents(plan);
        expect(events.length).toBeGreaterThan(0);
        for (const e of events) {
          expect([e.planUuid, e.planType]).toEqual([plan.meta.uuid, plan.type]);
          expect(TIMELINE_EVENT_KINDS).toContain(e.kind);
          expect(e.instant).toBe(planDateTimeInstant(e.start)?.toUTC().toISO() ?? null);
          expect(e.instant === null).toBe(parseInternalDate(e.start.date) === null);
          if (e.end !== null) expect(e.end.date.trim()).not.toBe('');
        }
      }),
    );
  });
  it('a segmented plan has one event per segment, in order, carrying the segment uuid', () => {
    fc.assert(
      fc.property(fc.oneof(airPlan, railPlan, transportPlan, cruisePlan), (plan) => {
        const events = planTimelineEvents(plan);
        if (plan.segments.length === 0) {
          expect(events.map((e) => e.segmentUuid)).toEqual([plan.meta.uuid]);
          return;
        }
        expect(events.map((e) => e.segmentUuid)).toEqual(plan.segments.map((s, i) => (s.uuid.trim() === '' ? `${plan.meta.uuid}:${i}` : s.uuid)));
        expect(events.map((e) => e.start)).toEqual(plan.segments.map((s) => s.startDateTime));
      }),
    );
  });
  it('a cruise starts with its embarkation and, with two stops or more, ends with its disembarkation', () => {
    fc.assert(
      fc.property(cruisePlan, (plan) => {
        const kinds = planTimelineEvents(plan).map((e) => e.kind);
        expect(kinds[0]).toBe('cruise-embark');
        if (plan.segments.length >= 2) expect(kinds.at(-1)).toBe('cruise-disembark');
        expect(kinds.slice(1, -1).every((k) => k === 'cruise-port')).toBe(true);
      }),
    );
  });
  it('a two-stop plan keeps its dated stops, in order, or just its first stop when none is dated', () => {
    fc.assert(
      fc.property(fc.oneof(lodgingPlan, carPlan, parkingPlan), (plan) => {
        const events = planTimelineEvents(plan);
        const dated = [plan.startDateTime, plan.endDateTime].filter((d) => d.date.trim() !== '');
        expect(events).toHaveLength(dated.length === 0 ? 1 : dated.length);
        expect(events.map((e) => e.segmentUuid).every((u) => u === plan.meta.uuid)).toBe(true);
      }),
    );
  });
  it('every event of a plan with one event or a display name is titled by planTitle', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const events = planTimelineEvents(plan);
        const ownLegTitles = (plan.type === 'air' || plan.type === 'rail' || plan.type === 'transport') && plan.segments.length > 1;
        if (!ownLegTitles) expect(events.every((e) => e.title === planTitle(plan))).toBe(true);
        expect(planTitle(plan)).toBe(planTitle(plan).trim());
      }),
    );
  });
});

describe('trip timeline: properties', () => {
  it('holds every event of every plan exactly once', () => {
    fc.assert(
      fc.property(plans, (list) => {
        const all = tripTimeline(list).days.flatMap((d) => d.events);
        const expected = list.flatMap(planTimelineEvents);
        expect(all).toHaveLength(expected.length);
        expect(new Set(all)).toEqual(new Set(expected));
      }),
    );
  });
  it('days come in date order, the undated bucket last; each event sits on its own local day', () => {
    fc.assert(
      fc.property(plans, (list) => {
        const { days } = tripTimeline(list);
        const dates = days.map((d) => d.date);
        const dated = dates.filter((d): d is string => d !== null);
        expect(dated).toEqual([...dated].sort());
        expect(new Set(dates).size).toBe(dates.length);
        if (dates.includes(null)) expect(dates.at(-1)).toBeNull();
        for (const day of days) {
          expect(day.events.length).toBeGreaterThan(0);
          for (const e of day.events) expect(day.date).toBe(e.instant === null ? null : e.start.date);
        }
      }),
    );
  });
  it('within a day, events are in time order and ties keep the given order', () => {
    fc.assert(
      fc.property(plans, (list) => {
        const events = list.flatMap(planTimelineEvents);
        const sorted = sortTimelineEvents(events);
        sorted.slice(1).forEach((next, i) => {
          const previous = sorted[i];
          if (previous === undefined) return;
          const [a, b] = [millis(previous.instant), millis(next.instant)];
          if (a !== null) expect(b === null || a <= b).toBe(true);
          else expect(b).toBeNull();
          if (a === b) expect(events.indexOf(previous)).toBeLessThan(events.indexOf(next));
        });
        for (const day of tripTimeline(list).days) {
          expect(day.events).toEqual(sorted.filter((e) => (e.instant === null ? null : e.start.date) === day.date));
        }
      }),
    );
  });
  it('sorting is idempotent and does not depend on the days', () => {
    fc.assert(
      fc.property(plans, (list) => {
        const sorted = sortTimelineEvents(list.flatMap(planTimelineEvents));
        expect(sortTimelineEvents(sorted)).toEqual(sorted);
      }),
    );
  });
  it('layovers are those between consecutive segments of each flight plan', () => {
    fc.assert(
      fc.property(fc.array(connectingFlights, { maxLength: 3 }), (list) => {
        const expected = list.flatMap((p) =>
          p.type !== 'air'
            ? []
            : p.segments.slice(1).flatMap((s, i) => {
                const first = p.segments[i];
                const l = first === undefined ? null : layoverBetween(first, s);
                return l === null ? [] : [l];
              }),
        );
        expect(tripTimeline(list).layovers).toEqual(expected);
      }),
    );
  });
  it('a layover is positive, within the limit of the next flight, at the airport where one lands and the next leaves', () => {
    fc.assert(
      fc.property(flightLeg, flightLeg, (a, b) => {
        const layover = layoverBetween(a, b);
        if (layover === null) return;
        expect(layover.minutes).toBeGreaterThan(0);
        expect(layover.minutes).toBeLessThanOrEqual(b.isInternational ? 1440 : 240);
        expect(layover.airportCode).toBe(a.endAirportCode.trim().toUpperCase());
        expect(layover.airportCode).toBe(b.startAirportCode.trim().toUpperCase());
        expect(a.startAirportCode.trim().toUpperCase()).not.toBe(b.endAirportCode.trim().toUpperCase());
        expect([layover.afterSegmentUuid, layover.beforeSegmentUuid]).toEqual([a.uuid, b.uuid]);
      }),
    );
    const connecting = fc.sample(fc.tuple(flightLeg, flightLeg), { numRuns: 500, seed: 11 }).filter(([a, b]) => layoverBetween(a, b) !== null);
    expect(connecting.length).toBeGreaterThan(5);
  });
});

describe('plan start instant: properties', () => {
  it('is the earliest instant among the plan events, null when none is dated', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const instants = planTimelineEvents(plan)
          .map((e) => millis(e.instant))
          .filter((m): m is number => m !== null);
        const start = planStartInstant(plan);
        expect(start === null ? null : start.getTime()).toBe(instants.length === 0 ? null : Math.min(...instants));
      }),
    );
  });
});
