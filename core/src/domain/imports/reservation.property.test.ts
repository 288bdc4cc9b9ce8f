import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reservationSchema } from './reservation.js';
import { RESERVATION_TYPES } from './reservation-types.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { SchemaOrgNode } from './schema-org-node.js';

// Loose nodes as senders write them: prefixes, text or objects, numbers, lists, odd dates.
const prefix = fc.constantFrom('', 'http://schema.org/', 'https://schema.org/', 'schema:');
const loose: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.constantFrom('CDG', 'AF1234', '2026-12-03T10:05:00+01:00', '2026-12-03 10:05', '2026-12-03', 'Paris Charles de Gaulle (CDG)', 'Confirmed'),
    fc.array(tie('value'), { maxLength: 2 }),
    fc.dictionary(
      fc.constantFrom(
        'name',
        'iataCode',
        'flightNumber',
        'departureAirport',
        'arrivalTime',
        'address',
        'addressLocality',
        'geo',
        'latitude',
        'givenName',
        'ticketedSeat',
        'seatNumber',
        'provider',
        'location',
        'startDate',
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;
const node: fc.Arbitrary<SchemaOrgNode> = fc
  .record({
    type: fc.constantFrom(...RESERVATION_TYPES, 'ReservationPackage', 'Thing'),
    prefix,
    fields: fc.dictionary(
      fc.constantFrom(
        'reservationNumber',
        'underName',
        'reservationFor',
        'provider',
        'checkinTime',
        'pickupLocation',
        'pickupTime',
        'reservedTicket',
        'totalPrice',
        'subReservation',
        'airplaneSeat',
      ),
      loose,
      { maxKeys: 5 },
    ),
  })
  .map(({ type, prefix, fields }) => ({ ...fields, '@type': `${prefix}${type}` }));

describe('normaliseReservations: properties', () => {
  it('never throws and always answers schema-valid reservations', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (nodes) => {
        for (const r of normaliseReservations(nodes)) expect(reservationSchema.safeParse(r).success).toBe(true);
      }),
    );
  });

  it('is idempotent: a normalised reservation normalises to itself', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (nodes) => {
        const once = normaliseReservations(nodes);
        expect(normaliseReservations(once)).toEqual(once);
      }),
    );
  });

  it('is order-stable: each node gives the same reservations wherever it stands', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (nodes) => {
        expect(normaliseReservations(nodes)).toEqual(nodes.flatMap((n) => normaliseReservations([n])));
        expect(normaliseReservations([...nodes].reverse())).toEqual([...nodes].reverse().flatMap((n) => normaliseReservations([n])));
      }),
    );
  });
});
