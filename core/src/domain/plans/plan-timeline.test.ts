import { describe, expect, it } from 'vitest';
import {
  layoverBetween, planStartInstant, planTimelineEvents, planTitle, sortTimelineEvents, tripTimeline, type TimelineEvent,
} from './plan-timeline.js';
import type { AirPlan } from './types/air-wire.js';
import { decodeReservation, type Plan } from './types/reservation-codec.js';

// Plans are written as the server sends them (part 2 section 3) and read with the codecs.
function plan(wrapper: unknown): Plan {
  const read = decodeReservation(wrapper);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}
const at = (date: string, time: string, timezone: string) => ({ date, time, timezone });
const airPlan = (p: Plan): AirPlan => {
  if (p.type !== 'air') throw new Error(p.type);
  return p;
};
const leg = (uuid: string, from: string, to: string, start: object, end: object, extra: object = {}) => ({
  uuid, start_airport_code: from, end_airport_code: to, StartDateTime: start, EndDateTime: end, ...extra,
});

const grandHotel = plan({
  LodgingObject: {
    uuid: 'h1', supplier_name: 'Grand Hotel', Address: { address: 'Karl Johans gate 31, Oslo' },
    StartDateTime: at('2026-05-01', '15:00:00', 'Europe/Oslo'), EndDateTime: at('2026-05-04', '11:00:00', 'Europe/Oslo'),
  },
});
const osloCopenhagenNewark = plan({
  AirObject: {
    uuid: 'a1',
    Segment: [
      leg('s1', 'OSL', 'CPH', at('2026-05-04', '07:00:00', 'Europe/Oslo'), at('2026-05-04', '08:10:00', 'Europe/Copenhagen'), {
        marketing_airline_code: 'SK', marketing_flight_number: '4035', start_airport_name: 'Oslo Gardermoen', end_city_name: 'Copenhagen',
      }),
      leg('s2', 'CPH', 'EWR', at('2026-05-04', '09:25:00', 'Europe/Copenhagen'), at('2026-05-04', '11:55:00', 'America/New_York'), {
        marketing_airline_code: 'SK', marketing_flight_number: '909', is_international: 'true',
      }),
    ],
  },
});

describe('plan title', () => {
  it('is the display name when there is one', () => {
    expect(planTitle(plan({ LodgingObject: { display_name: '  Hotel in Oslo ', supplier_name: 'Grand Hotel' } }))).toBe('Hotel in Oslo');
  });
  it('falls back to the flight and its airports for a one-segment flight', () => {
    const p = plan({ AirObject: { Segment: [{ marketing_airline_code: 'SK', marketing_flight_number: '4035', start_airport_code: 'OSL', end_airport_code: 'CPH' }] } });
    expect(planTitle(p)).toBe('SK 4035 OSL → CPH');
  });
  it('uses the operating flight when there is no marketing one', () => {
    const p = plan({ AirObject: { Segment: [{ operating_airline_code: 'BA', operating_flight_number: '763', start_airport_code: 'OSL', end_airport_code: 'LHR' }] } });
    expect(planTitle(p)).toBe('BA 763 OSL → LHR');
  });
  it('is the route through every stop for several segments', () => {
    expect(planTitle(osloCopenhagenNewark)).toBe('OSL → CPH → EWR');
  });
  it('names lodging by its supplier, then its address', () => {
    expect(planTitle(grandHotel)).toBe('Grand Hotel');
    expect(planTitle(plan({ LodgingObject: { Address: { city: 'Oslo', country: 'NO' } } }))).toBe('Oslo, NO');
  });
  it('names the other types by what best names them', () => {
    expect(planTitle(plan({ RailObject: { Segment: [{ carrier_name: 'Vy', train_number: '601', start_station_name: 'Oslo S', end_station_name: 'Bergen' }] } })))
      .toBe('Vy 601 Oslo S → Bergen');
    expect(planTitle(plan({ TransportObject: { Segment: [{ carrier_name: 'Color Line', start_location_name: 'Oslo', end_location_name: 'Kiel' }] } })))
      .toBe('Color Line Oslo → Kiel');
    expect(planTitle(plan({ CruiseObject: { ship_name: 'Nordnorge', supplier_name: 'Hurtigruten' } }))).toBe('Nordnorge');
    expect(planTitle(plan({ CarObject: { supplier_name: 'Hertz' } }))).toBe('Hertz');
    expect(planTitle(plan({ ParkingObject: { location_name: 'OSL P10', supplier_name: 'Avinor' } }))).toBe('OSL P10');
    expect(planTitle(plan({ RestaurantObject: { supplier_name: 'Maaemo' } }))).toBe('Maaemo');
    expect(planTitle(plan({ ActivityObject: { location_name: 'Oslo Opera House' } }))).toBe('Oslo Opera House');
    expect(planTitle(plan({ NoteObject: { text: '\n Bring passport \nand tickets' } }))).toBe('Bring passport');
    expect(planTitle(plan({ MapObject: { Address: { address: 'Bygdøy, Oslo' } } }))).toBe('Bygdøy, Oslo');
    expect(planTitle(plan({ DirectionsObject: { StartAddress: { city: 'Oslo' }, EndAddress: { city: 'Bergen' } } }))).toBe('Oslo → Bergen');
  });
  it('is empty when nothing names the plan', () => {
    expect(planTitle(plan({ NoteObject: {} }))).toBe('');
  });
});

