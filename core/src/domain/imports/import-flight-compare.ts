import type { BookingFields, PlanDateTime, PlanTraveler } from '../plans/plan-fields.js';
import type { AirPlan, AirSegment, AirSegmentTextKey } from '../plans/types/air-plan.js';

/**
 * A field of a flight segment whose change makes a flight conflict: the flight (airline code and
 * number), either airport, or the local date or time of departure or arrival.
 *
 * @example
 * const f: FlightConflictField = 'startTime';
 */
export type FlightConflictField = 'flightNumber' | 'startAirport' | 'endAirport' | 'startDate' | 'startTime' | 'endDate' | 'endTime';

/**
 * One segment in conflict: `changed` pairs a stored segment with its imported version and lists
 * the fields that differ; `removed` is a stored segment the import no longer has, `added` an
 * imported segment that was not stored. Indexes are positions in each plan's `segments`.
 *
 * @example
 * const c: FlightSegmentConflict = { change: 'changed', existingIndex: 0, importedIndex: 0, fields: ['startTime'] };
 */
export interface FlightSegmentConflict {
  readonly change: 'changed' | 'added' | 'removed';
  readonly existingIndex: number | null;
  readonly importedIndex: number | null;
  readonly fields: readonly FlightConflictField[];
}

/**
 * What an imported flight means for the stored one: `same` (nothing to do); `update` with the
 * stored plan completed by the import's non-conflicting additions (seats, terminals, gates, names,
 * a time where none was known, travelers, empty booking fields) and their paths; or `conflict`
 * with the segments in conflict, for the traveler to keep one version (part 2 section 3, flight
 * conflict: `doesDifferOnlyByTime` is does_differ_only_by_time, true when only dates and times
 * moved).
 *
 * @example
 * const r: FlightImportComparison = { outcome: 'conflict', doesDifferOnlyByTime: true, segments: [{ change: 'changed', existingIndex: 0, importedIndex: 0, fields: ['startTime'] }] };
 */
export type FlightImportComparison =
  | { readonly outcome: 'same' }
  | { readonly outcome: 'update'; readonly plan: AirPlan; readonly additions: readonly string[] }
  | { readonly outcome: 'conflict'; readonly doesDifferOnlyByTime: boolean; readonly segments: readonly FlightSegmentConflict[] };

const tidy = (s: string) => s.toUpperCase().replace(/\s+/g, '');
const flightOf = (s: AirSegment) => tidy(`${s.marketingAirlineCode}${s.marketingFlightNumber.replace(/^0+(?=\d)/, '')}`);
const HARD: ReadonlySet<AirSegmentTextKey> = new Set([
  'uuid',
  'conflictResolutionUrl',
  'marketingAirlineCode',
  'marketingFlightNumber',
  'startAirportCode',
  'endAirportCode',
]);
const TIME_FIELDS: ReadonlySet<FlightConflictField> = new Set(['startDate', 'startTime', 'endDate', 'endTime']);

