import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightLegAsLayoverSegment, layoversOf, type FlightInfo, type FlightInfoResult, type FlightLookupQuery } from '@waybook/core';
import { blockMinutes, greatCircleKm, SANDBOX_AIRPORTS, SandboxFlightData, type SandboxAirport } from './sandbox-flight-data.js';

const airports = (...codes: string[]): SandboxAirport[] => codes.map((code) => SANDBOX_AIRPORTS.find((a) => a.code === code) ?? expect.fail(`no ${code}`));
const query = (airlineCode: string, flightNumber: string, departureDate = '2026-03-20'): FlightLookupQuery => ({ departureDate, airlineCode, flightNumber });
const found = (r: FlightInfoResult): FlightInfo => (r.kind === 'found' ? r.flight : expect.fail('expected a flight'));
const nonstop = async (flights: SandboxFlightData, q: FlightLookupQuery) => {
  const { legs } = found(await flights.lookup(q));
  expect(legs).toHaveLength(1);
  return legs[0];
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SandboxFlightData', () => {
  const sandbox = new SandboxFlightData();

  it('answers the same query the same way, whatever the clock, without randomness', async () => {
    const random = vi.spyOn(Math, 'random');
    vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z') });
    const first = await sandbox.lookup(query('BA', '117'));
    vi.setSystemTime(new Date('2031-07-15T12:34:56Z'));
    expect(await new SandboxFlightData().lookup(query('BA', '117'))).toEqual(first);
    vi.useRealTimers();
    expect(await sandbox.lookup(query('ba', '0117'))).toEqual(first);
    expect(random).not.toHaveBeenCalled();
    // The same flight number flies the same route at the same local time on another day.
    const other = found(await sandbox.lookup(query('BA', '117', '2026-08-01')));
    expect(other.legs[0]).toMatchObject({
      originAirportCode: found(first).legs[0].originAirportCode,
      departure: { date: '2026-08-01', time: found(first).legs[0].departure.time },
    });
  });

  it('flies plausible legs: curated airports, 06:00-22:00 departures, block time from the distance, arrival in the destination zone', async () => {
    const codes = new Set(SANDBOX_AIRPORTS.map((a) => a.code));
    for (let n = 1; n <= 300; n++) {
      const flight = found(await sandbox.lookup(query('LH', String(n))));
      expect(flight).toMatchObject({ airlineCode: 'LH', flightNumber: String(n), departureDate: '2026-03-20', isSandbox: true });
      expect(flight.legs[0].departure.date).toBe('2026-03-20');
      expect(flight.legs[0].departure.time).toMatch(/^(0[6-9]|1\d|2[01]):[0-5][05]:00$|^22:00:00$/);
      for (const leg of flight.legs) {
        const [from, to] = airports(leg.originAirportCode, leg.destinationAirportCode) as [SandboxAirport, SandboxAirport];
        expect(codes.has(from.code) && from !== to).toBe(true);
        expect(leg).toMatchObject({
          airlineCode: 'LH',
          flightNumber: String(n),
          originAirportName: from.name,
          destinationAirportName: to.name,
          isInternational: from.countryCode !== to.countryCode,
        });
        expect(leg.distanceKm).toBe(Math.round(greatCircleKm(from, to)));
        expect(leg.distanceKm).toBeGreaterThanOrEqual(250);
        expect(leg.distanceKm).toBeLessThanOrEqual(14_000);
        expect(leg.durationMinutes).toBe(blockMinutes(greatCircleKm(from, to)));
        const arrival = DateTime.fromISO(`${leg.departure.date}T${leg.departure.time}`, { zone: from.timeZone })
          .plus({ minutes: leg.durationMinutes })
          .setZone(to.timeZone);
        expect(leg.departure.timezone).toBe(from.timeZone);
        expect(leg.arrival).toEqual({ date: arrival.toFormat('y-MM-dd'), time: arrival.toFormat('HH:mm:ss'), timezone: to.timeZone });
        expect(leg.arrivalDateDiff).toBe(arrival.startOf('day').diff(DateTime.fromISO(leg.departure.date, { zone: to.timeZone }), 'days').days);
        expect(leg.aircraft).not.toBe('');
      }
    }
  });

  it('makes about one flight number in six a through flight with a stop at a hub', async () => {
    let throughFlights = 0;
    for (let n = 1; n <= 1200; n++) if (found(await sandbox.lookup(query('AA', String(n)))).legs.length === 2) throughFlights++;
    expect(throughFlights / 1200).toBeGreaterThan(1 / 8);
    expect(throughFlights / 1200).toBeLessThan(1 / 4.5);
  });

  it('flies a two-leg flight under one number, the second leaving the stop after the first lands', async () => {
    const flight = found(await sandbox.lookup(query('BA', '4')));
    expect(
      flight.legs.map((l) => [
        l.originAirportCode,
        l.departure.date,
        l.departure.time,
        l.destinationAirportCode,
        l.arrival.date,
        l.arrival.time,
        l.arrivalDateDiff,
      ]),
    ).toEqual([
      ['IST', '2026-03-20', '08:45:00', 'CDG', '2026-03-20', '10:00:00', 0],
      ['CDG', '2026-03-20', '12:10:00', 'YVR', '2026-03-20', '14:35:00', 0],
    ]);
    expect(flight.legs.map((l) => l.flightNumber)).toEqual(['4', '4']);
    const [layover] = layoversOf(flight.legs.map(flightLegAsLayoverSegment));
    expect(layover).toMatchObject({ airportCode: 'CDG', durationMinutes: 130, scope: 'international' });
    // Every through flight's stop is a valid layover of the core rule, and not much of a detour.
    for (let n = 1; n <= 400; n++) {
      const { legs } = found(await sandbox.lookup(query('UA', String(n))));
      if (legs.length === 1) continue;
      const [first, second] = legs as unknown as [FlightInfo['legs'][0], FlightInfo['legs'][0]];
      expect(layoversOf([first, second].map(flightLegAsLayoverSegment))[0]?.durationMinutes).toBeGreaterThanOrEqual(45);
      const [from, , to] = airports(first.originAirportCode, first.destinationAirportCode, second.destinationAirportCode) as [
        SandboxAirport,
        SandboxAirport,
        SandboxAirport,
      ];
      expect(first.distanceKm + second.distanceKm).toBeLessThanOrEqual(1.3 * greatCircleKm(from, to) + 1);
    }
  });

  describe('arrival dates across zones and daylight saving', () => {
    const transatlantic = new SandboxFlightData({ airports: airports('LHR', 'JFK') });

    it('westbound London to New York: the same 21:30 departure lands after midnight only while New York is on summer time and London is not', async () => {
      // 2026-03-20: New York on EDT (-4) since 8 March, London on GMT until 29 March.
      expect(await nonstop(transatlantic, query('BA', '79', '2026-03-20'))).toMatchObject({
        originAirportCode: 'LHR',
        destinationAirportCode: 'JFK',
        durationMinutes: 445,
        departure: { date: '2026-03-20', time: '21:30:00', timezone: 'Europe/London' },
        arrival: { date: '2026-03-21', time: '00:55:00', timezone: 'America/New_York' },
        arrivalDateDiff: 1,
      });
      // 2026-03-06: both on standard time, five hours apart.
      expect(await nonstop(transatlantic, query('BA', '79', '2026-03-06'))).toMatchObject({
        departure: { date: '2026-03-06', time: '21:30:00' },
        arrival: { date: '2026-03-06', time: '23:55:00' },
        arrivalDateDiff: 0,
      });
    });

    it('eastbound overnight into the night London moves its clocks forward', async () => {
      // 21:00 EDT on 28 March is 01:00Z on 29 March, when London goes to BST: 08:25Z lands at 09:25.
      expect(await nonstop(transatlantic, query('BA', '189', '2026-03-28'))).toMatchObject({
        originAirportCode: 'JFK',
        destinationAirportCode: 'LHR',
        departure: { date: '2026-03-28', time: '21:00:00', timezone: 'America/New_York' },
        arrival: { date: '2026-03-29', time: '09:25:00', timezone: 'Europe/London' },
        arrivalDateDiff: 1,
      });
    });

    it('eastbound across the date line lands the day before', async () => {
      const pacific = new SandboxFlightData({ airports: airports('AKL', 'HNL') });
      expect(await nonstop(pacific, query('NZ', '21'))).toMatchObject({
        originAirportCode: 'AKL',
        destinationAirportCode: 'HNL',
        durationMinutes: 560,
        departure: { date: '2026-03-20', time: '10:00:00', timezone: 'Pacific/Auckland' },
        arrival: { date: '2026-03-19', time: '20:20:00', timezone: 'Pacific/Honolulu' },
        arrivalDateDiff: -1,
      });
    });
  });

  it('finds nothing for airline XX, flight numbers 0 or ending in 0000, or a date that does not exist', async () => {
    for (const q of [
      query('XX', '117'),
      query('xx', '1'),
      query('BA', '0000'),
      query('BA', '10000'),
      query('BA', '0'),
      query('BA', '117', '2026-02-30'),
      query('BA', 'abc'),
    ]) {
      expect(await sandbox.lookup(q)).toEqual({ kind: 'not-found' });
    }
  });

  it('names airports with the given lookup, falling back to the curated names', async () => {
    const named = new SandboxFlightData({ airports: airports('LHR', 'JFK'), airportName: (code) => (code === 'LHR' ? 'London (Heathrow)' : null) });
    const leg = await nonstop(named, query('BA', '79'));
    expect([leg.originAirportName, leg.destinationAirportName]).toEqual(['London (Heathrow)', 'John F. Kennedy International Airport']);
  });

  it('curates real airports with valid zones and coordinates', () => {
    expect(SANDBOX_AIRPORTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SANDBOX_AIRPORTS.map((a) => a.code)).size).toBe(SANDBOX_AIRPORTS.length);
    for (const a of SANDBOX_AIRPORTS) {
      expect(a.code).toMatch(/^[A-Z]{3}$/);
      expect(DateTime.now().setZone(a.timeZone).isValid).toBe(true);
      expect(Math.abs(a.latitude) <= 90 && Math.abs(a.longitude) <= 180).toBe(true);
    }
    expect(Math.round(greatCircleKm(...(airports('LHR', 'JFK') as [SandboxAirport, SandboxAirport])))).toBeGreaterThan(5500);
    expect(() => new SandboxFlightData({ airports: airports('LHR') })).toThrow(RangeError);
  });
});