describe('plan timeline events', () => {
  // "Lodging ... Derived segments: check-in and check-out (isCheckIn flag)."
  it('gives a lodging its check-in and check-out, each at its own moment', () => {
    expect(planTimelineEvents(grandHotel)).toEqual([
      {
        planUuid: 'h1', planType: 'lodging', segmentUuid: 'h1', kind: 'check-in', title: 'Grand Hotel',
        start: expect.objectContaining({ date: '2026-05-01', time: '15:00:00' }), end: null,
        location: 'Karl Johans gate 31, Oslo', instant: '2026-05-01T13:00:00.000Z',
      },
      {
        planUuid: 'h1', planType: 'lodging', segmentUuid: 'h1', kind: 'check-out', title: 'Grand Hotel',
        start: expect.objectContaining({ date: '2026-05-04', time: '11:00:00' }), end: null,
        location: 'Karl Johans gate 31, Oslo', instant: '2026-05-04T09:00:00.000Z',
      },
    ]);
  });
  // "Car rental ... Derived segments: pickup and drop-off ... The end location counts as the same
  // as the start when the end details are all empty or identical."
  it('gives a car rental its pick-up and drop-off, the drop-off at the pick-up place when the end is empty', () => {
    const car = plan({
      CarObject: {
        uuid: 'c1', supplier_name: 'Hertz', start_location_name: 'Oslo Airport desk',
        StartDateTime: at('2026-05-01', '10:00:00', 'Europe/Oslo'), EndDateTime: at('2026-05-03', '18:00:00', 'Europe/Oslo'),
      },
    });
    expect(planTimelineEvents(car).map((e) => [e.kind, e.start.date, e.location])).toEqual([
      ['pick-up', '2026-05-01', 'Oslo Airport desk'], ['drop-off', '2026-05-03', 'Oslo Airport desk'],
    ]);
    const oneWay = plan({ CarObject: { uuid: 'c2', start_location_name: 'Oslo', end_location_name: 'Bergen', StartDateTime: at('2026-05-01', '', ''), EndDateTime: at('2026-05-02', '', '') } });
    expect(planTimelineEvents(oneWay).map((e) => e.location)).toEqual(['Oslo', 'Bergen']);
  });
  // "Parking ... Derived segments: drop-off and pickup."
  it('gives a parking its start (the car is left) and end (it is collected)', () => {
    const parking = plan({
      ParkingObject: { uuid: 'p1', location_name: 'OSL P10', StartDateTime: at('2026-05-01', '06:00:00', 'Europe/Oslo'), EndDateTime: at('2026-05-08', '22:00:00', 'Europe/Oslo') },
    });
    expect(planTimelineEvents(parking).map((e) => [e.kind, e.segmentUuid, e.location])).toEqual([
      ['parking-start', 'p1', 'OSL P10'], ['parking-end', 'p1', 'OSL P10'],
    ]);
  });
  // "Cruise ... The first segment is embark, the last is disembark, ports between."
  it('gives a cruise one event per stop: embark, ports, disembark', () => {
    const cruise = plan({
      CruiseObject: {
        uuid: 'u1', ship_name: 'Nordnorge',
        Segment: [
          { uuid: 'u1a', location_name: 'Bergen', StartDateTime: at('2026-06-01', '20:00:00', 'Europe/Oslo') },
          { uuid: 'u1b', location_name: 'Ålesund', StartDateTime: at('2026-06-02', '09:00:00', 'Europe/Oslo') },
          { uuid: 'u1c', location_name: 'Kirkenes', StartDateTime: at('2026-06-07', '09:00:00', 'Europe/Oslo') },
        ],
      },
    });
    expect(planTimelineEvents(cruise).map((e) => [e.kind, e.segmentUuid, e.title, e.location])).toEqual([
      ['cruise-embark', 'u1a', 'Nordnorge', 'Bergen'], ['cruise-port', 'u1b', 'Nordnorge', 'Ålesund'],
      ['cruise-disembark', 'u1c', 'Nordnorge', 'Kirkenes'],
    ]);
  });
  it('gives each flight segment its own event, from departure to arrival, titled by its own flight', () => {
    const [first, second] = planTimelineEvents(osloCopenhagenNewark);
    expect(first).toMatchObject({
      planUuid: 'a1', planType: 'air', segmentUuid: 's1', kind: 'flight', title: 'SK 4035 OSL → CPH',
      location: 'Oslo Gardermoen (OSL)', instant: '2026-05-04T05:00:00.000Z',
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
      ActivityObject: { uuid: 'y1', location_name: 'Opera', StartDateTime: at('2026-05-02', '19:00:00', 'Europe/Oslo'), EndDateTime: at('2026-05-02', '22:00:00', 'Europe/Oslo') },
    });
    expect(planTimelineEvents(activity)).toEqual([expect.objectContaining({ kind: 'activity', end: expect.objectContaining({ time: '22:00:00' }) })]);
    for (const [key, kind] of [['RestaurantObject', 'restaurant'], ['NoteObject', 'note'], ['MapObject', 'map'], ['DirectionsObject', 'directions']] as const) {
      expect(planTimelineEvents(plan({ [key]: { uuid: 'x', DateTime: at('2026-05-02', '12:00:00', 'UTC') } })).map((e) => [e.kind, e.instant]))
        .toEqual([[kind, '2026-05-02T12:00:00.000Z']]);
    }
  });
  it('reads a date without a time as the start of its day, in its own zone', () => {
    const note = plan({ NoteObject: { DateTime: at('2026-05-02', '', 'Asia/Tokyo') } });
    expect(planTimelineEvents(note)[0]?.instant).toBe('2026-05-01T15:00:00.000Z');
  });
});

