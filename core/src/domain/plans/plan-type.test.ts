import { describe, expect, it } from 'vitest';
import {
  isPlanType,
  isTripItemTypeCode,
  PLAN_TYPE_INFO,
  PLAN_TYPES,
  planRouteName,
  planTypeFromObjectKey,
  planTypeFromRouteSegment,
  planTypeFromTripItemTypeCode,
  TRIP_ITEM_TYPE_CODES,
} from './plan-type.js';

describe('plan type codes', () => {
  it('knows the twelve plan types and their wrapper keys', () => {
    // "Holds exactly one typed object: AirObject, LodgingObject, RailObject, RestaurantObject, CarObject,
    // ParkingObject, CruiseObject, TransportObject, ActivityObject, MapObject, NoteObject, DirectionsObject."
    const keys = [
      'AirObject',
      'LodgingObject',
      'RailObject',
      'RestaurantObject',
      'CarObject',
      'ParkingObject',
      'CruiseObject',
      'TransportObject',
      'ActivityObject',
      'MapObject',
      'NoteObject',
      'DirectionsObject',
    ];
    expect(PLAN_TYPES.map((t) => PLAN_TYPE_INFO[t].objectKey).sort()).toEqual([...keys].sort());
    expect(planTypeFromObjectKey('CarObject')).toBe('car');
    expect(planTypeFromObjectKey('DirectionsObject')).toBe('directions');
    expect(planTypeFromObjectKey('WeatherObject')).toBeNull();
    expect(planTypeFromObjectKey('airobject')).toBeNull();
  });

  it('maps the route type segments', () => {
    // "The route type segments are flights, lodging, car-rental, rail, transport, cruise, restaurant,
    // activity, note, map, direction, parking."
    expect(PLAN_TYPES.map((t) => PLAN_TYPE_INFO[t].routeSegment)).toEqual([
      'flights',
      'lodging',
      'car-rental',
      'rail',
      'transport',
      'cruise',
      'restaurant',
      'activity',
      'note',
      'map',
      'direction',
      'parking',
    ]);
    expect(planTypeFromRouteSegment('flights')).toBe('air');
    expect(planTypeFromRouteSegment('car-rental')).toBe('car');
    expect(planTypeFromRouteSegment('direction')).toBe('directions');
    expect(planTypeFromRouteSegment('directions')).toBeNull();
    expect(planTypeFromRouteSegment('plans')).toBeNull();
  });

  it('maps the trip item type codes as the spec gives them', () => {
    // "A air, H lodging, C car, R restaurant, L rail, T transport, U cruise, Y activity, N note, W weather,
    // M map, D direction, P parking, O layover."
    const expected = {
      A: 'air',
      H: 'lodging',
      C: 'car',
      R: 'restaurant',
      L: 'rail',
      T: 'transport',
      U: 'cruise',
      Y: 'activity',
      N: 'note',
      M: 'map',
      D: 'directions',
      P: 'parking',
    };
    for (const [code, type] of Object.entries(expected)) expect(planTypeFromTripItemTypeCode(code), code).toBe(type);
    expect(planTypeFromTripItemTypeCode('W')).toBeNull();
    expect(planTypeFromTripItemTypeCode('O')).toBeNull();
    expect(planTypeFromTripItemTypeCode('a')).toBeNull();
    expect(TRIP_ITEM_TYPE_CODES).toHaveLength(14);
    expect(isTripItemTypeCode('W')).toBe(true);
    expect(isTripItemTypeCode('X')).toBe(false);
  });

  it('marks air, rail, transport and cruise as multi-segment', () => {
    // "Air, rail, transport and cruise reservations are multi-segment reservations."
    expect(PLAN_TYPES.filter((t) => PLAN_TYPE_INFO[t].isMultiSegment)).toEqual(['air', 'rail', 'transport', 'cruise']);
  });

  it('builds route names', () => {
    // "flights (route names segment_flight_create, segment_flight, unfiled_segment_flight, segment_flight_edit,
    // unfiled_segment_flight_edit), car-rental (segment_car family)"
    expect(['create', 'view', 'unfiled-view', 'edit', 'unfiled-edit'].map((p) => planRouteName('air', p as never))).toEqual([
      'segment_flight_create',
      'segment_flight',
      'unfiled_segment_flight',
      'segment_flight_edit',
      'unfiled_segment_flight_edit',
    ]);
    expect(planRouteName('car', 'view')).toBe('segment_car');
    expect(planRouteName('directions', 'edit')).toBe('segment_direction_edit');
  });

  it('recognises plan types', () => {
    expect(isPlanType('cruise')).toBe(true);
    expect(isPlanType('weather')).toBe(false);
    expect(isPlanType('flight')).toBe(false);
  });
});
