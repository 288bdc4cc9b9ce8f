import { describe, expect, it } from 'vitest';
import { planTimelineEvents } from './plan-timeline-events.js';
import { at, grandHotel, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';

describe('plan timeline events', () => {
  // "Lodging ... Derived segments: check-in and check-out (isCheckIn flag)."
  it('gives a lodging its check-in and check-out, each at its own moment', () => {
    expect(planTimelineEvents(grandHotel)).toEqual([
      {
        planUuid: 'h1',
        planType: 'lodging',
        segmentUuid: 'h1',
        kind: 'check-in',
        title: 'Grand Hotel',
        start: expect.objectContaining({ date: '2026-05-01', time: '15:00:00' }),
        end: null,
        location: 'Karl Johans gate 31, Oslo',
        instant: '2026-05-01T13:00:00.000Z',
      },
      {
        planUuid: 'h1',
        planType: 'lodging',
        segmentUuid: 'h1',
        kind: 'check-out',
        title: 'Grand Hotel',
        start: expect.objectContaining({ date: '2026-05-04', time: '11:00:00' }),
        end: null,
        location: 'Karl Johans gate 31, Oslo',
        instant: '2026-05-04T09:00:00.000Z',
      },
    ]);
  });
  // "Car rental ... Derived segments: pickup and drop-off ... The end location counts as the same
  // as the start when the end details are all empty or identical."
  it('gives a car rental its pick-up and drop-off, the drop-off at the pick-up place when the end is empty', () => {
    const car = plan({
      CarObject: {
        uuid: 'c1',
        supplier_name: 'Hertz',
        start_location_name: 'Oslo Airport desk',
        StartDateTime: at('2026-05-01', '10:00:00', 'Europe/Oslo'),
        EndDateTime: at('2026-05-03', '18:00:00', 'Europe/Oslo'),
      },
    });
    expect(planTimelineEvents(car).map((e) => [e.kind, e.start.date, e.location])).toEqual([
      ['pick-up', '2026-05-01', 'Oslo Airport desk'],
      ['drop-off', '2026-05-03', 'Oslo Airport desk'],
    ]);
    const oneWay = plan({
      CarObject: {
        uuid: 'c2',
        start_location_name: 'Oslo',
        end_location_name: 'Bergen',
        StartDateTime: at('2026-05-01', '', ''),
        EndDateTime: at('2026-05-02', '', ''),
      },
    });
    expect(planTimelineEvents(oneWay).map((e) => e.location)).toEqual(['Oslo', 'Bergen']);
  });
  // "Parking ... Derived segments: drop-off and pickup."
  it('gives a parking its start (the car is left) and end (it is collected)', () => {
    const parking = plan({
      ParkingObject: {
        uuid: 'p1',
        location_name: 'OSL P10',
        StartDateTime: at('2026-05-01', '06:00:00', 'Europe/Oslo'),
        EndDateTime: at('2026-05-08', '22:00:00', 'Europe/Oslo'),
      },
    });
    expect(planTimelineEvents(parking).map((e) => [e.kind, e.segmentUuid, e.location])).toEqual([
      ['parking-start', 'p1', 'OSL P10'],
      ['parking-end', 'p1', 'OSL P10'],
    ]);
  });
  // "Cruise ... The first segment is embark, the last is disembark, ports between."
  it('gives a cruise one event per stop: embark, ports, disembark', () => {
    const cruise = plan({
      CruiseObject: {
        uuid: 'u1',
        ship_name: 'Nordnorge',
        Segment: [
          { uuid: 'u1a', location_name: 'Bergen', StartDateTime: at('2026-06-01', '20:00:00', 'Europe/Oslo') },
          { uuid: 'u1b', location_name: 'Ålesund', StartDateTime: at('2026-06-02', '09:00:00', 'Europe/Oslo') },
          { uuid: 'u1c', location_name: 'Kirkenes', StartDateTime: at('2026-06-07', '09:00:00', 'Europe/Oslo') },
        ],
      },
    });
    expect(planTimelineEvents(cruise).map((e) => [e.kind, e.segmentUuid, e.title, e.location])).toEqual([
      ['cruise-embark', 'u1a', 'Nordnorge', 'Bergen'],
      ['cruise-port', 'u1b', 'Nordnorge', 'Ålesund'],
      ['cruise-disembark', 'u1c', 'Nordnorge', 'Kirkenes'],
    ]);
  });
  it('gives each flight segment its own event, from departure to arrival, titled by its own flight', () => {
    const [first, second] = planTimelineEvents(osloCopenhagenNewark);
    expect(first).toMatchObject({
      planUuid: 'a1',
      planType: 'air',
      segmentUuid: 's1',
      kind: 'flight',
      title: 'SK 4035 OSL → CPH',
      location: 'Oslo Gardermoen (OSL)',
      instant: '2026-05-04T05:00:00.000Z',
      end: expect.objectContaining({ date: '2026-05-04', time: '08:10:00', timezone: 'Europe/Copenhagen' }),
    });
    expect(second).toMatchObject({ segmentUuid: 's2', title: 'SK 909 CPH → EWR', location: 'CPH' });
  });
  it('titles the only segment of a plan with the plan title', () => {
    const p = plan({ RailObject: { uuid: 'r1', display_name: 'To Bergen', Segment: [{ uuid: 'r1a', carrier_name: 'Vy', train_number: '601' }] } });
    expect(planTimelineEvents(p).map((e) => [e.kind, e.segmentUuid, e.title])).toEqual([['rail', 'r1a', 'To Bergen']]);
  });
  it('names a segment without a uuid by the plan uuid and its index', () => {
    const p = plan({ TransportObject: { uuid: 't1', Segment: [{ carrier_name: 'Flytoget' }, { uuid: 't1b' }] } });
    expect(planTimelineEvents(p).map((e) => e.segmentUuid)).toEqual(['t1:0', 't1b']);
  });
  it('keeps a plan without segments on the timeline as one undated event', () => {
    expect(planTimelineEvents(plan({ AirObject: { uuid: 'a9', supplier_name: 'SAS' } }))).toEqual([
      expect.objectContaining({ segmentUuid: 'a9', kind: 'flight', title: 'SAS', end: null, instant: null }),
    ]);
  });
  it('leaves out an undated check-out when the check-in has a date, and keeps one event for an undated stay', () => {
    const noCheckOut = plan({ LodgingObject: { uuid: 'h2', StartDateTime: at('2026-05-01', '', '') } });
    expect(planTimelineEvents(noCheckOut).map((e) => e.kind)).toEqual(['check-in']);
    const undated = plan({ LodgingObject: { uuid: 'h3' } });
    expect(planTimelineEvents(undated).map((e) => [e.kind, e.instant])).toEqual([['check-in', null]]);
  });
  it('gives the single-date plans one event; an activity lasts from its start to its end', () => {
    const activity = plan({
      ActivityObject: {
        uuid: 'y1',
        location_name: 'Opera',
        StartDateTime: at('2026-05-02', '19:00:00', 'Europe/Oslo'),
        EndDateTime: at('2026-05-02', '22:00:00', 'Europe/Oslo'),
      },
    });
    expect(planTimelineEvents(activity)).toEqual([expect.objectContaining({ kind: 'activity', end: expect.objectContaining({ time: '22:00:00' }) })]);
    for (const [key, kind] of [
      ['RestaurantObject', 'restaurant'],
      ['NoteObject', 'note'],
      ['MapObject', 'map'],
      ['DirectionsObject', 'directions'],
    ] as const) {
      expect(planTimelineEvents(plan({ [key]: { uuid: 'x', DateTime: at('2026-05-02', '12:00:00', 'UTC') } })).map((e) => [e.kind, e.instant])).toEqual([
        [kind, '2026-05-02T12:00:00.000Z'],
      ]);
    }
  });
  it('reads a date without a time as the start of its day, in its own zone', () => {
    const note = plan({ NoteObject: { DateTime: at('2026-05-02', '', 'Asia/Tokyo') } });
    expect(planTimelineEvents(note)[0]?.instant).toBe('2026-05-01T15:00:00.000Z');
  });
});
