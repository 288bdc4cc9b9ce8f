import type { Bcbp, BcbpLeg } from './bcbp.js';
import type { SchemaOrgNode } from './schema-org-node.js';

/**
 * How many days before the `near` date a boarding pass's flight may still be: a pass forwarded
 * or uploaded up to a week after its flight keeps that flight's year.
 *
 * @example
 * BCBP_DATE_TOLERANCE_DAYS // 7
 */
export const BCBP_DATE_TOLERANCE_DAYS = 7;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC midnight of day `day` of `year`, or undefined when the year has no such day (366 in a common year). */
function dayOf(year: number, day: number): number | undefined {
  const ms = Date.UTC(year, 0, day);
  return new Date(ms).getUTCFullYear() === year ? ms : undefined;
}

function firstOnOrAfter(day: number, fromMs: number): string | undefined {
  const year = new Date(fromMs).getUTCFullYear();
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const ms = dayOf(y, day);
    if (ms !== undefined && ms >= fromMs) return iso(ms);
  }
  return undefined;
}

function issueDate(dateOfIssue: string | undefined, nearMs: number): number | undefined {
  if (!dateOfIssue || !/^\d{4}$/.test(dateOfIssue)) return undefined;
  const nearYear = new Date(nearMs).getUTCFullYear();
  const digit = Number(dateOfIssue[0]);
  const year = [nearYear - 5, nearYear - 4, nearYear - 3, nearYear - 2, nearYear - 1, nearYear, nearYear + 1, nearYear + 2, nearYear + 3, nearYear + 4].find(
    (y) => y % 10 === digit,
  );
  return year === undefined ? undefined : dayOf(year, Number(dateOfIssue.slice(1)));
}

/**
 * The calendar date (yyyy-MM-dd, local to the departure airport) of a BCBP leg, whose Julian date
 * has no year. The rule: when the pass carries its date of issue (last digit of the year + day),
 * the issue year is the one ending in that digit nearest to `near`, and the flight is the first
 * date with the leg's day of year on or after the issue date. Otherwise the flight is the first
 * such date on or after `near` minus {@link BCBP_DATE_TOLERANCE_DAYS} days. `near` is the date the
 * message was received (yyyy-MM-dd). Undefined when `near` is not a date or the day cannot be found.
 *
 * @example
 * bcbpFlightDate(326, '2026-11-20')          // '2026-11-22'
 * bcbpFlightDate(3, '2026-12-30')            // '2027-01-03' (early January after a December message)
 * bcbpFlightDate(360, '2027-01-02')          // '2026-12-26' (a week back at most)
 * bcbpFlightDate(227, '2030-01-10', '6225')  // '2026-08-15' (issued 13 Aug 2026)
 */
export function bcbpFlightDate(dayOfYear: number, near: string, dateOfIssue?: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(near);
  if (!m || !Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > 366) return undefined;
  const nearMs = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const issued = issueDate(dateOfIssue, nearMs);
  return firstOnOrAfter(dayOfYear, issued ?? nearMs - BCBP_DATE_TOLERANCE_DAYS * DAY);
}

function person(pass: Bcbp): SchemaOrgNode {
  const name = pass.givenName ? `${pass.givenName} ${pass.surname}` : pass.surname;
  return { '@type': 'Person', name, familyName: pass.surname, ...(pass.givenName ? { givenName: pass.givenName } : {}) };
}

function extras(leg: BcbpLeg): Record<string, unknown> {
  const c = leg.conditional ?? {};
  const ticket = c.airlineNumericCode && c.documentSerialNumber ? `${c.airlineNumericCode}${c.documentSerialNumber}` : undefined;
  const program = c.frequentFlyerNumber
    ? {
        '@type': 'ProgramMembership',
        membershipNumber: c.frequentFlyerNumber,
        ...(c.frequentFlyerAirline ? { hostingOrganization: { '@type': 'Airline', iataCode: c.frequentFlyerAirline } } : {}),
      }
    : undefined;
  return {
    ...(leg.seat ? { airplaneSeat: leg.seat } : {}),
    ...(leg.checkInSequence ? { passengerSequenceNumber: leg.checkInSequence } : {}),
    ...(ticket ? { ticketNumber: ticket } : {}),
    ...(program ? { programMembershipUsed: program } : {}),
    ...(c.fastTrack === 'Y' ? { securityScreening: 'Fast Track' } : {}),
  };
}

/**
 * One schema.org FlightReservation per leg of a parsed boarding pass: reservationNumber (the
 * leg's PNR), underName, reservationFor (a Flight with flightNumber, airline iataCode,
 * departure/arrival Airport iataCode and departureTime as a local date only, yyyy-MM-dd, chosen
 * by {@link bcbpFlightDate} from `near`), airplaneSeat, passengerSequenceNumber and, from the
 * conditional section, ticketNumber, programMembershipUsed and securityScreening (fast track).
 * BCBP has no boarding group, so none is given; a leg whose date cannot be placed has no departureTime.
 *
 * @example
 * bcbpToFlightReservations(pass, '2026-11-20')[0] // pass: the parsed 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100'
 * // { '@type': 'FlightReservation', reservationNumber: 'ABC123', airplaneSeat: '1A', reservationFor: { '@type': 'Flight',
 * //   flightNumber: '834', airline: { '@type': 'Airline', iataCode: 'AC' }, departureTime: '2026-11-22', ... }, ... }
 */
export function bcbpToFlightReservations(pass: Bcbp, near: string): SchemaOrgNode[] {
  return pass.legs.map((leg) => {
    const date = bcbpFlightDate(leg.dayOfYear, near, pass.unique?.dateOfIssue);
    const flight: SchemaOrgNode = {
      '@type': 'Flight',
      flightNumber: leg.flightNumber,
      airline: { '@type': 'Airline', iataCode: leg.operatingCarrier },
      departureAirport: { '@type': 'Airport', iataCode: leg.from },
      arrivalAirport: { '@type': 'Airport', iataCode: leg.to },
      ...(date ? { departureTime: date } : {}),
    };
    return { '@type': 'FlightReservation', reservationNumber: leg.pnr, underName: person(pass), reservationFor: flight, ...extras(leg) };
  });
}
