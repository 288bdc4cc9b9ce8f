import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { buildLayover, isLayover, layoversOf, maxLayoverMinutes, type LayoverSegment } from './layover.js';
import { localInstant, toLocalDateTime } from './local-date-time.js';

const zones = ['UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago', 'Pacific/Chatham'];
const zone = fc.constantFrom(...zones);
const instantMs = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => Math.floor(ms / 60_000) * 60_000);
const airport = fc.constantFrom('SFO', 'ORD', 'BOS', 'LHR', 'CDG');

/** A local date-time that reads back as exactly the instant it came from (not in a DST fold). */
function local(ms: number, z: string) {
  const value = toLocalDateTime(DateTime.fromMillis(ms), z);
  return localInstant(value, z)?.toMillis() === ms ? value : null;
}

function pair(arrivalMs: number, gapMinutes: number, zones: [string, string], intl: boolean): [LayoverSegment, LayoverSegment] | null {
  const end = local(arrivalMs, zones[0]);
  const start = local(arrivalMs + gapMinutes * 60_000, zones[1]);
  if (end === null || start === null) return null;
  const far = { date: '2031-01-01', time: '00:00:00', timezone: 'UTC' };
  return [
    { startAirportCode: 'SFO', endAirportCode: 'ORD', isInternational: false, start: far, end },
    { startAirportCode: 'ORD', endAirportCode: 'BOS', isInternational: intl, start, end: far },
  ];
}

describe('layover: properties', () => {
  it('the duration is the real time between arrival and departure, whatever the zones and DST', () => {
    fc.assert(
      fc.property(instantMs, fc.integer({ min: -3000, max: 3000 }), zone, zone, fc.boolean(), (at, gap, z1, z2, intl) => {
        const segments = pair(at, gap, [z1, z2], intl);
        fc.pre(segments !== null);
        const result = buildLayover(...(segments as [LayoverSegment, LayoverSegment]));
        const expectedOk = gap > 0 && gap <= maxLayoverMinutes(intl);
        return result.ok === expectedOk && (!result.ok || result.value.durationMinutes === gap);
      }),
    );
  });
  it('a layover is always positive and within the limit of its scope', () => {
    fc.assert(
      fc.property(instantMs, fc.integer({ min: -3000, max: 3000 }), zone, fc.boolean(), (at, gap, z, intl) => {
        const segments = pair(at, gap, [z, z], intl);
        fc.pre(segments !== null);
        const result = buildLayover(...(segments as [LayoverSegment, LayoverSegment]));
        if (!result.ok) return true;
        const max = result.value.scope === 'international' ? 1440 : 240;
        return result.value.durationMinutes > 0 && result.value.durationMinutes <= max && (result.value.scope === 'international') === intl;
      }),
    );
  });
  it('airports decide before times: no layover unless arrival and next departure airports match and the trip does not return to its origin', () => {
    fc.assert(
      fc.property(airport, airport, airport, airport, fc.integer({ min: 1, max: 240 }), (a, b, c, d, gap) => {
        const segments = pair(Date.UTC(2026, 4, 4, 12), gap, ['UTC', 'UTC'], false);
        fc.pre(segments !== null);
        const [first, second] = segments as [LayoverSegment, LayoverSegment];
        const ok = isLayover({ ...first, startAirportCode: a, endAirportCode: b }, { ...second, startAirportCode: c, endAirportCode: d });
        return ok === (b === c && a !== d);
      }),
    );
  });
  it('layoversOf keeps exactly the consecutive pairs that are layovers', () => {
    const seg = fc.record({
      startAirportCode: airport,
      endAirportCode: airport,
      isInternational: fc.boolean(),
      start: instantMs.map((ms) => toLocalDateTime(DateTime.fromMillis(ms), 'UTC')),
      end: instantMs.map((ms) => toLocalDateTime(DateTime.fromMillis(ms), 'UTC')),
    });
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 6 }), (segments) => {
        const expected = segments.slice(1).filter((s, i) => isLayover(segments[i] as LayoverSegment, s)).length;
        return layoversOf(segments).length === expected;
      }),
    );
  });
});
