import { ok, type Result } from '../result.js';
import type { IcsError } from './icalendar.js';
import { type IcsDateValue, type IcsEvent, readICalendarEvents } from './icalendar-events.js';
import type { SchemaOrgNode } from './schema-org-node.js';

const FLIGHT = /\b([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})\b/;
const ROUTE = /\(?\b([A-Z]{3})\)?\s*(?:→|->|–|—|-|>|\bto\b|\bnach\b|\bà\b|\ba\b)\s*\(?([A-Z]{3})\b\)?/;
/** Train words as they are written (case matters: 'AVE' is a train, 'Ave' an avenue). */
const TRAIN_WORDS =
  '[Tt]rain|TRAIN|[Tt]ren|Zug|Bahn|OUIGO|Ouigo|INOUI|inOui|Intercit[ée]s|Eurostar|Thalys|Renfe|RENFE|SNCF|Frecciarossa|Railjet|Shinkansen|TGV|ICE|IC|EC|TER|AVE|Alvia|RJ';
const TRAIN = new RegExp(`\\b(?:${TRAIN_WORDS})\\b|新幹線|列車`);
const TRAIN_NUMBER = new RegExp(`\\b(?:${TRAIN_WORDS})\\s*(?:n°|nº|no\\.?|#)?\\s*(\\d{2,5})\\b`);
const TRAIN_PREFIX = new RegExp(`^(?:(?:(?:${TRAIN_WORDS})(?![A-Za-zÀ-ÿ])|n°|nº|no\\.|\\d+|[:·|])\\s*)+`);
const PARTY = /(\d{1,2})\s*(?:personas|persons|people|guests|personnes|couverts|Personen|Gäste|comensales|pax|名|人)/i;
const FOOD = /\b(restaurant|restaurante|table|mesa|Tisch|dinner|cena|comida|almuerzo|brunch|déjeuner|dîner|OpenTable|TheFork|ElTenedor)\b/i;
const STATIONS = /^(.+?)\s*(?:→|->|–|—| - | > )\s*(.+?)$/;
const CONFIRMATION = [
  'confirmation number',
  'confirmation',
  'booking reference',
  'booking code',
  'booking number',
  'reservation number',
  'record locator',
  'pnr',
  'buchungsnummer',
  'buchungscode',
  'bestätigungsnummer',
  'reservierungsnummer',
  'auftragsnummer',
  'référence de réservation',
  'référence',
  'numéro de réservation',
  'numéro de dossier',
  'code de réservation',
  'localizador',
  'número de reserva',
  'número de confirmación',
  'código de reserva',
  'código de confirmación',
  '予約番号',
  '確認番号',
];

/**
 * The booking reference a confirmation text gives after a label in English, German, French,
 * Spanish or Japanese ('Booking reference: X2Y3Z4', 'Buchungsnummer X2Y3Z4', 'Localizador: 4KD9PQ'):
 * five or more capitals, digits or dashes.
 *
 * @example
 * confirmationNumberIn('Your booking reference: QX7RTA. Thank you.') // 'QX7RTA'
 * confirmationNumberIn('See you soon')                                // undefined
 */
