import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { CALENDAR_PRODUCT_ID, EMPTY_TRIP, tripCalendarEvents, type CalendarPlanEvent, type Trip } from '@waybook/core';
import { renderTripCalendar } from './trip-ics.js';

const now = new Date('2026-10-01T12:34:56Z');
const options = { now, calendarName: 'Lyon' };

const trip: Trip = {
  ...EMPTY_TRIP,
  uuid: '0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70',
  displayName: 'Lyon',
  primaryLocation: 'Lyon, France',
  description: 'Festival of Lights',
  relativeUrl: '/trip/0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70',
  startDate: '2026-12-05',
  endDate: '2026-12-08',
};

const timed = (uid: string, date: string, time: string, timeZone: string | null, end: CalendarPlanEvent['end'] = null): CalendarPlanEvent => ({
  uid,
  summary: `Plan ${uid}`,
  start: { date, time, timeZone },
  end,
});

function render(input: { trip?: Trip; timeZone?: string | null; plans?: CalendarPlanEvent[] }, opts = options): string {
  return renderTripCalendar(tripCalendarEvents({ trip: input.trip ?? trip, timeZone: input.timeZone ?? 'Europe/Paris', plans: input.plans ?? [] }), opts);
}

function parse(text: string): ICAL.Component {
  return new ICAL.Component(ICAL.parse(text));
}

function events(text: string): ICAL.Event[] {
  return parse(text)
    .getAllSubcomponents('vevent')
    .map((c) => new ICAL.Event(c));
}

function eventByUid(text: string, uid: string): ICAL.Event {
  const event = events(text).find((e) => e.uid === uid);
  if (event === undefined) throw new Error(`no event ${uid}`);
  return event;
}

const utc = (t: ICAL.Time) => t.convertToZone(ICAL.Timezone.utcTimezone).toString();

