import { describe, expect, it } from 'vitest';
import { PLAN_SUMMARY_MESSAGE_KEYS, PLAN_SUMMARY_SEPARATOR_KEY, planSummaryParts } from './plan-summary.js';
import { planFromWire } from '../../testing/plan-wire-fixtures.js';

const plan = planFromWire;

describe('plan summary parts', () => {
  // "Lodging ... The collapsed summary joins room type, rooms and guests."
  it('joins the room type, rooms and guests of a lodging', () => {
    expect(planSummaryParts(plan({ LodgingObject: { room_type: 'Deluxe Suite', number_rooms: '2', number_guests: '3' } }))).toEqual([
      { key: 'plans:summary.text', values: { text: 'Deluxe Suite' } },
      { key: 'plans:summary.rooms', values: { count: 2 } },
      { key: 'plans:summary.guests', values: { count: 3 } },
    ]);
  });
  it('uses the singular for one and leaves out what is blank, zero or not a number', () => {
    expect(planSummaryParts(plan({ LodgingObject: { number_rooms: '1', number_guests: ' 1 ' } }))).toEqual([
      { key: 'plans:summary.room', values: { count: 1 } },
      { key: 'plans:summary.guest', values: { count: 1 } },
    ]);
    expect(planSummaryParts(plan({ LodgingObject: { room_type: '  ', number_rooms: '0', number_guests: 'two' } }))).toEqual([]);
  });
  it('summarises a car rental, a cruise and a restaurant booking', () => {
    expect(planSummaryParts(plan({ CarObject: { car_type: 'Compact', car_description: 'VW Golf or similar' } }))).toEqual([
      { key: 'plans:summary.text', values: { text: 'Compact' } },
      { key: 'plans:summary.text', values: { text: 'VW Golf or similar' } },
    ]);
    expect(planSummaryParts(plan({ CruiseObject: { cabin_number: '412', cabin_type: 'Outside', dining: '' } }))).toEqual([
      { key: 'plans:summary.cabin', values: { number: '412' } },
      { key: 'plans:summary.text', values: { text: 'Outside' } },
    ]);
    expect(planSummaryParts(plan({ RestaurantObject: { number_patrons: '4', cuisine: 'Nordic', price_range: '$$$' } }))).toEqual([
      { key: 'plans:summary.tableFor', values: { count: 4 } },
      { key: 'plans:summary.text', values: { text: 'Nordic' } },
      { key: 'plans:summary.text', values: { text: '$$$' } },
    ]);
  });
  it('describes one segment of a flight, a train or a transport: the chosen one, else the first', () => {
    const flight = plan({
      AirObject: {
        Segment: [
          { uuid: 's1', service_class: 'Economy', seats: '31F' },
          { uuid: 's2', service_class: 'Business', seats: '2A, 2C' },
        ],
      },
    });
    expect(planSummaryParts(flight)).toEqual([
      { key: 'plans:summary.text', values: { text: 'Economy' } },
      { key: 'plans:summary.seat', values: { seats: '31F' } },
    ]);
    expect(planSummaryParts(flight, 's2')).toEqual([
      { key: 'plans:summary.text', values: { text: 'Business' } },
      { key: 'plans:summary.seats', values: { seats: '2A, 2C' } },
    ]);
    expect(planSummaryParts(plan({ RailObject: { Segment: [{ service_class: 'Komfort', coach_number: '3', seats: '41' }] } }))).toEqual([
      { key: 'plans:summary.text', values: { text: 'Komfort' } },
      { key: 'plans:summary.coach', values: { number: '3' } },
      { key: 'plans:summary.seat', values: { seats: '41' } },
    ]);
    expect(planSummaryParts(plan({ TransportObject: { Segment: [{ vehicle_description: 'Cabin, 4 berths', number_passengers: '2' }] } }))).toEqual([
      { key: 'plans:summary.text', values: { text: 'Cabin, 4 berths' } },
      { key: 'plans:summary.passengers', values: { count: 2 } },
    ]);
    expect(planSummaryParts(plan({ AirObject: {} }))).toEqual([]);
  });
  it('has nothing to say for the other types', () => {
    for (const key of ['ActivityObject', 'NoteObject', 'MapObject', 'DirectionsObject', 'ParkingObject']) {
      expect(planSummaryParts(plan({ [key]: { supplier_name: 'x' } }))).toEqual([]);
    }
  });
  it('lists its keys in the plans namespace, the separator among them', () => {
    expect(PLAN_SUMMARY_MESSAGE_KEYS.every((k) => k.startsWith('plans:summary.'))).toBe(true);
    expect(PLAN_SUMMARY_MESSAGE_KEYS).toContain(PLAN_SUMMARY_SEPARATOR_KEY);
  });
});
