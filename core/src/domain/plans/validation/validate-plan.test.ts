import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, type PlanDateTime } from '../plan-fields.js';
import { orderBreak } from './date-order.js';
import { planWirePath } from './plan-wire-path.js';
import { PLAN_LONG_TEXT_MAX_LENGTH, PLAN_TEXT_MAX_LENGTH, PLAN_URL_MAX_LENGTH } from './text-limits.js';
import { validatePlan } from './validate-plan.js';
import { validPlan } from './valid-plans.test.js';

const at = (date: string, time = '', timezone = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });
const req = (path: string) => ({ path, key: 'validation:required' });

describe('validatePlan: required fields of every type', () => {
  it('a flight needs a segment, and per segment airline, flight number, departure date and both airports', () => {
    const air = validPlan('air');
    expect(validatePlan({ ...air, segments: [] })).toEqual([{ path: 'AirObject.Segment', key: 'planSegments:segment.atLeastOne' }]);
    const [first, second] = air.segments as [(typeof air.segments)[0], (typeof air.segments)[0]];
    const bare = {
      ...first,
      marketingAirlineCode: '',
      marketingFlightNumber: ' ',
      startAirportCode: '',
      endAirportCode: '',
      startDateTime: EMPTY_PLAN_DATE_TIME,
    };
    expect(validatePlan({ ...air, segments: [second, bare] })).toEqual([
      req('AirObject.Segment.1.marketing_airline_code'),
      req('AirObject.Segment.1.marketing_flight_number'),
      req('AirObject.Segment.1.start_airport_code'),
      req('AirObject.Segment.1.end_airport_code'),
      req('AirObject.Segment.1.StartDateTime.date'),
    ]);
  });

  it('a lodging needs its name and both dates', () => {
    const lodging = validPlan('lodging');
    const bare = { ...lodging, booking: { ...lodging.booking, supplierName: '' }, endDateTime: EMPTY_PLAN_DATE_TIME };
    expect(validatePlan(bare)).toEqual([req('LodgingObject.supplier_name'), req('LodgingObject.EndDateTime.date')]);
  });

  it('names the one required field of each of the other types', () => {
    const car = validPlan('car');
    expect(validatePlan({ ...car, startDateTime: EMPTY_PLAN_DATE_TIME })).toEqual([req('CarObject.StartDateTime.date')]);
    const rail = validPlan('rail');
    expect(validatePlan({ ...rail, segments: rail.segments.map((s, i) => (i === 1 ? { ...s, endStationName: '' } : s)) })).toEqual([
      req('RailObject.Segment.1.end_station_name'),
    ]);
    const transport = validPlan('transport');
    expect(validatePlan({ ...transport, segments: transport.segments.map((s) => ({ ...s, startLocationName: '' })) })).toEqual([
      req('TransportObject.Segment.0.start_location_name'),
    ]);
    const cruise = validPlan('cruise');
    expect(validatePlan({ ...cruise, shipName: ' ' })).toEqual([req('CruiseObject.ship_name')]);
    const restaurant = validPlan('restaurant');
    expect(validatePlan({ ...restaurant, dateTime: EMPTY_PLAN_DATE_TIME })).toEqual([req('RestaurantObject.DateTime.date')]);
    const activity = validPlan('activity');
    expect(validatePlan({ ...activity, meta: { ...activity.meta, displayName: '' } })).toEqual([req('ActivityObject.display_name')]);
    const note = validPlan('note');
    expect(validatePlan({ ...note, meta: { ...note.meta, displayName: '' } })).toEqual([req('NoteObject.display_name')]);
    expect(validatePlan({ ...validPlan('map'), address: EMPTY_PLAN_ADDRESS })).toEqual([req('MapObject.Address')]);
    expect(validatePlan({ ...validPlan('directions'), endAddress: EMPTY_PLAN_ADDRESS })).toEqual([req('DirectionsObject.EndAddress')]);
    expect(validatePlan({ ...validPlan('parking'), startDateTime: EMPTY_PLAN_DATE_TIME })).toEqual([req('ParkingObject.StartDateTime.date')]);
  });
});