describe('trip calendar file (RFC 5545)', () => {
  it('is a VCALENDAR 2.0 with the product id, METHOD:PUBLISH and the calendar name', () => {
    const text = render({});
    const calendar = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(CALENDAR_PRODUCT_ID);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lyon');
  });

  it('writes the trip as one all-day event with DATE values, its DTEND the day after the end date', () => {
    const text = render({});
    const [event, ...others] = events(text);
    expect(others).toHaveLength(0);
    expect(event?.uid).toBe('trip-0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70@waybook');
    expect(event?.summary).toBe('Lyon');
    expect(event?.location).toBe('Lyon, France');
    expect(event?.description).toBe('Festival of Lights\n\n/trip/0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70');
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.endDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe('2026-12-05');
    expect(event?.endDate.toString()).toBe('2026-12-09');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261205\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20261209\r\n');
    // Dates carry no zone, so the trip alone needs no VTIMEZONE.
    expect(parse(text).getAllSubcomponents('vtimezone')).toHaveLength(0);
  });

  it('stamps every event with options.now, in UTC', () => {
    const text = render({ plans: [timed('p1', '2026-12-05', '10:00:00', 'Europe/Paris')] });
    const stamps = parse(text)
      .getAllSubcomponents('vevent')
      .map((v) => String(v.getFirstPropertyValue('dtstamp')));
    expect(stamps).toEqual(['2026-10-01T12:34:56Z', '2026-10-01T12:34:56Z']);
  });

  it('keeps the trip UID across downloads, and gives the same text for the same input', () => {
    const first = render({});
    const later = render({ trip: { ...trip, displayName: 'Lyon again', endDate: '2026-12-10' } }, { now: new Date('2027-01-01T00:00:00Z'), calendarName: 'x' });
    expect(events(first)[0]?.uid).toBe(events(later)[0]?.uid);
    expect(render({})).toBe(first);
  });

  it('writes a timed event in Europe/Paris with TZID and a matching VTIMEZONE that converts to UTC correctly', () => {
    const text = render({
      plans: [
        timed('winter', '2026-12-01', '10:00:00', 'Europe/Paris', { date: '2026-12-01', time: '11:30:00', timeZone: 'Europe/Paris' }),
        timed('summer', '2026-07-01', '10:00:00', 'Europe/Paris'),
      ],
    });
    const zones = parse(text).getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Paris']);
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Paris:20261201T100000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Europe/Paris:20261201T113000\r\n');

    const winter = eventByUid(text, 'plan-winter@waybook');
    expect(winter.startDate.isDate).toBe(false);
    expect(winter.startDate.zone.tzid).toBe('Europe/Paris');
    expect(utc(winter.startDate)).toBe('2026-12-01T09:00:00Z');
    expect(utc(winter.endDate)).toBe('2026-12-01T10:30:00Z');
    // Summer time comes from the VTIMEZONE's DAYLIGHT rule.
    expect(utc(eventByUid(text, 'plan-summer@waybook').startDate)).toBe('2026-07-01T08:00:00Z');
  });

  it('writes one VTIMEZONE per zone used, and converts an end in another zone into the start zone', () => {
    const text = render({
      plans: [
        timed('flight', '2026-12-05', '10:30:00', 'Europe/Paris', { date: '2026-12-05', time: '13:05:00', timeZone: 'America/New_York' }),
        timed('dinner', '2026-12-05', '19:00:00', 'America/New_York'),
        timed('show', '2026-12-06', '20:00:00', 'America/New_York'),
      ],
    });
    const tzids = parse(text)
      .getAllSubcomponents('vtimezone')
      .map((z) => z.getFirstPropertyValue('tzid'))
      .sort();
    expect(tzids).toEqual(['America/New_York', 'Europe/Paris']);
    const flight = eventByUid(text, 'plan-flight@waybook');
    expect(utc(flight.startDate)).toBe('2026-12-05T09:30:00Z');
    expect(utc(flight.endDate)).toBe('2026-12-05T18:05:00Z');
    expect(utc(eventByUid(text, 'plan-dinner@waybook').startDate)).toBe('2026-12-06T00:00:00Z');
  });

  it('keeps the name of a zone the library files under another (a link), with a VTIMEZONE under that name', () => {
    // The TZID is the zone the event names (Europe/Amsterdam stays Europe/Amsterdam).
    const text = render({ plans: [timed('canal', '2026-07-01', '10:00:00', 'Europe/Amsterdam')] });
    expect(
      parse(text)
        .getAllSubcomponents('vtimezone')
        .map((z) => z.getFirstPropertyValue('tzid')),
    ).toEqual(['Europe/Amsterdam']);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20260701T100000');
    expect(utc(eventByUid(text, 'plan-canal@waybook').startDate)).toBe('2026-07-01T08:00:00Z');
  });

  it('writes UTC with Z and no VTIMEZONE, and a time without zone as floating', () => {
    const text = render({ plans: [timed('utc', '2026-12-01', '10:00:00', 'UTC'), timed('local', '2026-12-01', '10:00:00', null)] });
    expect(parse(text).getAllSubcomponents('vtimezone')).toHaveLength(0);
    expect(text).toContain('\r\nDTSTART:20261201T100000Z\r\n');
    expect(text).toContain('\r\nDTSTART:20261201T100000\r\n');
    expect(utc(eventByUid(text, 'plan-utc@waybook').startDate)).toBe('2026-12-01T10:00:00Z');
    const local = eventByUid(text, 'plan-local@waybook').startDate;
    expect(local.zone).toBe(ICAL.Timezone.localTimezone);
    expect(local.toString()).toBe('2026-12-01T10:00:00');
  });

  it('names a zone given in another case as the library does, and writes a zone nobody knows as floating', () => {
    const at = (timeZone: string) => ({
      uid: timeZone,
      summary: 's',
      description: '',
      location: '',
      allDay: false,
      start: '2026-12-01T10:00:00',
      end: null,
      timeZone,
    });
    const text = renderTripCalendar([at('europe/paris'), at('Mars/Olympus')], options);
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Paris:20261201T100000\r\n');
    expect(text).toContain('\r\nDTSTART:20261201T100000\r\n');
    expect(
      parse(text)
        .getAllSubcomponents('vtimezone')
        .map((z) => z.getFirstPropertyValue('tzid')),
    ).toEqual(['Europe/Paris']);
  });

  it('writes an all-day plan with DATE values and an exclusive end', () => {
    const text = render({
      plans: [
        { uid: 'hotel', summary: 'Hotel', start: { date: '2026-12-05', time: null, timeZone: null }, end: { date: '2026-12-08', time: null, timeZone: null } },
      ],
    });
    const hotel = eventByUid(text, 'plan-hotel@waybook');
    expect([hotel.startDate.isDate, hotel.startDate.toString(), hotel.endDate.toString()]).toEqual([true, '2026-12-05', '2026-12-09']);
  });

  it('escapes commas, semicolons, backslashes and newlines in text, and the parser reads them back', () => {
    const summary = 'Dinner, drinks; and more';
    const description = 'Line one\nLine two, with a comma; a semicolon and a \\ backslash';
    const location = '1 Place Bellecour; Lyon, France';
    const text = render(
      { plans: [{ uid: 'p', summary, description, location, start: { date: '2026-12-05', time: '20:00:00', timeZone: 'Europe/Paris' }, end: null }] },
      { now, calendarName: 'Lyon, trip; 2026\nwinter' },
    );
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nSUMMARY:Dinner\\, drinks\\; and more\r\n');
    expect(unfolded).toContain('\r\nLOCATION:1 Place Bellecour\\; Lyon\\, France\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Line one\\nLine two\\, with a comma\\; a semicolon and a \\\\ backslash\r\n');
    expect(unfolded).toContain('\r\nX-WR-CALNAME:Lyon\\, trip\\; 2026\\nwinter\r\n');
    const event = eventByUid(text, 'plan-p@waybook');
    expect(event.summary).toBe(summary);
    expect(event.description).toBe(description);
    expect(event.location).toBe(location);
  });

  it('ends every line with CRLF and folds lines longer than 75 octets without splitting characters', () => {
    const description = `${'Très long récit du voyage, avec des accents et des emoji 🎉🚆. '.repeat(8)}Fin.`;
    const text = render({ trip: { ...trip, description } });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(events(text)[0]?.description).toBe(`${description}\n\n${trip.relativeUrl}`);
  });

  it('gives a valid calendar with no events for a trip without dates', () => {
    const text = render({ trip: { ...trip, startDate: null, endDate: null } });
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(CALENDAR_PRODUCT_ID);
    expect(calendar.getAllSubcomponents()).toHaveLength(0);
    expect(text).not.toContain('BEGIN:VEVENT');
  });
});
