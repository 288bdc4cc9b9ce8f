import { describe, expect, it } from 'vitest';
import { buildLayover, isLayover, isLayoverUpcoming, layoversOf, maxLayoverMinutes, type LayoverSegment } from './layover.js';

const CHI = 'America/Chicago';
const leg = (from: string, to: string, dep: string, arr: string, extra: Partial<LayoverSegment> = {}): LayoverSegment => ({
  startAirportCode: from,
  endAirportCode: to,
  isInternational: false,
  start: { date: dep.slice(0, 10), time: dep.slice(11), timezone: CHI },
  end: { date: arr.slice(0, 10), time: arr.slice(11), timezone: CHI },
  ...extra,
});
const sfoOrd = leg('SFO', 'ORD', '2026-05-04 07:00:00', '2026-05-04 13:10:00', { endCityName: 'Chicago' });

describe('layover rule (part 2 section 4)', () => {
  it('builds the layover between two segments: airport, city, duration in minutes, domestic', () => {
    const ordBos = leg('ORD', 'BOS', '2026-05-04 14:30:00', '2026-05-04 17:45:00', { flightStatus: 301 });
    expect(buildLayover(sfoOrd, ordBos)).toEqual({
      ok: true,
      value: {
        airportCode: 'ORD',
        cityName: 'Chicago',
        start: sfoOrd.end,
        end: ordBos.start,
        startsAt: '2026-05-04T18:10:00.000Z',
        endsAt: '2026-05-04T19:30:00.000Z',
        durationMinutes: 80,
        scope: 'domestic',
        flightStatus: 301,
      },
    });
  });
  it('"the first arrives where the next departs"', () => {
    const mdw = leg('MDW', 'BOS', '2026-05-04 14:30:00', '2026-05-04 17:45:00');
    expect(buildLayover(sfoOrd, mdw)).toEqual({ ok: false, error: { kind: 'different-airports', arrivalAirport: 'ORD', departureAirport: 'MDW' } });
    expect(isLayover(sfoOrd, leg(' ord ', 'BOS', '2026-05-04 14:30:00', '2026-05-04 17:45:00'))).toBe(true);
  });
  it('"the origin differs from the final destination"', () => {
    const back = leg('ORD', 'SFO', '2026-05-04 14:30:00', '2026-05-04 17:45:00');
    expect(buildLayover(sfoOrd, back)).toEqual({ ok: false, error: { kind: 'returns-to-origin', airportCode: 'SFO' } });
  });
  it('"and the gap is positive"', () => {
    expect(buildLayover(sfoOrd, leg('ORD', 'BOS', '2026-05-04 13:10:00', '2026-05-04 17:45:00'))).toEqual({
      ok: false,
      error: { kind: 'not-after-arrival', minutes: 0 },
    });
    expect(buildLayover(sfoOrd, leg('ORD', 'BOS', '2026-05-04 12:00:00', '2026-05-04 17:45:00')).ok).toBe(false);
    expect(buildLayover(sfoOrd, leg('ORD', 'BOS', '2026-05-04 13:11:00', '2026-05-04 17:45:00')).ok).toBe(true);
  });
  it('"at most 240 minutes domestic, 1440 international" (section 9), both inclusive', () => {
    expect([maxLayoverMinutes(false), maxLayoverMinutes(true)]).toEqual([240, 1440]);
    expect(isLayover(sfoOrd, leg('ORD', 'BOS', '2026-05-04 17:10:00', '2026-05-04 20:00:00'))).toBe(true);
    expect(buildLayover(sfoOrd, leg('ORD', 'BOS', '2026-05-04 17:11:00', '2026-05-04 20:00:00'))).toEqual({
      ok: false,
      error: { kind: 'too-long', minutes: 241, maxMinutes: 240 },
    });
    const intl = (dep: string) => leg('ORD', 'LHR', dep, '2026-05-06 07:00:00', { isInternational: true });
    const ok = buildLayover(sfoOrd, intl('2026-05-05 13:10:00'));
    expect(ok.ok && ok.value.scope).toBe('international');
    expect(ok.ok && ok.value.durationMinutes).toBe(1440);
    expect(isLayover(sfoOrd, intl('2026-05-05 13:11:00'))).toBe(false);
  });
  it('counts real minutes across a spring-forward night (DST) and between zones', () => {
    const ny = 'America/New_York';
    const red = { ...leg('LAX', 'JFK', '2026-03-07 22:00:00', '2026-03-08 01:30:00'), end: { date: '2026-03-08', time: '01:30:00', timezone: ny } };
    const next = { ...leg('JFK', 'BOS', '2026-03-08 03:30:00', '2026-03-08 05:00:00'), start: { date: '2026-03-08', time: '03:30:00', timezone: ny } };
    const l = buildLayover(red, next);
    expect(l.ok && l.value.durationMinutes).toBe(60);
  });
  it('counts real minutes across a fall-back night', () => {
    const ny = 'America/New_York';
    const a = { ...leg('LAX', 'JFK', '2026-10-31 20:00:00', '2026-11-01 00:30:00'), end: { date: '2026-11-01', time: '00:30:00', timezone: ny } };
    const b = { ...leg('JFK', 'BOS', '2026-11-01 02:00:00', '2026-11-01 03:00:00'), start: { date: '2026-11-01', time: '02:00:00', timezone: ny } };
    const l = buildLayover(a, b);
    expect(l.ok && l.value.durationMinutes).toBe(150);
  });
  it('borrows the zone of the other side when one is missing (both are at the same airport)', () => {
    const noZone = { ...sfoOrd, end: { ...sfoOrd.end, timezone: 'null' } };
    const l = buildLayover(noZone, leg('ORD', 'BOS', '2026-05-04 14:30:00', '2026-05-04 17:45:00'));
    expect(l.ok && l.value.startsAt).toBe('2026-05-04T18:10:00.000Z');
  });
  it('refuses dates that do not exist', () => {
    const bad = leg('ORD', 'BOS', '2026-02-30 14:30:00', '2026-05-04 17:45:00');
    expect(buildLayover(sfoOrd, bad)).toEqual({ ok: false, error: { kind: 'invalid-date-time' } });
  });
  it('finds the layovers of a whole itinerary, and tells whether one is upcoming', () => {
    const ordBos = leg('ORD', 'BOS', '2026-05-04 14:30:00', '2026-05-04 17:45:00');
    const bosSfo = leg('BOS', 'SFO', '2026-05-09 08:00:00', '2026-05-09 11:00:00');
    const layovers = layoversOf([sfoOrd, ordBos, bosSfo]);
    expect(layovers.map((l) => l.airportCode)).toEqual(['ORD']);
    const first = layovers[0];
    expect(first !== undefined && isLayoverUpcoming(first, new Date('2026-05-04T19:00:00Z'))).toBe(true);
    expect(first !== undefined && isLayoverUpcoming(first, new Date('2026-05-04T19:30:00Z'))).toBe(false);
  });
});
