import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP, type Trip } from './trip.js';
import { CALENDAR_PRODUCT_ID, planCalendarUid, tripCalendarEvents, tripCalendarUid, type CalendarPlanEvent } from './trip-calendar.js';

const lyon: Trip = {
  ...EMPTY_TRIP,
  uuid: '0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70',
  displayName: 'Lyon for the Festival of Lights',
  primaryLocation: 'Lyon, France',
  description: 'Bring a warm coat.',
  relativeUrl: '/trip/0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70',
  startDate: '2026-12-05',
  endDate: '2026-12-08',
};

const plan = (over: Partial<CalendarPlanEvent> = {}): CalendarPlanEvent => ({
  uid: 'p1',
  summary: 'Flight AF 7641',
  start: { date: '2026-12-05', time: '10:00:00', timeZone: 'Europe/Paris' },
  end: { date: '2026-12-05', time: '11:10:00', timeZone: 'Europe/Paris' },
  ...over,
});

describe('trip calendar: the trip itself', () => {
  it('is one all-day event from the start date to the end date inclusive (end exclusive = end + 1 day)', () => {
    expect(tripCalendarEvents({ trip: lyon, timeZone: 'Europe/Paris' })).toEqual([
      {
        uid: 'trip-0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70@waybook',
        summary: 'Lyon for the Festival of Lights',
        description: 'Bring a warm coat.\n\n/trip/0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70',
        location: 'Lyon, France',
        allDay: true,
        start: '2026-12-05',
        end: '2026-12-09',
        timeZone: 'Europe/Paris',
      },
    ]);
  });
  it('rolls the exclusive end over months, years and leap days', () => {
    const end = (startDate: string, endDate: string) => tripCalendarEvents({ trip: { ...lyon, startDate, endDate }, timeZone: null })[0]?.end;
    expect(end('2026-12-28', '2026-12-31')).toBe('2027-01-01');
    expect(end('2028-02-27', '2028-02-28')).toBe('2028-02-29');
    expect(end('2028-02-27', '2028-02-29')).toBe('2028-03-01');
    expect(end('2026-11-21', '2026-11-21')).toBe('2026-11-22');
  });
  it('yields no trip event for a trip without dates (or without a valid one)', () => {
    expect(tripCalendarEvents({ trip: { ...lyon, startDate: null, endDate: null }, timeZone: 'Europe/Paris' })).toEqual([]);
    expect(tripCalendarEvents({ trip: { ...lyon, startDate: '2026-02-30', endDate: 'soon' }, timeZone: null })).toEqual([]);
  });
  it('makes a one-day event of a trip with one date, or whose end is before its start', () => {
    const days = (startDate: string | null, endDate: string | null) =>
      tripCalendarEvents({ trip: { ...lyon, startDate, endDate }, timeZone: null }).map((e) => [e.start, e.end]);
    expect(days('2026-12-05', null)).toEqual([['2026-12-05', '2026-12-06']]);
    expect(days(null, '2026-12-08')).toEqual([['2026-12-08', '2026-12-09']]);
    expect(days('2026-12-05', '2026-12-01')).toEqual([['2026-12-05', '2026-12-06']]);
  });
  it('keeps the same UID for the same trip, whatever else changes', () => {
    const a = tripCalendarEvents({ trip: lyon, timeZone: 'Europe/Paris' })[0];
    const b = tripCalendarEvents({ trip: { ...lyon, displayName: 'Renamed', endDate: '2026-12-10' }, timeZone: null })[0];
    expect(a?.uid).toBe(b?.uid);
    expect(a?.uid).toBe(tripCalendarUid(lyon.uuid));
  });
  it('writes characters outside letters, digits and ._~- of an id as %XXXX, so UIDs stay distinct and safe', () => {
    expect(tripCalendarUid('a b')).toBe('trip-a%0020b@waybook');
    expect(tripCalendarUid('x;y,z\n')).toBe('trip-x%003By%002Cz%000A@waybook');
    expect(tripCalendarUid('%0020')).not.toBe(tripCalendarUid(' '));
    expect(planCalendarUid('r1')).toBe('plan-r1@waybook');
  });
  it('falls back to the primary location when the name is blank, and leaves out blank description parts', () => {
    const [e] = tripCalendarEvents({ trip: { ...lyon, displayName: '  ', description: '', relativeUrl: '/trip/x' }, timeZone: null });
    expect(e?.summary).toBe('Lyon, France');
    expect(e?.description).toBe('/trip/x');
    const [f] = tripCalendarEvents({ trip: { ...lyon, description: '', relativeUrl: '' }, timeZone: null });
    expect(f?.description).toBe('');
  });
  it('records the destination zone when it is a valid IANA zone, else null', () => {
    expect(tripCalendarEvents({ trip: lyon, timeZone: 'Asia/Tokyo' })[0]?.timeZone).toBe('Asia/Tokyo');
    expect(tripCalendarEvents({ trip: lyon, timeZone: 'Mars/Olympus' })[0]?.timeZone).toBeNull();
    expect(tripCalendarEvents({ trip: lyon, timeZone: null })[0]?.timeZone).toBeNull();
  });
  it('names the product', () => {
    expect(CALENDAR_PRODUCT_ID).toBe('-//Waybook//Trips//EN');
  });
});