describe('validatePlan: codes, numbers and formats', () => {
  const air = validPlan('air');
  const leg = air.segments[0]!;
  it('checks airline codes (2-3 letters or digits), airport codes (3 letters) and flight numbers (1-4 digits)', () => {
    const bad = { ...leg, marketingAirlineCode: 'B-A', marketingFlightNumber: '11A', startAirportCode: 'LONDON', endAirportCode: 'cph' };
    expect(validatePlan({ ...air, segments: [bad] })).toEqual([
      { path: 'AirObject.Segment.0.marketing_airline_code', key: 'planSegments:air.errors.airlineCode' },
      { path: 'AirObject.Segment.0.marketing_flight_number', key: 'validation:numbersOnly' },
      { path: 'AirObject.Segment.0.start_airport_code', key: 'planSegments:air.errors.airportCode' },
      { path: 'AirObject.Segment.0.end_airport_code', key: 'planSegments:air.errors.airportCode' },
    ]);
    expect(validatePlan({ ...air, segments: [{ ...leg, marketingAirlineCode: 'U2', marketingFlightNumber: '12345' }] })).toEqual([
      { path: 'AirObject.Segment.0.marketing_flight_number', key: 'validation:characterLimitOf', values: { number: 4 } },
    ]);
    expect(validatePlan({ ...air, segments: [{ ...leg, marketingAirlineCode: 'SAS' }] })).toEqual([]);
  });

  it('checks counts as numbers, e-mail addresses, and real dates and times', () => {
    const lodging = validPlan('lodging');
    expect(
      validatePlan({ ...lodging, numberRooms: 'two', booking: { ...lodging.booking, bookingSiteEmailAddress: 'help@', bookingDate: '2026-02-30' } }),
    ).toEqual([
      { path: 'LodgingObject.number_rooms', key: 'validation:numbersOnly' },
      { path: 'LodgingObject.booking_site_email_address', key: 'validation:email.invalid' },
      { path: 'LodgingObject.booking_date', key: 'validation:date.invalidFormatPlain' },
    ]);
    const note = validPlan('note');
    expect(validatePlan({ ...note, dateTime: at('2026-13-01', '24:00:00') })).toEqual([
      { path: 'NoteObject.DateTime.date', key: 'validation:date.invalidFormatPlain' },
      { path: 'NoteObject.DateTime.time', key: 'validation:time.invalidFormat' },
    ]);
  });

  it('limits text: names and codes, web addresses, and free text each to their own length', () => {
    const note = validPlan('note');
    const long = (n: number) => 'x'.repeat(n);
    expect(validatePlan({ ...note, text: long(PLAN_LONG_TEXT_MAX_LENGTH), url: long(PLAN_URL_MAX_LENGTH), source: long(PLAN_TEXT_MAX_LENGTH) })).toEqual([]);
    expect(validatePlan({ ...note, text: long(PLAN_LONG_TEXT_MAX_LENGTH + 1), source: long(PLAN_TEXT_MAX_LENGTH + 1) })).toEqual([
      { path: 'NoteObject.source', key: 'validation:characterLimitOf', values: { number: PLAN_TEXT_MAX_LENGTH } },
      { path: 'NoteObject.text', key: 'validation:characterLimitOf', values: { number: PLAN_LONG_TEXT_MAX_LENGTH } },
    ]);
    const lodging = validPlan('lodging');
    const guest = {
      firstName: 'Ada',
      middleName: '',
      lastName: long(PLAN_TEXT_MAX_LENGTH + 1),
      frequentTravelerNumber: '',
      frequentTravelerSupplier: '',
      mealPreference: '',
      seatPreference: '',
      ticketNumber: '',
    };
    expect(validatePlan({ ...lodging, guests: [guest] }).map((i) => i.path)).toEqual(['LodgingObject.Guest.0.last_name']);
  });
});

