import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pkpassToSchemaOrg } from './pkpass.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url), 'utf8'));
const nodes = (json: unknown, near = '2026-01-15') => {
  const r = pkpassToSchemaOrg(json, near);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('pkpassToSchemaOrg', () => {
  it('an airline pass with a BCBP barcode gives the BCBP flight, completed from the fields', () => {
    expect(nodes(fixture('pkpass-airline-bcbp.json'))).toEqual([
      {
        '@type': 'FlightReservation',
        reservationNumber: 'ABC123',
        underName: { '@type': 'Person', name: 'LUC DESMARAIS', familyName: 'DESMARAIS', givenName: 'LUC' },
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '834',
          airline: { '@type': 'Airline', iataCode: 'AC' },
          departureAirport: { '@type': 'Airport', iataCode: 'YUL' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'FRA' },
          departureTime: '2026-11-22T18:20:00-05:00',
          departureGate: 'A52',
        },
        airplaneSeat: '1A',
        passengerSequenceNumber: '25',
        boardingGroup: '2',
        boardingTime: '2026-11-22T17:35:00-05:00',
      },
    ]);
  });

  it('a train pass gives a train trip with stations, times with their offsets, coach and seat', () => {
    expect(nodes(fixture('pkpass-train-eurostar.json'))).toEqual([
      {
        '@type': 'TrainReservation',
        reservationNumber: 'ESX4KP',
        underName: { '@type': 'Person', name: 'Emma Clarke' },
        reservationFor: {
          '@type': 'TrainTrip',
          trainNumber: '9014',
          departureStation: { '@type': 'TrainStation', name: 'London St Pancras Intl' },
          arrivalStation: { '@type': 'TrainStation', name: 'Paris Gare du Nord' },
          departureTime: '2026-06-05T08:01:00+01:00',
          arrivalTime: '2026-06-05T11:20:00+02:00',
          provider: { '@type': 'Organization', name: 'Eurostar' },
        },
        reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '61', seatSection: '12' } },
      },
    ]);
  });

  it('an event ticket gives an event reservation with venue, place and seat', () => {
    expect(nodes(fixture('pkpass-event-concert-es.json'))).toEqual([
      {
        '@type': 'EventReservation',
        reservationNumber: 'TM-5521-8890',
        underName: { '@type': 'Person', name: 'Lucía Gómez' },
        reservationFor: {
          '@type': 'Event',
          name: 'Rosalía – Motomami World Tour',
          startDate: '2026-07-18T21:00:00+02:00',
          location: { '@type': 'Place', name: 'WiZink Center, Madrid', geo: { '@type': 'GeoCoordinates', latitude: 40.4243, longitude: -3.6717 } },
        },
        reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: 'Pista B', seatRow: '12', seatNumber: '7' } },
      },
    ]);
  });

  it('a boarding pass without a BCBP is read from its fields and semantic tags', () => {
    const pass = {
      organizationName: '日本航空',
      relevantDate: '2026-04-28T08:00+09:00',
      barcode: { format: 'PKBarcodeFormatQR', message: 'JL-not-a-bcbp' },
      semantics: { departureAirportCode: 'HND', destinationAirportCode: 'CTS' },
      boardingPass: {
        transitType: 'PKTransitTypeAir',
        primaryFields: [{ key: 'from', label: '出発', value: 'Tokyo' }],
        auxiliaryFields: [
          { key: 'flightNumber', label: '便名', value: 'JL503' },
          { key: 'seat', label: '座席', value: '23K' },
          { key: 'gate', value: 12 },
        ],
        unknownThing: true,
      },
    };
    expect(nodes(pass)).toEqual([
      {
        '@type': 'FlightReservation',
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '503',
          airline: { '@type': 'Airline', iataCode: 'JL' },
          departureAirport: { '@type': 'Airport', iataCode: 'HND' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'CTS' },
          departureTime: '2026-04-28T08:00:00+09:00',
          departureGate: '12',
          provider: { '@type': 'Organization', name: '日本航空' },
        },
        airplaneSeat: '23K',
      },
    ]);
  });

  it('a bus and a boat pass give their own types', () => {
    const fields = {
      primaryFields: [
        { key: 'origin', value: 'Algeciras' },
        { key: 'destination', value: 'Tanger Med' },
      ],
    };
    expect(nodes({ boardingPass: { transitType: 'PKTransitTypeBoat', ...fields } })[0]).toMatchObject({
      '@type': 'BoatReservation',
      reservationFor: { '@type': 'BoatTrip', departureBoatTerminal: { name: 'Algeciras' }, arrivalBoatTerminal: { name: 'Tanger Med' } },
    });
    expect(nodes({ boardingPass: { transitType: 'PKTransitTypeBus', ...fields } })[0]).toMatchObject({
      '@type': 'BusReservation',
      reservationFor: { '@type': 'BusTrip', departureBusStop: { name: 'Algeciras' } },
    });
  });

  it('dates a BCBP from near when the pass has no date', () => {
    const pass = {
      boardingPass: { transitType: 'PKTransitTypeAir' },
      barcodes: [{ format: 'PKBarcodeFormatAztec', message: 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100' }],
    };
    expect(nodes(pass, '2027-11-01')[0]).toMatchObject({ reservationFor: { departureTime: '2027-11-22' } });
  });

  it.each([
    [null, 'invalid-pass'],
    [{ boardingPass: { primaryFields: 'nope' } }, 'invalid-pass'],
    [{ storeCard: { primaryFields: [] } }, 'not-a-reservation'],
  ])('refuses %j (%s)', (json, reason) => {
    const r = pkpassToSchemaOrg(json, '2026-01-01');
    expect(r.ok || r.error.reason).toBe(reason);
  });
});
