import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeBcbp } from './bcbp-encode.js';
import { bcbpFlightDate, bcbpToFlightReservations } from './bcbp-schema-org.js';
import { parseBcbp } from './bcbp.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url), 'utf8');
const parsed = (s: string) => {
  const r = parseBcbp(s);
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('parseBcbp', () => {
  it('reads the IATA single-leg example without conditional data', () => {
    const pass = parsed(fixture('bcbp-iata-single-leg.txt'));
    expect(pass).toEqual({
      passengerName: 'DESMARAIS/LUC',
      surname: 'DESMARAIS',
      givenName: 'LUC',
      electronicTicket: true,
      legs: [
        {
          pnr: 'ABC123',
          from: 'YUL',
          to: 'FRA',
          operatingCarrier: 'AC',
          flightNumber: '834',
          dayOfYear: 326,
          compartment: 'J',
          seat: '1A',
          checkInSequence: '25',
          passengerStatus: '1',
          airlineUse: '',
        },
      ],
    });
  });

  it('reads the IATA two-leg example with its conditional items and opaque security data', () => {
    const pass = parsed(fixture('bcbp-iata-two-legs-security.txt'));
    expect(pass.version).toBe('6');
    expect(pass.unique).toEqual({
      passengerDescription: '1',
      sourceOfCheckIn: 'W',
      sourceOfBoardingPassIssuance: 'W',
      dateOfIssue: '6225',
      documentType: 'B',
      issuerDesignator: 'AC',
      baggageTagNumbers: '0014123456003',
    });
    expect(pass.legs.map((l) => [l.pnr, l.from, l.to, l.operatingCarrier, l.flightNumber, l.dayOfYear, l.seat, l.airlineUse])).toEqual([
      ['ABC123', 'YUL', 'FRA', 'AC', '834', 226, '1A', 'LX58Z'],
      ['DEF456', 'FRA', 'GVA', 'LH', '3664', 227, '12C', 'WQ'],
    ]);
    expect(pass.legs[0]?.conditional).toEqual({
      airlineNumericCode: '014',
      documentSerialNumber: '1234567890',
      selecteeIndicator: '',
      internationalDocumentationVerification: '1',
      marketingCarrier: 'AC',
      frequentFlyerAirline: 'AC',
      frequentFlyerNumber: '1234567890123',
      idAdIndicator: '',
      freeBaggageAllowance: '20K',
      fastTrack: 'Y',
    });
    expect(pass.legs[1]?.conditional?.freeBaggageAllowance).toBe('2PC');
    expect(pass.legs[1]?.conditional?.fastTrack).toBe('N');
    expect(pass.security?.type).toBe('1');
    expect(pass.security?.data).toHaveLength(0x64);
  });

  it('reads a Japanese carrier pass with a frequent flyer number', () => {
    const pass = parsed(fixture('bcbp-jal-hnd-cts.txt'));
    expect([pass.surname, pass.givenName]).toEqual(['YAMADA', 'TARO']);
    expect(pass.legs[0]).toMatchObject({ from: 'HND', to: 'CTS', operatingCarrier: 'JL', flightNumber: '503', seat: '23K', checkInSequence: '101' });
    expect(pass.legs[0]?.conditional).toMatchObject({
      airlineNumericCode: '131',
      frequentFlyerNumber: '123456789',
      freeBaggageAllowance: '1PC',
      fastTrack: 'N',
    });
  });

  it('reads three legs, an empty unique section and an empty security section', () => {
    const pass = parsed(fixture('bcbp-lh-three-legs.txt'));
    expect(pass.version).toBe('5');
    expect(pass.unique).toEqual({});
    expect(pass.legs.map((l) => `${l.operatingCarrier}${l.flightNumber} ${l.from}-${l.to} ${l.seat}`)).toEqual([
      'LH181 BER-FRA 12C',
      'LH778 FRA-SIN 7A',
      'SQ221 SIN-SYD 15D',
    ]);
    expect(pass.security).toEqual({ type: '1', data: '' });
    expect(pass.givenName).toBe('ANNA MRS');
  });

  it('keeps a seat that is not a number and letter, and reads a paper ticket', () => {
    const pass = parsed(fixture('bcbp-af-infant-no-seat.txt'));
    expect(pass.electronicTicket).toBe(false);
    expect(pass.legs[0]).toMatchObject({ seat: 'INF', flightNumber: '7700', passengerStatus: '3' });
  });

  it.each([
    ['', 'too-short'],
    ['X1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', 'format-code'],
    ['M5DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', 'leg-count'],
    ['M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', 'too-short'],
    ['M1DESMARAIS/LUC       EABC123 YU1FRAAC 0834 326J001A0025 100', 'bad-item'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 08X4 326J001A0025 100', 'bad-item'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 367J001A0025 100', 'bad-item'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 1ZZ', 'bad-length'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 110>6', 'bad-length'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 106>620AB', 'bad-length'],
    ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100extra', 'trailing-data'],
  ])('refuses %j (%s)', (input, reason) => {
    const r = parseBcbp(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toBe(reason);
  });
});

describe('encodeBcbp', () => {
  it.each(['bcbp-iata-single-leg.txt', 'bcbp-iata-two-legs-security.txt', 'bcbp-jal-hnd-cts.txt', 'bcbp-lh-three-legs.txt', 'bcbp-af-infant-no-seat.txt'])(
    'writes %s back exactly',
    (name) => {
      const text = fixture(name);
      expect(encodeBcbp(parsed(text))).toBe(text);
    },
  );
});

describe('bcbpFlightDate', () => {
  it.each([
    [326, '2026-11-20', undefined, '2026-11-22'],
    [326, '2026-11-27', undefined, '2026-11-22'],
    [326, '2026-11-30', undefined, '2027-11-22'],
    [3, '2026-12-30', undefined, '2027-01-03'],
    [360, '2027-01-02', undefined, '2026-12-26'],
    [366, '2027-03-01', undefined, '2028-12-31'],
    [60, '2028-01-15', undefined, '2028-02-29'],
    [227, '2030-01-10', '6225', '2026-08-15'],
    [10, '2026-12-20', '6360', '2027-01-10'],
  ])('day %i near %s (issued %s) is %s', (day, near, issued, expected) => {
    expect(bcbpFlightDate(day, near, issued)).toBe(expected);
  });
  it('has no date for a bad near date or day', () => {
    expect(bcbpFlightDate(10, '20/12/2026')).toBeUndefined();
    expect(bcbpFlightDate(0, '2026-12-20')).toBeUndefined();
  });
});

describe('bcbpToFlightReservations', () => {
  it('gives one FlightReservation per leg with local dates', () => {
    const nodes = bcbpToFlightReservations(parsed(fixture('bcbp-iata-two-legs-security.txt')), '2026-08-13');
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toEqual({
      '@type': 'FlightReservation',
      reservationNumber: 'ABC123',
      underName: { '@type': 'Person', name: 'LUC DESMARAIS', familyName: 'DESMARAIS', givenName: 'LUC' },
      reservationFor: {
        '@type': 'Flight',
        flightNumber: '834',
        airline: { '@type': 'Airline', iataCode: 'AC' },
        departureAirport: { '@type': 'Airport', iataCode: 'YUL' },
        arrivalAirport: { '@type': 'Airport', iataCode: 'FRA' },
        departureTime: '2026-08-14',
      },
      airplaneSeat: '1A',
      passengerSequenceNumber: '25',
      ticketNumber: '0141234567890',
      programMembershipUsed: { '@type': 'ProgramMembership', membershipNumber: '1234567890123', hostingOrganization: { '@type': 'Airline', iataCode: 'AC' } },
      securityScreening: 'Fast Track',
    });
    expect(nodes[1]).toMatchObject({ reservationNumber: 'DEF456', reservationFor: { flightNumber: '3664', departureTime: '2026-08-15' } });
  });
  it('leaves out the seat when none is assigned', () => {
    const pass = parsed('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J    0025 100');
    expect(bcbpToFlightReservations(pass, '2026-11-20')[0]).not.toHaveProperty('airplaneSeat');
  });
});