describe('trip calendar: plans', () => {
  const events = (plans: CalendarPlanEvent[]) => tripCalendarEvents({ trip: { ...lyon, startDate: null, endDate: null }, timeZone: null, plans });

  it('turns a plan with a time into a timed event in its own zone', () => {
    expect(events([plan({ description: 'Seat 12A', location: 'CDG' })])).toEqual([
      {
        uid: 'plan-p1@waybook',
        summary: 'Flight AF 7641',
        description: 'Seat 12A',
        location: 'CDG',
        allDay: false,
        start: '2026-12-05T10:00:00',
        end: '2026-12-05T11:10:00',
        timeZone: 'Europe/Paris',
      },
    ]);
  });
  it('follows the trip event, in the order given', () => {
    const all = tripCalendarEvents({ trip: lyon, timeZone: null, plans: [plan({ uid: 'b' }), plan({ uid: 'a' })] });
    expect(all.map((e) => e.uid)).toEqual([tripCalendarUid(lyon.uuid), 'plan-b@waybook', 'plan-a@waybook']);
  });
  it('is floating when the zone is missing or not a valid IANA zone', () => {
    const noZone = { date: '2026-12-05', time: '20:00:00', timeZone: null };
    expect(events([plan({ start: noZone, end: null })])[0]).toMatchObject({ allDay: false, start: '2026-12-05T20:00:00', end: null, timeZone: null });
    expect(events([plan({ start: { ...noZone, timeZone: 'CEST' }, end: null })])[0]?.timeZone).toBeNull();
  });
  it('converts an end in another zone to the start zone (a flight Paris to New York)', () => {
    const [e] = events([
      plan({
        start: { date: '2026-12-05', time: '10:30:00', timeZone: 'Europe/Paris' },
        end: { date: '2026-12-05', time: '13:05:00', timeZone: 'America/New_York' },
      }),
    ]);
    expect(e).toMatchObject({ start: '2026-12-05T10:30:00', end: '2026-12-05T19:05:00', timeZone: 'Europe/Paris' });
  });
  it('accepts HH:mm times', () => {
    const [e] = events([plan({ start: { date: '2026-12-05', time: '09:05', timeZone: null }, end: null })]);
    expect(e?.start).toBe('2026-12-05T09:05:00');
  });
  it('drops an end without a time or before the start', () => {
    const start = { date: '2026-12-05', time: '10:00:00', timeZone: 'Europe/Paris' };
    expect(events([plan({ start, end: { date: '2026-12-06', time: null, timeZone: null } })])[0]?.end).toBeNull();
    expect(events([plan({ start, end: { date: '2026-12-05', time: '09:00:00', timeZone: 'Europe/Paris' } })])[0]?.end).toBeNull();
  });
  it('turns a plan without a time into an all-day event, its end date inclusive', () => {
    const [stay] = events([
      plan({ summary: 'Hotel', start: { date: '2026-12-05', time: null, timeZone: 'Europe/Paris' }, end: { date: '2026-12-08', time: null, timeZone: null } }),
    ]);
    expect(stay).toMatchObject({ allDay: true, start: '2026-12-05', end: '2026-12-09', timeZone: null });
    const [note] = events([plan({ start: { date: '2026-12-05', time: null, timeZone: null }, end: null })]);
    expect(note).toMatchObject({ allDay: true, start: '2026-12-05', end: '2026-12-06' });
  });
  it('treats a broken time as no time, and leaves out a plan whose start date is not a date', () => {
    expect(events([plan({ start: { date: '2026-12-05', time: '25:00:00', timeZone: null }, end: null })])[0]?.allDay).toBe(true);
    expect(events([plan({ start: { date: '05/12/2026', time: '10:00:00', timeZone: null } })])).toEqual([]);
  });
});
