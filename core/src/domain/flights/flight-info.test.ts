import { describe, expect, it } from 'vitest';
import { flightJourney, flightLegAsLayoverSegment, localDateDiff, type FlightLeg } from './flight-info.js';
import { layoversOf } from './layover.js';

const leg = (from: string, to: string, departure: FlightLeg['departure'], arrival: FlightLeg['arrival'], durationMinutes: number): FlightLeg => ({
  airlineCode: 'QF',
  flightNumber: '1',
  originAirportCode: from,
  originAirportName: `${from} Airport`,
  destinationAirportCode: to,
  destinationAirportName: `${to} Airport`,
  departure,
  arrival,
  arrivalDateDiff: localDateDiff(departure, arrival),
  aircraft: 'Airbus A380-800',
  durationMinutes,
  distanceKm: 0,
  isInternational: true,
});

const sydToSin = leg(
  'SYD',
  'SIN',
  { date: '2026-03-20', time: '16:00:00', timezone: 'Australia/Sydney' },
  { date: '2026-03-20', time: '20:55:00', timezone: 'Asia/Singapore' },
  475,
);
const sinToLhr = leg(
  'SIN',
  'LHR',
  { date: '2026-03-20', time: '23:30:00', timezone: 'Asia/Singapore' },
  { date: '2026-03-21', time: '06:05:00', timezone: 'Europe/London' },
  875,
);

describe('flight journey', () => {
  it('runs from the first departure to the last arrival, counting days and minutes across zones', () => {
    expect(flightJourney([sydToSin, sinToLhr])).toEqual({
      originAirportCode: 'SYD',
      originAirportName: 'SYD Airport',
      destinationAirportCode: 'LHR',
      destinationAirportName: 'LHR Airport',
      departure: sydToSin.departure,
      arrival: sinToLhr.arrival,
      arrivalDateDiff: 1,
      // 05:00Z on 20 March to 06:05Z on 21 March
      elapsedMinutes: 1505,
      stops: 1,
    });
  });

  it('adds up block times when a zone is unknown', () => {
    const noZone = { ...sinToLhr, arrival: { ...sinToLhr.arrival, timezone: null } };
    expect(flightJourney([sydToSin, noZone]).elapsedMinutes).toBe(475 + 875);
  });

  it('can be earlier than the departure date eastward across the date line', () => {
    // 10:00 NZDT is 21:00Z on 19 March; nine hours later it is 20:00 on 19 March in Honolulu.
    const aklToHnl = leg(
      'AKL',
      'HNL',
      { date: '2026-03-20', time: '10:00:00', timezone: 'Pacific/Auckland' },
      { date: '2026-03-19', time: '20:00:00', timezone: 'Pacific/Honolulu' },
      540,
    );
    expect(flightJourney([aklToHnl])).toMatchObject({ arrivalDateDiff: -1, elapsedMinutes: 540, stops: 0 });
    expect(localDateDiff(aklToHnl.departure, { ...aklToHnl.arrival, date: 'not a date' })).toBe(0);
  });

  it('shows the stop of a through flight as a layover', () => {
    expect(layoversOf([sydToSin, sinToLhr].map(flightLegAsLayoverSegment))).toMatchObject([
      { airportCode: 'SIN', cityName: 'SIN Airport', durationMinutes: 155, scope: 'international' },
    ]);
  });
});
