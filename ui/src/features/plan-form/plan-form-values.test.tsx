import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME, EMPTY_PLAN_TRAVELER, type ApiFailure } from '@waybook/core';
import { emptyCar } from './types/car-form.js';
import { emptyLodging } from './types/lodging-form.js';
import { emptyNote } from './types/note-form.js';
import { emptyParking } from './types/parking-form.js';
import { planFormErrors } from './fields/plan-rules.js';
import { timeOfParts, timeParts } from './fields/time-select.js';
import { extensionDaysOf } from './fields/plan-date-time-field.js';
import { forgetAutomaticZone, withTimeZone } from './fields/time-zone-picker.js';
import { fieldPathCandidates, leavePathOf, planKeyOfWire, planToSave, serverFieldPath, visibleErrors, withoutEmptyTravelers } from './plan-form-values.js';
import { STORED_LODGING } from './plan-form-test-kit.js';

const refused = (field: string, status = 400): ApiFailure => ({
  kind: 'http',
  status,
  code: 'bad_request',
  detailedErrorCode: `invalid_field:${field}`,
  description: '',
});
const at = (date: string, time = '', timezone = '') => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });

describe('server field paths', () => {
  it('turns the wire path of the refused field into the form path', () => {
    expect(serverFieldPath(refused('LodgingObject.StartDateTime.date'), 'LodgingObject')).toBe('startDateTime.date');
    expect(serverFieldPath(refused('LodgingObject.number_rooms'), 'LodgingObject')).toBe('numberRooms');
    expect(serverFieldPath(refused('LodgingObject.Guest.1.first_name'), 'LodgingObject')).toBe('guests.1.firstName');
    expect(serverFieldPath(refused('NoteObject.display_name'), 'NoteObject')).toBe('meta.displayName');
    expect(serverFieldPath(refused('MapObject.Address'), 'MapObject')).toBe('address');
    expect(serverFieldPath(refused('CarObject.supplier_conf_num'), 'CarObject')).toBe('booking.supplierConfirmationNumber');
    expect(serverFieldPath(refused('CarObject.Agency.agency_name'), 'CarObject')).toBe('booking.agency.name');
    expect(serverFieldPath(refused('ParkingObject.valet_ticket_num'), 'ParkingObject')).toBe('valetTicketNumber');
    expect(serverFieldPath(refused('AirObject.Segment.0.start_airport_code'), 'AirObject')).toBe('segments.0.startAirportCode');
    expect(serverFieldPath(refused('RailObject.Segment.2.confirmation_num'), 'RailObject')).toBe('segments.2.confirmationNumber');
  });

  it('names nothing for other failures or another object', () => {
    expect(serverFieldPath(refused('LodgingObject.room_type', 403), 'LodgingObject')).toBeNull();
    expect(serverFieldPath({ kind: 'network' }, 'LodgingObject')).toBeNull();
    expect(serverFieldPath(refused('CarObject.car_type'), 'LodgingObject')).toBeNull();
    expect(serverFieldPath({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'bad_wrapper', description: '' }, 'LodgingObject')).toBeNull();
  });

  it('reads wire keys as plan keys', () => {
    expect(planKeyOfWire('EndLocationAddress')).toBe('endLocationAddress');
    expect(planKeyOfWire('ontime_perc')).toBe('onTimePercent');
    expect(planKeyOfWire('is_embark')).toBe('isEmbark');
  });

  it('tries the path, its date, then each shorter prefix', () => {
    expect(fieldPathCandidates('startDateTime')).toEqual(['startDateTime', 'startDateTime.date']);
    expect(fieldPathCandidates('address.city')).toEqual(['address.city', 'address.city.date', 'address']);
  });
});

describe('saving', () => {
  it('drops unnamed people rows at any depth and keeps the named ones whole', () => {
    const named = { ...EMPTY_PLAN_TRAVELER, firstName: 'Ada', frequentTravelerNumber: 'FT-1' };
    const plan = { ...STORED_LODGING, guests: [EMPTY_PLAN_TRAVELER, named, { ...EMPTY_PLAN_TRAVELER, firstName: '  ' }] };
    expect(withoutEmptyTravelers(plan).guests).toEqual([named]);
    expect(withoutEmptyTravelers({ segments: [{ travelers: [EMPTY_PLAN_TRAVELER] }] })).toEqual({ segments: [{ travelers: [] }] });
  });

  it('files a new plan in the trip and leaves an edited one where it is', () => {
    expect(planToSave(emptyLodging(), 'create', 't1').meta.tripUuid).toBe('t1');
    expect(planToSave({ ...STORED_LODGING, meta: { ...STORED_LODGING.meta, tripUuid: '' } }, 'edit', null).meta.tripUuid).toBe('');
    expect(leavePathOf('t1')).toBe('/trips/t1');
    expect(leavePathOf(null)).toBe('/trips?tab=unassigned');
  });

  it('shows the errors of left fields, and all after a submit', () => {
    const e = { key: 'validation:required' };
    expect(visibleErrors({ a: e, b: e }, new Set(['a']), false)).toEqual({ a: e });
    expect(visibleErrors({ a: e, b: e }, new Set(), false, ['b'])).toEqual({ b: e });
    expect(visibleErrors({ a: e, b: e }, new Set(), true)).toEqual({ a: e, b: e });
  });
});

