import { PLAN_TYPES, type PlanType } from '@waybook/core';
import {
  activityWire,
  airWire,
  carWire,
  cruiseWire,
  decodeReservation,
  directionsWire,
  encodeReservation,
  lodgingWire,
  mapWire,
  noteWire,
  parkingWire,
  railWire,
  restaurantWire,
  transportWire,
} from '@waybook/core/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MANUAL_ZONE, normaliseWire, OBJECT_KEYS, planFixture, PLAN_FIXTURE_OBJECTS, TRAVELER_KEYS, wireMismatches, type WireObject } from './plan-fixtures.js';

const SCHEMAS: Readonly<Record<PlanType, z.ZodType>> = {
  air: airWire,
  lodging: lodgingWire,
  car: carWire,
  rail: railWire,
  transport: transportWire,
  cruise: cruiseWire,
  restaurant: restaurantWire,
  activity: activityWire,
  note: noteWire,
  map: mapWire,
  directions: directionsWire,
  parking: parkingWire,
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

// The schemas a (possibly wrapped) schema stands for: through optional, nullable, default, pipes
// (preprocess and transform) and unions.
function inner(s: z.ZodType): z.ZodType[] {
  const def = defOf(s);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? inner(def.innerType) : [s];
    case 'pipe':
      return [...(def.in ? inner(def.in) : []), ...(def.out ? inner(def.out) : [])];
    case 'union':
      return (def.options ?? []).flatMap(inner);
    default:
      return [s];
  }
}

/** The dotted paths of the fields an object schema knows that `value` leaves out, at any depth. */
function missingFields(schema: z.ZodType, value: unknown, path = ''): string[] {
  const candidates = inner(schema);
  if (Array.isArray(value)) {
    const array = candidates.find((c) => defOf(c).type === 'array');
    const element = array ? defOf(array).element : undefined;
    if (!element) return [];
    return value.flatMap((v, i) => missingFields(element, v, `${path}.${i}`));
  }
  if (typeof value === 'object' && value !== null) {
    const object = candidates.find((c) => defOf(c).type === 'object');
    const shape = object ? defOf(object).shape : undefined;
    if (!shape) return [];
    const record = value as WireObject;
    return Object.entries(shape).flatMap(([key, field]) => {
      const at = path === '' ? key : `${path}.${key}`;
      return key in record ? missingFields(field, record[key], at) : [at];
    });
  }
  return [];
}

describe('plan wire fixtures', () => {
  it.each(PLAN_TYPES)('%s: uses every field of its wire schema, at every depth', (type) => {
    expect(missingFields(SCHEMAS[type], PLAN_FIXTURE_OBJECTS[type])).toEqual([]);
  });

  it.each(PLAN_TYPES)('%s: decodes with decodeReservation, and encodeReservation gives back every field set', (type) => {
    const wrapper = planFixture(type, 'trip-1');
    const decoded = decodeReservation(wrapper);
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    expect(decoded.value.type).toBe(type);
    const encoded = JSON.parse(JSON.stringify(encodeReservation(decoded.value))) as WireObject;
    expect(Object.keys(encoded)).toEqual([OBJECT_KEYS[type]]);
    expect(wireMismatches(encoded[OBJECT_KEYS[type]], wrapper[OBJECT_KEYS[type]])).toEqual([]);
    expect(normaliseWire(encoded)).toEqual(normaliseWire(wrapper));
  });

  it('covers the travelers list of each type under its key, with two travelers', () => {
    for (const type of PLAN_TYPES) {
      const key = TRAVELER_KEYS[type];
      if (key === null) continue;
      expect(PLAN_FIXTURE_OBJECTS[type][key], type).toHaveLength(2);
    }
  });

  it('has the multi-segment shapes the plan tests rely on', () => {
    const segments = (type: PlanType) => PLAN_FIXTURE_OBJECTS[type]['Segment'] as WireObject[];
    expect(segments('air').map((s) => `${String(s['start_airport_code'])}-${String(s['end_airport_code'])}`)).toEqual(['OSL-CPH', 'CPH-JFK']);
    expect(segments('cruise').map((s) => s['is_embark'])).toEqual(['true', 'false', 'false']);
    expect(segments('rail')).toHaveLength(2);
    expect(segments('transport').map((s) => s['detail_type_code'])).toEqual(['F', 'G']);
  });

  it('leaves zones to the server except the restaurant, whose zone was set by hand', () => {
    // Plan DateTime objects are the ones with is_timezone_manual (the Status and seat tracker ones have none).
    const zones = (v: unknown): string[] => {
      if (Array.isArray(v)) return v.flatMap(zones);
      if (typeof v !== 'object' || v === null) return [];
      if ('is_timezone_manual' in v) return [String((v as WireObject)['timezone'])];
      return Object.values(v).flatMap(zones);
    };
    for (const type of PLAN_TYPES) {
      expect(
        zones(PLAN_FIXTURE_OBJECTS[type]).every((z) => z === (type === 'restaurant' ? MANUAL_ZONE : '')),
        type,
      ).toBe(true);
    }
  });

  it('checks its own field walk: a field left out at any depth is reported', () => {
    const { room_type: _, ...lodging } = PLAN_FIXTURE_OBJECTS.lodging;
    const { zip: __, ...address } = lodging['Address'] as WireObject;
    expect(missingFields(lodgingWire, { ...lodging, Address: address })).toEqual(['Address.zip', 'room_type']);
    const air = structuredClone(PLAN_FIXTURE_OBJECTS.air);
    const second = (air['Segment'] as WireObject[])[1] as WireObject;
    delete (second['Status'] as WireObject)['baggage_claim'];
    delete ((second['SeatTrackerSubscription'] as WireObject)['Criteria'] as WireObject)['individual_seat'];
    delete ((air['Traveler'] as WireObject[])[0] as WireObject)['ticket_num'];
    expect(missingFields(airWire, air)).toEqual([
      'Traveler.0.ticket_num',
      'Segment.1.Status.baggage_claim',
      'Segment.1.SeatTrackerSubscription.Criteria.individual_seat',
    ]);
  });

  it('checks its own comparison: a changed, missing or shortened field is reported', () => {
    const lodging = PLAN_FIXTURE_OBJECTS.lodging;
    expect(wireMismatches({ ...lodging, room_type: 'Twin' }, lodging)).toEqual(['room_type']);
    const { number_rooms: _, ...withoutRooms } = lodging;
    expect(wireMismatches(withoutRooms, lodging)).toEqual(['number_rooms']);
    expect(wireMismatches({ ...lodging, Guest: [(lodging['Guest'] as unknown[])[0]] }, lodging)).toEqual(['Guest (length 1 instead of 2)']);
    expect(wireMismatches({ ...lodging, Address: { ...(lodging['Address'] as WireObject), latitude: '55.6806' } }, lodging)).toEqual([]);
  });
});