describe('layovers', () => {
  // "Layover rule between two flight segments: the first arrives where the next departs, the
  // origin differs from the final destination, and the gap is positive. The gap is at most 1440
  // minutes if the next flight is international, else at most 240."
  const [s1, s2] = airPlan(osloCopenhagenNewark).segments;
  const domestic = (start: string) => airPlan(plan({
    AirObject: { Segment: [
      leg('d1', 'SFO', 'ORD', at('2026-03-08', '07:00:00', 'America/Los_Angeles'), at('2026-03-08', '13:10:00', 'America/Chicago')),
      leg('d2', 'ORD', 'BOS', at('2026-03-08', start, 'America/Chicago'), at('2026-03-08', '23:45:00', 'America/New_York')),
    ] },
  })).segments;
  it('is the wait at the connecting airport, in minutes', () => {
    expect(s1 && s2 && layoverBetween(s1, s2)).toEqual({
      afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75,
    });
  });
  it('allows 240 minutes before a domestic flight, not one more', () => {
    const [a, b] = domestic('17:10:00');
    expect(a && b && layoverBetween(a, b)?.minutes).toBe(240);
    const [c, d] = domestic('17:11:00');
    expect(c && d && layoverBetween(c, d)).toBeNull();
  });
  it('allows up to 1440 minutes before an international flight', () => {
    const next = airPlan(plan({ AirObject: { Segment: [leg('n', 'CPH', 'EWR', at('2026-05-05', '08:10:00', 'Europe/Copenhagen'), at('2026-05-05', '11:00:00', 'America/New_York'), { is_international: 'true' })] } })).segments[0];
    expect(s1 && next && layoverBetween(s1, next)?.minutes).toBe(1440);
    const later = next && { ...next, startDateTime: { ...next.startDateTime, time: '08:11:00' } };
    expect(s1 && later && layoverBetween(s1, later)).toBeNull();
  });
  it('is none between different airports, back to the origin, or when the next leaves first', () => {
    const back = airPlan(plan({ AirObject: { Segment: [leg('b', 'CPH', 'OSL', at('2026-05-04', '09:00:00', 'Europe/Copenhagen'), at('2026-05-04', '10:10:00', 'Europe/Oslo'))] } })).segments[0];
    expect(s1 && back && layoverBetween(s1, back)).toBeNull();
    expect(s2 && s1 && layoverBetween(s2, s1)).toBeNull();
    const early = s2 && { ...s2, startDateTime: { ...s2.startDateTime, time: '08:10:00' } };
    expect(s1 && early && layoverBetween(s1, early)).toBeNull();
  });
  it('needs both times to be known', () => {
    const unknown = s2 && { ...s2, startDateTime: { ...s2.startDateTime, isTimeKnown: false } };
    expect(s1 && unknown && layoverBetween(s1, unknown)).toBeNull();
  });
});

