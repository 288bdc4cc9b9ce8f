import { describe, expect, it } from 'vitest';
import { readTripItFeed, type TripItZones } from './tripit-feed.js';

const zones: TripItZones = {
  airport: (code) => ({ CDG: 'Europe/Paris', LIS: 'Europe/Lisbon' })[code] ?? null,
  at: (latitude) => (latitude > 38 && latitude < 39 ? 'Europe/Lisbon' : null),
};

const feed = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//John Papa//John Papa 1.0//EN',
    'VERSION:2.0',
    ...events.flatMap((e) => ['BEGIN:VEVENT', e, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

const TRIP = [
  'SUMMARY:Lisbon, Portugal, March 2027',
  'DTSTART;VALUE=DATE:20270312',
  'DTEND;VALUE=DATE:20270317',
  'LOCATION:Lisbon, Portugal',
  'GEO:38.71667;-9.13333',
  'URL:https://www.tripit.com/trip/show/id/312345678',
].join('\r\n');

describe('readTripItFeed', () => {
  it('reads the all-day trip event (DTEND exclusive) and a flight moved from UTC to each airport’s clock', () => {
    const flight = [
      'SUMMARY:TP1351 CDG to LIS',
      'UID:f1@tripit.com',
      'DTSTART:20270312T071000Z',
      'DTEND:20270312T090000Z',
      'DESCRIPTION:[Flight] TAP(TP) #1351; confirmation:QX7T2P\\n \\nView and/or edit details in TripIt : https://www.tripit.com/trip/show/id/312345678',
      'URL:https://www.tripit.com/trip/show/id/312345678',
    ].join('\r\n');
    const r = readTripItFeed(feed(TRIP, flight), zones);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.unfiled).toEqual([]);
    const [trip] = r.value.trips;
    expect(trip).toMatchObject({
      key: '312345678',
      name: 'Lisbon, Portugal, March 2027',
      startDate: '2027-03-12',
      endDate: '2027-03-16',
      location: 'Lisbon, Portugal',
    });
    expect(trip?.items).toEqual([
      {
        kind: 'flight',
        uid: 'f1@tripit.com',
        title: 'TP1351 CDG to LIS',
        airlineCode: 'TP',
        flightNumber: '1351',
        from: 'CDG',
        to: 'LIS',
        start: { date: '2027-03-12', time: '08:10:00', zone: 'Europe/Paris' },
        end: { date: '2027-03-12', time: '09:00:00', zone: 'Europe/Lisbon' },
        location: '',
        confirmation: 'QX7T2P',
        notes: 'TAP(TP) #1351; confirmation:QX7T2P',
      },
    ]);
  });

  it('makes other timed items activities on the trip’s clock, all-day ones notes, and files by link, then by date', () => {
    const dinner = ['SUMMARY:Dinner', 'DTSTART:20270313T193000Z', 'DESCRIPTION:[Restaurant] Ramiro'].join('\r\n');
    const visa = ['SUMMARY:Visa', 'DTSTART;VALUE=DATE:20270101', 'DESCRIPTION:[Note] Apply early'].join('\r\n');
    const r = readTripItFeed(feed(TRIP, dinner, visa), zones);
    if (!r.ok) throw new Error('not read');
    expect(r.value.trips[0]?.items).toMatchObject([
      { kind: 'activity', title: 'Dinner', start: { date: '2027-03-13', time: '19:30:00', zone: 'Europe/Lisbon' } },
    ]);
    expect(r.value.unfiled).toMatchObject([{ kind: 'note', title: 'Visa', start: { date: '2027-01-01', time: null }, notes: 'Apply early' }]);
  });

  it('refuses what is no calendar and a calendar without events', () => {
    expect(readTripItFeed('hello', zones)).toEqual({ ok: false, error: 'not-a-calendar' });
    expect(readTripItFeed(feed(), zones)).toEqual({ ok: false, error: 'no-events' });
  });
});
