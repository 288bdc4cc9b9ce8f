import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ImportPlacement, placeImport, type PlacementTrip, TRIP_EXTENSION_DAYS } from './import-placement.js';

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
const iso = (n: number) => new Date(BASE + n * DAY).toISOString().slice(0, 10);
const day = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - BASE) / DAY);

const span = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 12 })).map(([start, length]) => ({ start, end: start + length }));
const trips = fc.uniqueArray(
  fc
    .record({ uuid: fc.string({ minLength: 1, maxLength: 4 }), span, isEditable: fc.boolean() })
    .map(({ uuid, span: s, isEditable }): PlacementTrip => ({ uuid, startDate: iso(s.start), endDate: iso(s.end), destination: '', isEditable })),
  { selector: (t) => t.uuid, maxLength: 6 },
);
const input = fc.record({ trips, plans: span });
const placed = (ts: readonly PlacementTrip[], p: { start: number; end: number }): ImportPlacement =>
  placeImport({ dates: { first: iso(p.start), last: iso(p.end) }, destination: 'Lyon', trips: ts, importTo: 'trips' });
const covers = (t: PlacementTrip, p: { start: number; end: number }) => day(t.startDate ?? '') <= p.start && p.end <= day(t.endDate ?? '');
const growth = (t: PlacementTrip, p: { start: number; end: number }) =>
  Math.max(0, day(t.startDate ?? '') - p.start) + Math.max(0, p.end - day(t.endDate ?? ''));
const gap = (t: PlacementTrip, p: { start: number; end: number }) => Math.max(0, day(t.startDate ?? '') - p.end, p.start - day(t.endDate ?? ''));

describe('placeImport (property)', () => {
  it('a covering editable trip always wins, and a trip the user cannot edit is never chosen', () => {
    fc.assert(
      fc.property(input, ({ trips: ts, plans }) => {
        const r = placed(ts, plans);
        const chosen = r.kind === 'trip' || r.kind === 'extend' ? ts.find((t) => t.uuid === r.tripUuid) : undefined;
        if (chosen) expect(chosen.isEditable).toBe(true);
        const covering = ts.filter((t) => t.isEditable && covers(t, plans));
        expect(r.kind === 'trip').toBe(covering.length > 0);
        if (r.kind === 'trip') expect(covering.map((t) => t.uuid)).toContain(r.tripUuid);
      }),
    );
  });

  it('an extension is by the fewest days, at least one, to a trip within reach, and its new dates hold trip and plans', () => {
    fc.assert(
      fc.property(input, ({ trips: ts, plans }) => {
        const r = placed(ts, plans);
        const reachable = ts.filter((t) => t.isEditable && gap(t, plans) <= TRIP_EXTENSION_DAYS);
        if (r.kind !== 'extend') {
          if (r.kind === 'new-trip') expect(reachable).toEqual([]);
          return;
        }
        const t = ts.find((x) => x.uuid === r.tripUuid) as PlacementTrip;
        expect(r.days).toBeGreaterThan(0);
        expect(r.days).toBe(growth(t, plans));
        expect(Math.min(...reachable.map((x) => growth(x, plans)))).toBe(r.days);
        expect(day(r.endDate) - day(r.startDate) - (day(t.endDate ?? '') - day(t.startDate ?? ''))).toBe(r.days);
        expect(covers({ ...t, startDate: r.startDate, endDate: r.endDate }, plans)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the trips', () => {
    fc.assert(
      fc.property(
        input.chain((i) => fc.shuffledSubarray(i.trips, { minLength: i.trips.length }).map((shuffled) => ({ ...i, shuffled }))),
        ({ trips: ts, shuffled, plans }) => {
          expect(placed(shuffled, plans)).toEqual(placed(ts, plans));
        },
      ),
    );
  });
});
