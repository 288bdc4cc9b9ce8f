import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP } from '../trips/trip.js';
import { tripCalendarEvents } from '../trips/trip-calendar.js';
import { planCalendarEventId, planCalendarEvents } from './plan-calendar.js';
import { planFromWire } from '../../testing/plan-wire-fixtures.js';

const plan = planFromWire;
const at = (date: string, time: string, timezone: string, extra: object = {}) => ({ date, time, timezone, ...extra });

const grandHotel = plan({
  LodgingObject: {
    uuid: 'h1',
    supplier_name: 'Grand Hotel',
    Address: { address: 'Karl Johans gate 31, Oslo' },
    StartDateTime: at('2026-05-01', '15:00:00', 'Europe/Oslo'),
    EndDateTime: at('2026-05-04', '11:00:00', 'Europe/Oslo'),
  },
});
const toNewark = plan({
  AirObject: {
    uuid: 'a1',
    Segment: [
      {
        uuid: 's2',
        marketing_airline_code: 'SK',
        marketing_flight_number: '909',
        start_airport_code: 'CPH',
        end_airport_code: 'EWR',
        start_airport_name: 'Copenhagen Kastrup',
        StartDateTime: at('2026-05-04', '09:25:00', 'Europe/Copenhagen'),
        EndDateTime: at('2026-05-04', '11:55:00', 'America/New_York'),
      },
    ],
  },
});

describe('plan calendar events', () => {
  it('gives the check-in and the check-out their own stable ids', () => {
    expect(planCalendarEvents(grandHotel)).toEqual([
      {
        uid: 'h1-check-in',
        summary: 'Grand Hotel',
        location: 'Karl Johans gate 31, Oslo',
        start: { date: '2026-05-01', time: '15:00:00', timeZone: 'Europe/Oslo' },
        end: null,
      },
      {
        uid: 'h1-check-out',
        summary: 'Grand Hotel',
        location: 'Karl Johans gate 31, Oslo',
        start: { date: '2026-05-04', time: '11:00:00', timeZone: 'Europe/Oslo' },
        end: null,
      },
    ]);
    expect(planCalendarEventId({ segmentUuid: 'h1', kind: 'check-out' })).toBe('h1-check-out');
  });
  it('keeps a flight leaving in one zone and landing in another on both wall clocks', () => {
    expect(planCalendarEvents(toNewark)).toEqual([
      {
        uid: 's2-flight',
        summary: 'SK 909 CPH → EWR',
        location: 'Copenhagen Kastrup (CPH)',
        start: { date: '2026-05-04', time: '09:25:00', timeZone: 'Europe/Copenhagen' },
        end: { date: '2026-05-04', time: '11:55:00', timeZone: 'America/New_York' },
      },
    ]);
  });
  it('makes a day without a known time an all-day date', () => {
    const note = plan({ NoteObject: { uuid: 'n1', text: 'Museum day', DateTime: at('2026-05-02', '00:00:00', 'Europe/Oslo', { is_time_known: 'false' }) } });
    expect(planCalendarEvents(note)[0]?.start).toEqual({ date: '2026-05-02', time: null, timeZone: 'Europe/Oslo' });
  });
  it('moves a time known only by its UTC offset to UTC, and lets a time with no zone float', () => {
    const offset = plan({ MapObject: { uuid: 'm1', DateTime: at('2026-05-02', '01:30:00', 'null', { utc_offset: '+02:00' }) } });
    expect(planCalendarEvents(offset)[0]?.start).toEqual({ date: '2026-05-01', time: '23:30:00', timeZone: 'UTC' });
    const floating = plan({ MapObject: { uuid: 'm2', DateTime: at('2026-05-02', '01:30:00', 'null') } });
    expect(planCalendarEvents(floating)[0]?.start).toEqual({ date: '2026-05-02', time: '01:30:00', timeZone: null });
  });
  it('leaves out undated events and blank places', () => {
    expect(planCalendarEvents(plan({ NoteObject: { uuid: 'n2', text: 'Someday' } }))).toEqual([]);
    const dinner = plan({ RestaurantObject: { uuid: 'r1', supplier_name: 'Maaemo', DateTime: at('2026-05-03', '19:30:00', 'Europe/Oslo') } });
    expect(planCalendarEvents(dinner)[0]).not.toHaveProperty('location');
  });
  it('words the events as the caller asks', () => {
    const events = planCalendarEvents(grandHotel, {
      summary: (e) => `${e.kind === 'check-in' ? 'Check-in' : 'Check-out'}: ${e.title}`,
      description: (e) => (e.kind === 'check-in' ? 'Early check-in requested' : ''),
    });
    expect(events.map((e) => [e.summary, e.description])).toEqual([
      ['Check-in: Grand Hotel', 'Early check-in requested'],
      ['Check-out: Grand Hotel', undefined],
    ]);
  });
  it('feeds the trip calendar: distinct UIDs, the arrival converted to the departure zone', () => {
    const events = tripCalendarEvents({ trip: EMPTY_TRIP, timeZone: null, plans: [...planCalendarEvents(grandHotel), ...planCalendarEvents(toNewark)] });
    expect(events.map((e) => [e.uid, e.start, e.end, e.timeZone])).toEqual([
      ['plan-h1-check-in@waybook', '2026-05-01T15:00:00', null, 'Europe/Oslo'],
      ['plan-h1-check-out@waybook', '2026-05-04T11:00:00', null, 'Europe/Oslo'],
      ['plan-s2-flight@waybook', '2026-05-04T09:25:00', '2026-05-04T17:55:00', 'Europe/Copenhagen'],
    ]);
  });
});
