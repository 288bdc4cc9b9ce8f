import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { internalTimeSeconds } from '../dates/internal-date.js';
import { EMPTY_TRIP } from '../trips/trip.js';
import { tripCalendarEvents } from '../trips/trip-calendar.js';
import { planCalendarEventId, planCalendarEvents } from './plan-calendar.js';
import { planTimelineEvents } from './plan-timeline.js';
import { anyPlan } from './types/any-plan-arbitraries.test.js';

describe('plan calendar events: properties', () => {
  it('one event per dated timeline event, in order, with its id, title and place', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const dated = planTimelineEvents(plan).filter((e) => e.instant !== null);
        const events = planCalendarEvents(plan);
        expect(events.map((e) => e.uid)).toEqual(dated.map(planCalendarEventId));
        expect(events.map((e) => e.summary)).toEqual(dated.map((e) => e.title));
        expect(events.map((e) => e.location ?? '')).toEqual(dated.map((e) => e.location.trim()));
      }),
    );
  });
  it('the ids of a plan differ when its segment uuids do', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const segments = 'segments' in plan ? plan.segments.map((s) => s.uuid) : [];
        fc.pre(new Set(segments).size === segments.length && !segments.some((u) => u.includes(':')));
        const ids = planCalendarEvents(plan).map((e) => e.uid);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
  it('a zoned, timed start names the same instant as the timeline; an unknown time is an all-day date', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const dated = planTimelineEvents(plan).filter((e) => e.instant !== null);
        planCalendarEvents(plan).forEach((event, i) => {
          const source = dated[i];
          if (source === undefined) return;
          const timeKnown = source.start.isTimeKnown && internalTimeSeconds(source.start.time) !== null;
          expect(event.start.time !== null).toBe(timeKnown);
          if (event.start.timeZone !== null && event.start.time !== null) {
            expect(IANAZone.isValidZone(event.start.timeZone)).toBe(true);
            const local = DateTime.fromISO(`${event.start.date}T${event.start.time}`, { zone: event.start.timeZone });
            expect(local.toUTC().toISO()).toBe(source.instant);
          }
          if (event.start.time === null) expect(event.start.date).toBe(source.start.date);
        });
      }),
    );
  });
  it('the trip calendar takes every one of them', () => {
    fc.assert(
      fc.property(fc.array(anyPlan, { maxLength: 4 }), (plans) => {
        const mine = plans.flatMap((p) => planCalendarEvents(p));
        expect(tripCalendarEvents({ trip: EMPTY_TRIP, timeZone: null, plans: mine })).toHaveLength(mine.length);
      }),
    );
  });
});
