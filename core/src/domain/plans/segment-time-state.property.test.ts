import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { segmentTimeState } from './segment-time-state.js';

const zone = fc.constantFrom('UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Kathmandu');
const ms = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((m) => Math.floor(m / 1000) * 1000);
const local = (m: number, z: string): PlanDateTime => {
  const d = DateTime.fromMillis(m, { zone: z });
  return { ...EMPTY_PLAN_DATE_TIME, date: d.toFormat('y-MM-dd'), time: d.toFormat('HH:mm:ss'), timezone: z };
};
// Instants whose wall clock is unambiguous in their zone (not in a repeated DST hour).
const moment = fc.tuple(ms, zone).filter(([m, z]) => {
  const d = DateTime.fromMillis(m, { zone: z });
  return d.offset === d.minus({ hours: 1 }).offset && d.offset === d.plus({ hours: 1 }).offset;
});

describe('segment time state: properties', () => {
  it('matches the instants, whatever the zones of start, end and now', () => {
    fc.assert(
      fc.property(moment, moment, ms, ([s, sz], [e, ez], now) => {
        fc.pre(s <= e);
        const state = segmentTimeState({ start: local(s, sz), end: local(e, ez) }, { now: new Date(now) });
        expect(state).toBe(e <= now ? 'past' : s <= now ? 'in-progress' : 'upcoming');
      }),
    );
  });
  it('moves only forward as now advances: upcoming, then in progress, then past', () => {
    const rank = { upcoming: 0, 'in-progress': 1, past: 2 } as const;
    fc.assert(
      fc.property(moment, moment, ms, fc.nat({ max: 1e10 }), ([s, sz], [e, ez], now, later) => {
        const segment = { start: local(s, sz), end: local(e, ez) };
        const before = segmentTimeState(segment, { now: new Date(now) });
        const after = segmentTimeState(segment, { now: new Date(now + later) });
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
      }),
    );
  });
  it('without an end, a segment is past exactly when its start is not in the future', () => {
    fc.assert(
      fc.property(
        moment,
        ms,
        ([s, sz], now) => segmentTimeState({ start: local(s, sz), end: null }, { now: new Date(now) }) === (s > now ? 'upcoming' : 'past'),
      ),
    );
  });
});