describe('date and time rules', () => {
  // The rules are core's validatePlan (tested there with the spec's examples); here, that the form
  // shows them at its own paths.
  const parking = (start: ReturnType<typeof at>, end: ReturnType<typeof at>) => planFormErrors({ ...emptyParking(), startDateTime: start, endDateTime: end });
  it('puts an end before its start on the end date, or on its time the same day', () => {
    expect(parking(at('2026-05-02'), at('2026-05-01'))).toEqual({ 'endDateTime.date': { key: 'validation:date.endBeforeStart' } });
    expect(parking(at('2026-05-01', '18:00:00'), at('2026-05-01', '09:00:00'))).toEqual({
      'endDateTime.time': { key: 'validation:time.endBeforeStart' },
    });
    expect(parking(at('2026-05-01', '18:00:00'), at('2026-05-02', '09:00:00'))).toEqual({});
    expect(parking(at('2026-05-01'), at(''))).toEqual({});
  });

  it('compares instants across zones (a one-way rental from New York to Chicago)', () => {
    // 10:00 in New York is 09:00 in Chicago: dropping off at 09:30 Chicago time is after pick-up.
    expect(parking(at('2026-05-01', '10:00:00', 'America/New_York'), at('2026-05-01', '09:30:00', 'America/Chicago'))).toEqual({});
    expect(parking(at('2026-05-01', '10:00:00', 'America/New_York'), at('2026-05-01', '08:30:00', 'America/Chicago'))).toEqual({
      'endDateTime.time': { key: 'validation:time.endBeforeStart' },
    });
  });

  it('checks each type: lodging, car and parking', () => {
    expect(Object.keys(planFormErrors(emptyLodging())).sort()).toEqual(['booking.supplierName', 'endDateTime.date', 'startDateTime.date']);
    expect(planFormErrors({ ...emptyLodging(), numberRooms: 'two' }).numberRooms).toEqual({ key: 'validation:numbersOnly' });
    expect(Object.keys(planFormErrors(emptyCar())).sort()).toEqual(['booking.supplierName', 'endDateTime.date', 'startDateTime.date']);
    expect(Object.keys(planFormErrors(emptyParking()))).toEqual(['startDateTime.date']);
    expect(Object.keys(planFormErrors(emptyNote()))).toEqual(['meta.displayName']);
    expect(planFormErrors({ ...emptyParking(), startDateTime: at('2026-05-03'), endDateTime: at('2026-05-01') })).toEqual({
      'endDateTime.date': { key: 'validation:date.endBeforeStart' },
    });
  });

  it('reads and writes the time picker on both clocks', () => {
    expect(timeParts('13:05:00', 1)).toEqual({ hour: '01', minute: '05', period: 'PM' });
    expect(timeParts('00:30:00', 1)).toEqual({ hour: '12', minute: '30', period: 'AM' });
    expect(timeParts('12:00:00', 1)).toEqual({ hour: '12', minute: '00', period: 'PM' });
    expect(timeParts('', 2)).toEqual({ hour: '', minute: '', period: 'AM' });
    expect(timeOfParts({ hour: '12', minute: '15', period: 'AM' }, 1)).toBe('00:15:00');
    expect(timeOfParts({ hour: '12', minute: '15', period: 'PM' }, 1)).toBe('12:15:00');
    expect(timeOfParts({ hour: '07', minute: '45', period: 'PM' }, 1)).toBe('19:45:00');
    expect(timeOfParts({ hour: '23', minute: '59', period: 'AM' }, 2)).toBe('23:59:00');
    expect(timeOfParts({ hour: '07', minute: '', period: 'AM' }, 2)).toBeNull();
    expect(timeOfParts({ hour: '', minute: '', period: 'AM' }, 1)).toBe('');
  });

  it('counts the days a date adds to the trip', () => {
    const trip = { start: '2026-11-21', end: '2026-11-23' };
    expect(extensionDaysOf('2026-11-19', trip)).toBe(2);
    expect(extensionDaysOf('2026-11-22', trip)).toBe(0);
    expect(extensionDaysOf('2026-11-26', trip)).toBe(3);
    expect(extensionDaysOf('', trip)).toBe(0);
    expect(extensionDaysOf('2026-11-26', { start: null, end: null })).toBe(0);
  });

  it('keeps a chosen zone when the place changes, and drops one the server derived', () => {
    const derived = { ...at('2026-05-01', '10:00:00', 'Europe/Paris'), utcOffset: '+02:00', isTimezoneKnown: true };
    expect(forgetAutomaticZone(derived)).toMatchObject({ timezone: '', utcOffset: '', isTimezoneKnown: false, time: '10:00:00' });
    const chosen = withTimeZone(at('2026-05-01'), 'Asia/Tokyo');
    expect(chosen).toMatchObject({ timezone: 'Asia/Tokyo', isTimezoneManual: true, isTimezoneKnown: true });
    expect(forgetAutomaticZone(chosen)).toBe(chosen);
    expect(withTimeZone(chosen, '')).toMatchObject({ timezone: '', isTimezoneManual: false, isTimezoneKnown: false });
  });
});
