import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';
import type { TimelineEvent } from './plan-timeline-events.js';
import type { TimelineLayover } from './plan-timeline-layovers.js';
import { timelineDayRows } from './plan-timeline-rows.js';
import { timelineZonesShown } from './plan-timeline-zones.js';

const at = (timezone: string) => ({ ...EMPTY_PLAN_DATE_TIME, date: '2026-12-10', time: '10:00:00', timezone, isTimeKnown: true });
const event = (segmentUuid: string, fields: Partial<TimelineEvent> = {}): TimelineEvent => ({
  planUuid: 'p1',
  planType: 'air',
  segmentUuid,
  kind: 'flight',
  title: segmentUuid,
  start: at(''),
  end: null,
  location: '',
  instant: null,
  ...fields,
});

const ids = ['s1', 's2', 's3', 's4', 'n1'] as const;
const events = fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 5 }).map((list) => list.map((id) => event(id, id === 'n1' ? { kind: 'note' } : {})));
const layovers = fc.uniqueArray(
  fc.tuple(fc.constantFrom('s0', 's1', 's2', 's3'), fc.constantFrom('s1', 's2', 's3', 's4')).filter(([a, b]) => a < b),
  { selector: ([a]) => a, maxLength: 3 },
);

describe('timelineDayRows (property)', () => {
  it('keeps every event once and puts each layover of the day directly before its second flight', () => {
    fc.assert(
      fc.property(events, layovers, (list, pairs) => {
        const all: TimelineLayover[] = pairs
          .filter(([, b], i) => pairs.findIndex(([, other]) => other === b) === i)
          .map(([a, b]) => ({ afterSegmentUuid: a, beforeSegmentUuid: b, airportCode: 'X', cityName: '', minutes: 60 }));
        const rows = timelineDayRows(list, all);
        const placed = rows.flatMap((r) => (r.kind === 'event' ? [r.event.segmentUuid] : []));
        expect([...placed].sort()).toEqual(list.map((e) => e.segmentUuid).sort());
        rows.forEach((row, i) => {
          if (row.kind !== 'layover') return;
          const next = rows[i + 1];
          expect(next?.kind === 'event' && next.event.segmentUuid).toBe(row.layover.beforeSegmentUuid);
        });
        const expected = all.filter((l) => list.some((e) => e.segmentUuid === l.beforeSegmentUuid)).length;
        expect(rows.filter((r) => r.kind === 'layover')).toHaveLength(expected);
      }),
    );
  });
});

describe('timelineZonesShown (property)', () => {
  const zone = fc.constantFrom('', 'Europe/Paris', 'Asia/Tokyo');
  const zoned = fc
    .array(fc.tuple(zone, fc.option(zone)), { maxLength: 8 })
    .map((list) => list.map(([start, end], i) => event(`e${i}`, { start: at(start), end: end === null ? null : at(end) })));

  it('shows a start zone exactly where the zone changes or a flight crosses zones', () => {
    fc.assert(
      fc.property(zoned, (list) => {
        let current: string | null = null;
        timelineZonesShown(list).forEach((shown, i) => {
          const e = list[i]!;
          const start = e.start.timezone || null;
          const end = e.end?.timezone || null;
          const crossing = end !== null && end !== start;
          expect(shown.end).toBe(crossing ? end : null);
          expect(shown.start).toBe(start !== null && (start !== current || crossing) ? start : null);
          current = end ?? start ?? current;
        });
      }),
    );
  });

  it('shows one zone once when everything happens in it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (n) => {
        const list = Array.from({ length: n }, (_, i) => event(`e${i}`, { start: at('Asia/Tokyo') }));
        expect(timelineZonesShown(list).filter((s) => s.start !== null)).toHaveLength(1);
      }),
    );
  });
});
