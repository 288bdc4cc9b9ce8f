import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readICalendarEvents } from './icalendar-events.js';
import { confirmationNumberIn, icalendarToSchemaOrg, icsEventToSchemaOrg } from './icalendar-schema-org.js';
import { icsText, parseICalendar } from './icalendar.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url), 'utf8');
const nodes = (name: string) => {
  const r = icalendarToSchemaOrg(fixture(name));
  if (!r.ok) throw new Error(r.error.detail);
  return r.value;
};

describe('parseICalendar', () => {
  it('unfolds CRLF and LF lines, reads quoted parameters and nests components', () => {
    const r = parseICalendar(
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;TZID="W. Europe: Time";VALUE=DATE-TIME:2026\r\n 1203T101500\nSUMMARY:a\n\tb\nEND:VEVENT\r\nEND:VCALENDAR',
    );
    expect(r).toEqual({
      ok: true,
      value: [
        {
          name: 'VCALENDAR',
          properties: [],
          components: [
            {
              name: 'VEVENT',
              properties: [
                { name: 'DTSTART', params: { TZID: 'W. Europe: Time', VALUE: 'DATE-TIME' }, value: '20261203T101500' },
                { name: 'SUMMARY', params: {}, value: 'ab' },
              ],
              components: [],
            },
          ],
        },
      ],
    });
  });
  it.each([
    ['BEGIN:VEVENT\nEND:VEVENT', 'no-calendar'],
    ['BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VCALENDAR', 'unbalanced'],
    ['BEGIN:VCALENDAR\nBEGIN:VEVENT', 'unbalanced'],
    ['BEGIN:VCALENDAR\nthis is not a content line\nEND:VCALENDAR', 'bad-line'],
    ['<html>not a calendar</html>', 'bad-line'],
  ])('refuses %j (%s)', (text, reason) => {
    const r = parseICalendar(text);
    expect(r.ok || r.error.reason).toBe(reason);
  });
  it('undoes text escapes', () => {
    expect(icsText('Gate B\\, Terminal 2\\nSeat 14A\\; row\\\\ 3\\N')).toBe('Gate B, Terminal 2\nSeat 14A; row\\ 3\n');
  });
});

describe('readICalendarEvents', () => {
  it('keeps each time in its zone: TZID, Windows names, path TZIDs, UTC and DURATION', () => {
    const de = readICalendarEvents(fixture('ics-airline-de.ics'));
    expect(de.ok && de.value.map((e) => [e.start, e.end])).toEqual([
      [{ value: '2026-12-03T10:15:00', zone: 'Europe/Berlin' }, { value: '2026-12-03T19:05:00Z' }],
      [
        { value: '2026-12-10T17:45:00', zone: 'America/New_York' },
        { value: '2026-12-11T01:10:00', zone: 'America/New_York' },
      ],
    ]);
    const fr = readICalendarEvents(fixture('ics-rail-fr.ics'));
    expect(fr.ok && fr.value[0]?.start).toEqual({ value: '2026-05-17T07:46:00', zone: 'Europe/Paris' });
  });
  it('reads all-day dates and unescaped, unfolded texts', () => {
    const r = readICalendarEvents(fixture('ics-event-en.ics'));
    expect(r.ok && r.value[0]).toEqual({
      uid: 'order-99120@tickets.example',
      summary: 'Montreux Jazz Festival – 3-day pass',
      location: 'Montreux Music & Convention Centre',
      description: 'Order confirmation number: MJF-99120\nShow this e-mail at the entrance.',
      start: { value: '2026-07-10' },
      end: { value: '2026-07-13' },
    });
  });
  it('uses the VTIMEZONE location for an unknown TZID and keeps an unknown name as written', () => {
    const text = (tzid: string, extra: string) => `BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;TZID=${tzid}:20260101T090000\nEND:VEVENT\n${extra}END:VCALENDAR`;
    const zone = (t: string) => {
      const r = readICalendarEvents(t);
      return r.ok ? r.value[0]?.start?.zone : 'error';
    };
    expect(zone(text('Custom', 'BEGIN:VTIMEZONE\nTZID:Custom\nX-LIC-LOCATION:Asia/Tokyo\nEND:VTIMEZONE\n'))).toBe('Asia/Tokyo');
    expect(zone(text('Mars Standard Time', ''))).toBe('Mars Standard Time');
  });
});

