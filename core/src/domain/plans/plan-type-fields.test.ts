import { describe, expect, it } from 'vitest';
import { DETAIL_TYPE_CODES, detailTypeName, isDetailTypeCode, PLAN_TYPE_FIELDS } from './plan-type-fields.js';
import { PLAN_TYPE_INFO, PLAN_TYPES } from './plan-type.js';

describe('plan type fields', () => {
  it('lists the spec fields per type', () => {
    // Lodging: "estimated and actual start and end date times, Address, guests, number_guests, number_rooms, room_type"
    expect(PLAN_TYPE_FIELDS.lodging.reservation).toEqual(expect.arrayContaining(['Address', 'Guest', 'number_guests', 'number_rooms', 'room_type']));
    // Parking: "start and end date time, Address, location_hours, location_name, valet_ticket_num, location_phone"
    expect(PLAN_TYPE_FIELDS.parking.reservation).toEqual(expect.arrayContaining(['location_hours', 'location_name', 'valet_ticket_num', 'location_phone']));
    // Rail: "carrier_name, coach_number, confirmation_num, seats, service_class, train_number, train_type"
    expect(PLAN_TYPE_FIELDS.rail.segment).toEqual(
      expect.arrayContaining(['carrier_name', 'coach_number', 'confirmation_num', 'seats', 'service_class', 'train_number', 'train_type']),
    );
    // Cruise: "ship_name, cabin_number, cabin_type, dining"
    expect(PLAN_TYPE_FIELDS.cruise.reservation).toEqual(expect.arrayContaining(['ship_name', 'cabin_number', 'cabin_type', 'dining']));
    expect(PLAN_TYPE_FIELDS.air.segment).toEqual(expect.arrayContaining(['conflict_resolution_url', 'is_international', 'ontime_perc']));
  });
  it('gives segment lists exactly to the multi-segment types', () => {
    for (const t of PLAN_TYPES) expect(PLAN_TYPE_FIELDS[t].segment !== null, t).toBe(PLAN_TYPE_INFO[t].isMultiSegment);
  });
  it('knows the detail type codes', () => {
    // "Codes: activity M, T, C, H; transport F, G; direction B, D, T, W."
    expect(DETAIL_TYPE_CODES).toEqual({ activity: ['M', 'T', 'C', 'H'], transport: ['F', 'G'], directions: ['B', 'D', 'T', 'W'] });
    expect(isDetailTypeCode('activity', 'C')).toBe(true);
    expect(isDetailTypeCode('transport', 'C')).toBe(false);
    expect(isDetailTypeCode('directions', 'w')).toBe(false);
    // "activity type (detail_type_code: M meeting, T tour, C concert, H theater)"; "F ferry, G ground"
    expect(['M', 'T', 'C', 'H'].map((c) => detailTypeName('activity', c))).toEqual(['meeting', 'tour', 'concert', 'theater']);
    expect(detailTypeName('transport', 'G')).toBe('ground');
    expect(detailTypeName('directions', 'B')).toBeNull();
    expect(detailTypeName('activity', 'toString')).toBeNull();
  });
});