export function confirmationNumberIn(text: string | undefined): string | undefined {
  const lower = (text ?? '').toLowerCase();
  for (const label of CONFIRMATION) {
    let at = lower.indexOf(label);
    while (at >= 0 && text) {
      const m = /^\s*(?:number|no\.?|nr\.?|code|#)?\s*[:#：]?\s*([A-Z0-9][A-Z0-9-]{4,})(?![A-Za-z0-9])/.exec(text.slice(at + label.length));
      if (m?.[1] && /[A-Z0-9]{5}/.test(m[1])) return m[1];
      at = lower.indexOf(label, at + 1);
    }
  }
  return undefined;
}

/** `prop` with the date value, plus `propZone` with its zone when the file had a TZID. */
function when(prop: string, v: IcsDateValue | undefined): Record<string, string> {
  if (!v) return {};
  return v.zone ? { [prop]: v.value, [`${prop}Zone`]: v.zone } : { [prop]: v.value };
}

const booking = (e: IcsEvent) => {
  const n = confirmationNumberIn(e.description) ?? confirmationNumberIn(e.summary);
  return n ? { reservationNumber: n } : {};
};

function flight(e: IcsEvent): SchemaOrgNode | undefined {
  for (const text of [e.summary, e.description]) {
    const number = text ? FLIGHT.exec(text) : null;
    const route = text ? ROUTE.exec(text) : null;
    if (!number || !route || !/[A-Z]/.test(number[1] ?? '')) continue;
    const reservationFor: SchemaOrgNode = {
      '@type': 'Flight',
      flightNumber: number[2],
      airline: { '@type': 'Airline', iataCode: number[1] },
      departureAirport: { '@type': 'Airport', iataCode: route[1] },
      arrivalAirport: { '@type': 'Airport', iataCode: route[2] },
      ...when('departureTime', e.start),
      ...when('arrivalTime', e.end),
    };
    return { '@type': 'FlightReservation', ...booking(e), reservationFor };
  }
  return undefined;
}

function train(e: IcsEvent): SchemaOrgNode | undefined {
  const summary = e.summary ?? '';
  if (!TRAIN.test(summary) && !TRAIN_NUMBER.test(e.description ?? '')) return undefined;
  const stations = STATIONS.exec(summary);
  const trainNumber = TRAIN_NUMBER.exec(`${summary} ${e.description ?? ''}`)?.[1];
  const station = (name: string | undefined) => (name ? { '@type': 'TrainStation', name } : undefined);
  const from = station(stations?.[1]?.replace(TRAIN_PREFIX, '').trim()) ?? station(e.location);
  const to = station(stations?.[2]);
  const reservationFor: SchemaOrgNode = {
    '@type': 'TrainTrip',
    ...(trainNumber ? { trainNumber } : {}),
    ...(from ? { departureStation: from } : {}),
    ...(to ? { arrivalStation: to } : {}),
    ...when('departureTime', e.start),
    ...when('arrivalTime', e.end),
  };
  return { '@type': 'TrainReservation', ...booking(e), reservationFor };
}

function placed(type: string, name: string | undefined, location: string | undefined): SchemaOrgNode {
  return { '@type': type, ...(name ? { name } : {}), ...(location ? { address: location } : {}) };
}

function fallback(e: IcsEvent): SchemaOrgNode {
  if (FOOD.test(`${e.summary ?? ''} ${e.description ?? ''}`)) {
    const name = e.location?.split(/,|\n/)[0]?.trim() ?? e.summary;
    const party = PARTY.exec(`${e.summary ?? ''} ${e.description ?? ''}`)?.[1];
    return {
      '@type': 'FoodEstablishmentReservation',
      ...booking(e),
      ...when('startTime', e.start),
      ...when('endTime', e.end),
      ...(party ? { partySize: Number(party) } : {}),
      reservationFor: placed('FoodEstablishment', name, e.location),
    };
  }
  const event: SchemaOrgNode = {
    '@type': 'Event',
    ...(e.summary ? { name: e.summary } : {}),
    ...when('startDate', e.start),
    ...when('endDate', e.end),
    ...(e.location ? { location: placed('Place', e.location, e.location) } : {}),
  };
  return { '@type': 'EventReservation', ...booking(e), reservationFor: event };
}

/**
 * The schema.org reservation a VEVENT describes. A SUMMARY (or DESCRIPTION) with a flight number
 * and two airport codes ('Flight AF 1234 CDG → JFK', 'LH400 FRA-JFK') is a FlightReservation
 * (DTSTART = departureTime, DTEND = arrivalTime); one naming a train (TGV, ICE, Zug, tren...) is a
 * TrainReservation (stations from 'A → B'); one about a table is a FoodEstablishmentReservation
 * (startTime/endTime); anything else an EventReservation (name = SUMMARY, startDate/endDate,
 * location = LOCATION). reservationNumber is the confirmation number found in DESCRIPTION.
 *
 * Time convention: a date-time property holds ISO text without offset ('2026-12-03T10:05:00',
 * the wall-clock time where it happens) and, when the file gave a TZID, a sibling property named
 * `<property>Zone` holds the zone ('departureTimeZone': 'Europe/Paris'). A UTC time ends in 'Z'
 * and has no zone property; a floating time has neither; an all-day date is 'yyyy-MM-dd'.
 *
 * @example
 * icsEventToSchemaOrg({ summary: 'LH400 FRA-JFK', start: { value: '2026-12-03T10:05:00', zone: 'Europe/Berlin' } })
 * // { '@type': 'FlightReservation', reservationFor: { '@type': 'Flight', flightNumber: '400', airline: { iataCode: 'LH' ... },
 * //   departureTime: '2026-12-03T10:05:00', departureTimeZone: 'Europe/Berlin', ... } }
 */
export function icsEventToSchemaOrg(e: IcsEvent): SchemaOrgNode {
  return flight(e) ?? train(e) ?? fallback(e);
}

/**
 * Reads an iCalendar text and maps each VEVENT with {@link icsEventToSchemaOrg}.
 *
 * @example
 * icalendarToSchemaOrg(icsText).ok // true, with one node per VEVENT
 */
export function icalendarToSchemaOrg(text: string): Result<SchemaOrgNode[], IcsError> {
  const events = readICalendarEvents(text);
  return events.ok ? ok(events.value.map(icsEventToSchemaOrg)) : events;
}