describe('validatePlan: start not after end, segments in order', () => {
  it('puts an end before its start on the end date, or on its time the same day (spec: End date/time must be after start date/time.)', () => {
    const lodging = validPlan('lodging');
    expect(validatePlan({ ...lodging, endDateTime: at('2026-12-02') })).toEqual([
      { path: 'LodgingObject.EndDateTime.date', key: 'validation:date.endBeforeStart' },
    ]);
    const activity = validPlan('activity');
    expect(validatePlan({ ...activity, endDateTime: at('2026-12-05', '18:00:00') })).toEqual([
      { path: 'ActivityObject.EndDateTime.time', key: 'validation:time.endBeforeStart' },
    ]);
    expect(validatePlan({ ...activity, endDateTime: at('2026-12-05', '19:30:00') })).toEqual([]);
  });

  it('compares instants where both ends have a zone', () => {
    // A one-way rental: 10:00 in New York is 09:00 in Chicago, so 09:30 there is later.
    const car = { ...validPlan('car'), startDateTime: at('2026-05-01', '10:00:00', 'America/New_York') };
    expect(validatePlan({ ...car, endDateTime: at('2026-05-01', '09:30:00', 'America/Chicago') })).toEqual([]);
    expect(validatePlan({ ...car, endDateTime: at('2026-05-01', '08:30:00', 'America/Chicago') })).toEqual([
      { path: 'CarObject.EndDateTime.time', key: 'validation:time.endBeforeStart' },
    ]);
    // Auckland to Honolulu lands the calendar day before it left.
    expect(orderBreak(at('2026-03-21', '10:00:00', 'Pacific/Auckland'), at('2026-03-20', '20:00:00', 'Pacific/Honolulu'))).toBeNull();
    expect(orderBreak(at('2026-03-21', '10:00:00'), at('2026-03-20', '20:00:00'))).toBe('date');
    expect(orderBreak({ ...at('2026-05-01', '10:00:00'), utcOffset: '+02:00' }, { ...at('2026-05-01', '09:30:00'), utcOffset: '+00:00' })).toBeNull();
  });

  it('refuses a segment that starts before the one above it, and a port of call left before it is reached', () => {
    const rail = validPlan('rail');
    const [a, b] = rail.segments as [(typeof rail.segments)[0], (typeof rail.segments)[0]];
    expect(validatePlan({ ...rail, segments: [b, a] })).toEqual([{ path: 'RailObject.Segment.1.StartDateTime.time', key: 'planSegments:segment.outOfOrder' }]);
    const cruise = validPlan('cruise');
    const [embark, port, last] = cruise.segments as [(typeof cruise.segments)[0], (typeof cruise.segments)[0], (typeof cruise.segments)[0]];
    expect(validatePlan({ ...cruise, segments: [embark, { ...port, endDateTime: at('2026-12-13', '08:00:00') }, last] })).toEqual([
      { path: 'CruiseObject.Segment.1.EndDateTime.time', key: 'validation:time.endBeforeStart' },
    ]);
    // The embarkation is one moment: its end is not checked.
    expect(validatePlan({ ...cruise, segments: [{ ...embark, endDateTime: at('2026-01-01') }, port, last] })).toEqual([]);
    expect(validatePlan({ ...cruise, segments: [embark, last, port] }).map((i) => i.path)).toEqual(['CruiseObject.Segment.2.StartDateTime.date']);
  });
});

describe('planWirePath', () => {
  it('names fields as the wire does', () => {
    expect(planWirePath(['segments', 0, 'startAirportCode'])).toBe('Segment.0.start_airport_code');
    expect(planWirePath(['booking', 'supplierConfirmationNumber'])).toBe('supplier_conf_num');
    expect(planWirePath(['booking', 'agency', 'confirmationNumber'])).toBe('Agency.agency_conf_num');
    expect(planWirePath(['booking', 'agency', 'emailAddress'])).toBe('Agency.agency_email_address');
    expect(planWirePath(['meta', 'image'])).toBe('image_url');
    expect(planWirePath(['guests', 1, 'ticketNumber'])).toBe('Guest.1.ticket_num');
    expect(planWirePath(['startLocationAddress', 'addr1'])).toBe('StartLocationAddress.addr1');
    expect(planWirePath(['address', 'address'])).toBe('Address.address');
    expect(planWirePath(['segments', 2, 'onTimePercent'])).toBe('Segment.2.ontime_perc');
    expect(planWirePath(['valetTicketNumber'])).toBe('valet_ticket_num');
  });
});