// Imported segment index -> stored segment index: same flight, else same route, else same position.
function pairSegments(existing: readonly AirSegment[], imported: readonly AirSegment[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  const rules: ((e: AirSegment, i: AirSegment, ei: number, ii: number) => boolean)[] = [
    (e, i) => flightOf(e) !== '' && flightOf(e) === flightOf(i),
    (e, i) => e.startAirportCode !== '' && e.startAirportCode === i.startAirportCode && e.endAirportCode === i.endAirportCode,
    (_e, _i, ei, ii) => ei === ii,
  ];
  for (const rule of rules)
    imported.forEach((seg, ii) => {
      if (pairs.has(ii)) return;
      const ei = existing.findIndex((e, k) => !taken.has(k) && rule(e, seg, k, ii));
      if (ei < 0) return;
      pairs.set(ii, ei);
      taken.add(ei);
    });
  return pairs;
}

const hhmm = (d: PlanDateTime) => d.time.slice(0, 5);
const differs = (a: string, b: string) => a !== '' && b !== '' && a !== b;

function dateTimeConflicts(e: PlanDateTime, i: PlanDateTime, end: 'start' | 'end'): FlightConflictField[] {
  return [
    ...(differs(e.date, i.date) ? [`${end}Date` as const] : []),
    ...(differs(hhmm(e), hhmm(i)) && e.isTimeKnown && i.isTimeKnown ? [`${end}Time` as const] : []),
  ];
}

function segmentConflicts(e: AirSegment, i: AirSegment): FlightConflictField[] {
  return [
    ...(differs(flightOf(e), flightOf(i)) ? ['flightNumber' as const] : []),
    ...(differs(e.startAirportCode, i.startAirportCode) ? ['startAirport' as const] : []),
    ...(differs(e.endAirportCode, i.endAirportCode) ? ['endAirport' as const] : []),
    ...dateTimeConflicts(e.startDateTime, i.startDateTime, 'start'),
    ...dateTimeConflicts(e.endDateTime, i.endDateTime, 'end'),
  ];
}

// A date-time the import adds: a date or a time where the stored one had none.
const richer = (e: PlanDateTime, i: PlanDateTime) => (e.date === '' && i.date !== '') || (!e.isTimeKnown && i.isTimeKnown && e.date === i.date);

function mergeSegment(e: AirSegment, i: AirSegment, at: string, additions: string[]): AirSegment {
  const out: Record<string, unknown> = { ...e };
  const take = (key: string, value: unknown) => {
    out[key] = value;
    additions.push(`${at}.${key}`);
  };
  for (const [key, value] of Object.entries(i))
    if (typeof value === 'string' && !HARD.has(key as AirSegmentTextKey) && value !== '' && value !== out[key]) take(key, value);
  for (const key of ['startDateTime', 'endDateTime'] as const) if (richer(e[key], i[key])) take(key, i[key]);
  for (const key of HARD) if (out[key] === '' && i[key] !== '') take(key, i[key]);
  return out as unknown as AirSegment;
}

const who = (t: PlanTraveler) => `${t.firstName} ${t.lastName}`.trim().toLowerCase();

function mergeBooking(e: BookingFields, i: BookingFields, additions: string[]): BookingFields {
  const out: Record<string, unknown> = { ...e };
  for (const [key, value] of Object.entries(i)) {
    if (typeof value !== 'string' || value === '' || out[key] !== '') continue;
    out[key] = value;
    additions.push(`booking.${key}`);
  }
  return out as unknown as BookingFields;
}

/**
 * Compares a stored flight plan with a newly imported version of the same reservation (see
 * isSameImport). Segments are paired by flight, else route, else position. A conflict is a paired
 * segment whose flight number, airports, or local departure/arrival date or time differ (times to
 * the minute, only when both sides know them), or a segment only one side has. Anything else the
 * import knows better is an update: seats, gates, terminals, names, classes (the import's value
 * wins), a date or time where none was known, travelers not yet listed, empty booking fields.
 *
 * @example
 * compareImportedFlight(stored, { ...stored, segments: [{ ...stored.segments[0], seats: '23A' }] }).outcome // 'update'
 * compareImportedFlight(stored, movedOneHourLater) // { outcome: 'conflict', doesDifferOnlyByTime: true, segments: [{ change: 'changed', fields: ['startTime', 'endTime'], ... }] }
 */
export function compareImportedFlight(existing: AirPlan, imported: AirPlan): FlightImportComparison {
  const pairs = pairSegments(existing.segments, imported.segments);
  const paired = new Set(pairs.values());
  const conflicts: FlightSegmentConflict[] = [
    ...[...pairs].flatMap(([ii, ei]) => {
      const fields = segmentConflicts(existing.segments[ei] as AirSegment, imported.segments[ii] as AirSegment);
      return fields.length > 0 ? [{ change: 'changed' as const, existingIndex: ei, importedIndex: ii, fields }] : [];
    }),
    ...existing.segments.flatMap((_, ei) => (paired.has(ei) ? [] : [{ change: 'removed' as const, existingIndex: ei, importedIndex: null, fields: [] }])),
    ...imported.segments.flatMap((_, ii) => (pairs.has(ii) ? [] : [{ change: 'added' as const, existingIndex: null, importedIndex: ii, fields: [] }])),
  ];
  if (conflicts.length > 0) {
    const onlyTime = conflicts.every((c) => c.change === 'changed' && c.fields.every((f) => TIME_FIELDS.has(f)));
    return { outcome: 'conflict', doesDifferOnlyByTime: onlyTime, segments: conflicts };
  }
  const additions: string[] = [];
  const byExisting = new Map([...pairs].map(([ii, ei]) => [ei, ii]));
  const segments = existing.segments.map((s, ei) => mergeSegment(s, imported.segments[byExisting.get(ei) ?? -1] ?? s, `segments[${ei}]`, additions));
  const known = new Set(existing.travelers.map(who));
  const newcomers = imported.travelers.filter((t) => who(t) !== '' && !known.has(who(t)));
  newcomers.forEach((t) => additions.push(`travelers.${who(t)}`));
  const booking = mergeBooking(existing.booking, imported.booking, additions);
  if (additions.length === 0) return { outcome: 'same' };
  return { outcome: 'update', plan: { ...existing, booking, segments, travelers: [...existing.travelers, ...newcomers] }, additions };
}