describe('icalendarToSchemaOrg', () => {
  it('an English airline ICS gives a flight with both local times and zones', () => {
    expect(nodes('ics-airline-en.ics')).toEqual([
      {
        '@type': 'FlightReservation',
        reservationNumber: 'X2Y3Z4',
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '1234',
          airline: { '@type': 'Airline', iataCode: 'AF' },
          departureAirport: { '@type': 'Airport', iataCode: 'CDG' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
          departureTime: '2026-12-03T10:05:00',
          departureTimeZone: 'Europe/Paris',
          arrivalTime: '2026-12-03T12:40:00',
          arrivalTimeZone: 'America/New_York',
        },
      },
    ]);
  });
  it('a German Outlook ICS gives two flights, one arrival in UTC', () => {
    const [out, back] = nodes('ics-airline-de.ics');
    expect(out).toMatchObject({
      reservationNumber: 'LH7K2M',
      reservationFor: { flightNumber: '400', departureTimeZone: 'Europe/Berlin', arrivalTime: '2026-12-03T19:05:00Z' },
    });
    expect(out?.['reservationFor']).not.toHaveProperty('arrivalTimeZone');
    expect(back).toMatchObject({
      reservationNumber: 'LH7K2M',
      reservationFor: { flightNumber: '401', departureAirport: { iataCode: 'JFK' }, arrivalAirport: { iataCode: 'FRA' }, arrivalTime: '2026-12-11T01:10:00' },
    });
  });
  it('a French rail ICS gives a train trip with its stations and number', () => {
    expect(nodes('ics-rail-fr.ics')).toEqual([
      {
        '@type': 'TrainReservation',
        reservationNumber: 'QPLM4X',
        reservationFor: {
          '@type': 'TrainTrip',
          trainNumber: '6611',
          departureStation: { '@type': 'TrainStation', name: 'Paris Gare de Lyon' },
          arrivalStation: { '@type': 'TrainStation', name: 'Marseille Saint-Charles' },
          departureTime: '2026-05-17T07:46:00',
          departureTimeZone: 'Europe/Paris',
          arrivalTime: '2026-05-17T10:53:00',
          arrivalTimeZone: 'Europe/Paris',
        },
      },
    ]);
  });
  it('a Spanish restaurant ICS gives a table for four', () => {
    expect(nodes('ics-restaurant-es.ics')).toEqual([
      {
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: 'BOT-48213',
        startTime: '2026-03-20T21:30:00',
        startTimeZone: 'Europe/Madrid',
        endTime: '2026-03-20T23:30:00',
        endTimeZone: 'Europe/Madrid',
        partySize: 4,
        reservationFor: { '@type': 'FoodEstablishment', name: 'Sobrino de Botín', address: 'Sobrino de Botín, Calle de Cuchilleros 17, 28005 Madrid, España' },
      },
    ]);
  });
  it('anything else is an event reservation', () => {
    const [festival, concert] = nodes('ics-event-en.ics');
    expect(festival).toEqual({
      '@type': 'EventReservation',
      reservationNumber: 'MJF-99120',
      reservationFor: {
        '@type': 'Event',
        name: 'Montreux Jazz Festival – 3-day pass',
        startDate: '2026-07-10',
        endDate: '2026-07-13',
        location: { '@type': 'Place', name: 'Montreux Music & Convention Centre', address: 'Montreux Music & Convention Centre' },
      },
    });
    expect(concert).toMatchObject({ reservationFor: { startDate: '2026-07-11T19:00:00Z' } });
    expect(concert).not.toHaveProperty('reservationNumber');
  });
  it('an avenue is not a train and a flight needs two airports', () => {
    expect(icsEventToSchemaOrg({ summary: 'Dinner at 5th Ave', location: 'Ave Bistro' })['@type']).toBe('FoodEstablishmentReservation');
    expect(icsEventToSchemaOrg({ summary: 'Concert on Madison Ave' })['@type']).toBe('EventReservation');
    expect(icsEventToSchemaOrg({ summary: 'Meeting about AF 1234' })['@type']).toBe('EventReservation');
    expect(icsEventToSchemaOrg({ summary: 'ICE 599 Berlin Hbf → München Hbf' })).toMatchObject({
      '@type': 'TrainReservation',
      reservationFor: { trainNumber: '599', departureStation: { name: 'Berlin Hbf' } },
    });
  });
});

describe('confirmationNumberIn', () => {
  it.each([
    ['Booking reference: X2Y3Z4', 'X2Y3Z4'],
    ['Confirmation # 88412', '88412'],
    ['Buchungsnummer LH7K2M', 'LH7K2M'],
    ['Référence de réservation : QPLM4X', 'QPLM4X'],
    ['Localizador: BOT-48213', 'BOT-48213'],
    ['予約番号：JX4412', 'JX4412'],
    ['Your confirmation is attached. Booking reference: KQ77PA', 'KQ77PA'],
    ['Thanks for your booking', undefined],
  ])('%j → %s', (text, expected) => {
    expect(confirmationNumberIn(text)).toBe(expected);
  });
});
