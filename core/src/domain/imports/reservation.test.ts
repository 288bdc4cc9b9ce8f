import { describe, expect, it } from 'vitest';
import { reservationSchema } from './reservation.js';
import { RESERVATION_TYPES, type ReservationOf } from './reservation-types.js';
import { normaliseReservations } from './reservation-normalise.js';
import { canonicalDateTime } from './reservation-values.js';

const flight = (extra: Record<string, unknown>) => normaliseReservations([{ '@type': 'FlightReservation', ...extra }])[0] as ReservationOf<'FlightReservation'>;

describe('normaliseReservations', () => {
  it('reads @type with schema.org prefixes, in a list, and skips what is not a reservation', () => {
    const found = normaliseReservations([
      { '@type': 'http://schema.org/LodgingReservation', reservationFor: 'Hôtel des Célestins' },
      { '@type': ['Reservation', 'https://schema.org/BusReservation'] },
      { '@type': 'schema:EventReservation' },
      { '@type': 'Flight', flightNumber: '6' },
      { '@type': 'Organization', name: 'Air France' },
    ]);
    expect(found.map((r) => r['@type'])).toEqual(['LodgingReservation', 'BusReservation', 'EventReservation']);
    expect(found[0]?.reservationFor).toMatchObject({ '@type': 'LodgingBusiness', name: 'Hôtel des Célestins' });
  });

  it('reads an airport as an IATA code, a name with the code in brackets, or an Airport object', () => {
    const f = flight({
      reservationFor: { '@type': 'Flight', flightNumber: 'AF 1234', departureAirport: 'CDG', arrivalAirport: 'New York John F. Kennedy (JFK)' },
    }).reservationFor;
    expect(f.departureAirport).toMatchObject({ iataCode: 'CDG', name: '' });
    expect(f.arrivalAirport).toMatchObject({ iataCode: 'JFK', name: 'New York John F. Kennedy (JFK)' });
    expect([f.airline?.iataCode, f.flightNumber]).toEqual(['AF', '1234']);
  });

  it('reads people, organisations and numbers written as text, objects or lists', () => {
    const r = flight({
      underName: ['Marie Dupont', { '@type': 'Person', givenName: 'Paul', familyName: 'Dupont' }],
      provider: 'Air France',
      reservationNumber: 424242,
      reservationStatus: 'http://schema.org/Cancelled',
      airplaneSeat: '23A',
      reservationFor: { flightNumber: 6, airline: { name: 'Air France', iataCode: 'af' } },
    });
    expect(r.underName.map((p) => p.name)).toEqual(['Marie Dupont', 'Paul Dupont']);
    expect(r.provider?.name).toBe('Air France');
    expect(r.reservationNumber).toBe('424242');
    expect(r.reservationStatus).toBe('ReservationCancelled');
    expect(r.reservedTicket.ticketedSeat.seatNumber).toBe('23A');
    expect([r.reservationFor.airline?.iataCode, r.reservationFor.flightNumber]).toEqual(['AF', '6']);
  });

  it('gives one reservation per leg of a reservationFor list and per sub-reservation of a package', () => {
    const legs = normaliseReservations([
      { '@type': 'TrainReservation', reservationNumber: 'Q7', reservationFor: [{ trainNumber: '1' }, { trainNumber: '2' }] },
    ]);
    expect(legs.map((r) => (r as ReservationOf<'TrainReservation'>).reservationFor.trainNumber)).toEqual(['1', '2']);
    const pack = normaliseReservations([
      {
        '@type': 'ReservationPackage',
        reservationNumber: 'PK1',
        subReservation: [{ '@type': 'FlightReservation' }, { '@type': 'LodgingReservation', reservationNumber: 'H9' }],
      },
    ]);
    expect(pack.map((r) => r.reservationNumber)).toEqual(['PK1', 'H9']);
  });

  it('gives schema-valid reservations of every type', () => {
    const all = normaliseReservations(RESERVATION_TYPES.map((t) => ({ '@type': t })));
    expect(all.map((r) => r['@type'])).toEqual(RESERVATION_TYPES);
    for (const r of all) expect(reservationSchema.safeParse(r).success).toBe(true);
  });
});

describe('canonicalDateTime', () => {
  it('keeps the wall-clock time as written and writes the offset as +hh:mm', () => {
    expect(canonicalDateTime('2026-12-03T10:05:00+01:00')).toBe('2026-12-03T10:05:00+01:00');
    expect(canonicalDateTime('2026-12-03 10:05+0100')).toBe('2026-12-03T10:05:00+01:00');
    expect(canonicalDateTime('2026-06-20T06:30:00.000Z')).toBe('2026-06-20T06:30:00+00:00');
    expect(canonicalDateTime('2026-07-01T09:00')).toBe('2026-07-01T09:00:00');
    expect(canonicalDateTime('2026-12-11')).toBe('2026-12-11');
  });

  it('answers empty for what is not a date', () => {
    expect(canonicalDateTime('3 Dec 2026')).toBe('');
    expect(canonicalDateTime('2026-02-30T10:00')).toBe('');
    expect(canonicalDateTime('2026-12-03T10:05+19:00')).toBe('');
    expect(canonicalDateTime({ date: '2026-12-03' })).toBe('');
  });
});