describe('trip timeline', () => {
  const dinner = plan({ RestaurantObject: { uuid: 'r1', supplier_name: 'Maaemo', DateTime: at('2026-05-03', '19:30:00', 'Europe/Oslo') } });
  const idea = plan({ NoteObject: { uuid: 'n1', text: 'Visit the Munch museum' } });
  const kinds = (events: readonly TimelineEvent[]) => events.map((e) => `${e.planUuid}:${e.kind}`);

  it('groups the events by local day, days in order, the undated ones last', () => {
    const timeline = tripTimeline([idea, osloCopenhagenNewark, dinner, grandHotel]);
    expect(timeline.days.map((d) => [d.date, kinds(d.events)])).toEqual([
      ['2026-05-01', ['h1:check-in']],
      ['2026-05-03', ['r1:restaurant']],
      ['2026-05-04', ['a1:flight', 'a1:flight', 'h1:check-out']],
      [null, ['n1:note']],
    ]);
    expect(timeline.layovers).toEqual([{ afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75 }]);
  });
  it('orders a day by instant, each event read in its own zone', () => {
    // 23:00 in New York is 03:00 UTC the next day, but the event stays on its own local day.
    const nyc = plan({ NoteObject: { uuid: 'ny', DateTime: at('2026-05-01', '23:00:00', 'America/New_York') } });
    const tokyo = plan({ NoteObject: { uuid: 'tk', DateTime: at('2026-05-01', '09:00:00', 'Asia/Tokyo') } });
    const paris = plan({ NoteObject: { uuid: 'pa', DateTime: at('2026-05-01', '08:00:00', 'Europe/Paris') } });
    expect(tripTimeline([nyc, paris, tokyo]).days.map((d) => [d.date, kinds(d.events)])).toEqual([
      ['2026-05-01', ['tk:note', 'pa:note', 'ny:note']],
    ]);
  });
  it('keeps the given order for events at the same instant', () => {
    const a = plan({ MapObject: { uuid: 'm1', DateTime: at('2026-05-01', '10:00:00', 'UTC') } });
    const b = plan({ MapObject: { uuid: 'm2', DateTime: at('2026-05-01', '12:00:00', 'Europe/Paris') } });
    expect(kinds(tripTimeline([a, b]).days[0]?.events ?? [])).toEqual(['m1:map', 'm2:map']);
    expect(kinds(tripTimeline([b, a]).days[0]?.events ?? [])).toEqual(['m2:map', 'm1:map']);
  });
  it('is empty for no plans', () => {
    expect(tripTimeline([])).toEqual({ days: [], layovers: [] });
  });
  it('sorts events by instant with the undated ones last', () => {
    const events = [...planTimelineEvents(idea), ...planTimelineEvents(grandHotel).reverse(), ...planTimelineEvents(dinner)];
    expect(kinds(sortTimelineEvents(events))).toEqual(['h1:check-in', 'r1:restaurant', 'h1:check-out', 'n1:note']);
  });
});

describe('plan start instant', () => {
  it('is the earliest event of the plan', () => {
    expect(planStartInstant(grandHotel)?.toISOString()).toBe('2026-05-01T13:00:00.000Z');
    expect(planStartInstant(osloCopenhagenNewark)?.toISOString()).toBe('2026-05-04T05:00:00.000Z');
  });
  it('is null when nothing has a date', () => {
    expect(planStartInstant(plan({ NoteObject: { text: 'Someday' } }))).toBeNull();
  });
});
