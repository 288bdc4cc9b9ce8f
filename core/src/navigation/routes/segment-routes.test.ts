import { describe, expect, it } from 'vitest';
import { MULTI_SEGMENT_ROUTE_TYPES, routeTypeOfPlanCode, SEGMENT_ROUTE_NAME_TYPES, SEGMENT_ROUTE_TYPES } from './segment-routes.js';

describe('segment route types (part 1 section 2.3, part 2)', () => {
  it('"The route type segments are flights, lodging, car-rental, rail, transport, cruise, restaurant, activity, note, map, direction, parking"', () => {
    expect(SEGMENT_ROUTE_TYPES).toEqual([
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
  });
  it('names flights segment_flight and car-rental the segment_car family', () => {
    expect(SEGMENT_ROUTE_NAME_TYPES.flights).toBe('flight');
    expect(SEGMENT_ROUTE_NAME_TYPES['car-rental']).toBe('car');
    expect(SEGMENT_ROUTE_NAME_TYPES.lodging).toBe('lodging');
  });
  it('maps the plan type codes "A air, H lodging, C car, R restaurant, L rail, T transport, U cruise, Y activity, N note, M map, D direction, P parking"', () => {
    const codes = {
      A: 'flights',
      H: 'lodging',
      C: 'car-rental',
      R: 'restaurant',
      L: 'rail',
      T: 'transport',
      U: 'cruise',
      Y: 'activity',
      N: 'note',
      M: 'map',
      D: 'direction',
      P: 'parking',
    };
    for (const [code, type] of Object.entries(codes)) expect(routeTypeOfPlanCode(code), code).toBe(type);
  });
  it('has no route for weather (W), layover (O) or unknown codes', () => {
    for (const code of ['W', 'O', '', 'a', 'toString', 'AIR']) expect(routeTypeOfPlanCode(code), code).toBeNull();
  });
  it('"Air, rail, transport and cruise reservations are multi-segment reservations"', () => {
    expect([...MULTI_SEGMENT_ROUTE_TYPES].sort()).toEqual(['cruise', 'flights', 'rail', 'transport']);
  });
});
