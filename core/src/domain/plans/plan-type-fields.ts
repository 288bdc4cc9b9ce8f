import type { PlanType } from './plan-type.js';

/**
 * The wire fields of one plan type beyond the common booking fields and metadata: those on the
 * typed object itself (`reservation`) and, for types with a segment list, those on each segment
 * (`segment`, nested under the key `Segment`). Nested objects are PascalCase (StartDateTime,
 * Address, Traveler...), scalars snake_case. Where the spec names a field only in prose (start and
 * end location "address, name, hours and phone"), the wire name is the snake_case of those words.
 *
 * @example
 * const f: PlanTypeFields = { reservation: ['DateTime', 'Address'], segment: null };
 */
export interface PlanTypeFields {
  readonly reservation: readonly string[];
  readonly segment: readonly string[] | null;
}

const AIR_SEGMENT = [
  'marketing_airline_code',
  'marketing_airline',
  'marketing_airline_image',
  'marketing_airline_phone',
  'marketing_airline_url',
  'marketing_flight_number',
  'operating_airline_code',
  'operating_airline',
  'operating_airline_image',
  'operating_airline_phone',
  'operating_airline_url',
  'operating_flight_number',
  'start_airport_code',
  'start_airport_name',
  'start_city_name',
  'start_country_code',
  'start_gate',
  'start_terminal',
  'end_airport_code',
  'end_airport_name',
  'end_city_name',
  'end_country_code',
  'end_gate',
  'end_terminal',
  'seats',
  'aircraft',
  'aircraft_display_name',
  'StartDateTime',
  'EndDateTime',
  'Status',
  'conflict_resolution_url',
  'is_international',
  'is_hidden',
  'distance',
  'duration',
  'entertainment',
  'meal',
  'notes',
  'ontime_perc',
  'service_class',
  'stops',
  'baggage_claim',
  'check_in_url',
  'is_eligible_airhelp',
  'SeatTrackerSubscription',
] as const;

/**
 * The per-type wire field lists of part 2 section 3.
 *
 * @example
 * PLAN_TYPE_FIELDS.lodging.reservation // ['StartDateTime', 'EndDateTime', 'Address', 'Guest', 'number_guests', 'number_rooms', 'room_type']
 * PLAN_TYPE_FIELDS.rail.segment?.includes('train_number') // true
 */
export const PLAN_TYPE_FIELDS: Readonly<Record<PlanType, PlanTypeFields>> = {
  air: { reservation: ['Traveler'], segment: AIR_SEGMENT },
  lodging: {
    reservation: ['StartDateTime', 'EndDateTime', 'Address', 'Guest', 'number_guests', 'number_rooms', 'room_type'],
    segment: null,
  },
  car: {
    reservation: [
      'StartDateTime',
      'EndDateTime',
      'StartLocationAddress',
      'start_location_name',
      'start_location_hours',
      'start_location_phone',
      'EndLocationAddress',
      'end_location_name',
      'end_location_hours',
      'end_location_phone',
      'car_description',
      'car_type',
      'mileage_charges',
      'Driver',
    ],
    segment: null,
  },
  rail: {
    reservation: ['Traveler'],
    segment: [
      'StartDateTime',
      'EndDateTime',
      'start_station_name',
      'StartStationAddress',
      'end_station_name',
      'EndStationAddress',
      'carrier_name',
      'coach_number',
      'confirmation_num',
      'seats',
      'service_class',
      'train_number',
      'train_type',
    ],
  },
  transport: {
    reservation: ['Traveler'],
    segment: [
      'StartDateTime',
      'EndDateTime',
      'StartLocationAddress',
      'start_location_name',
      'EndLocationAddress',
      'end_location_name',
      'carrier_name',
      'number_passengers',
      'confirmation_num',
      'vehicle_description',
      'detail_type_code',
    ],
  },
  cruise: {
    reservation: ['ship_name', 'cabin_number', 'cabin_type', 'dining', 'Traveler'],
    segment: ['StartDateTime', 'EndDateTime', 'LocationAddress', 'location_name', 'detail_type_code', 'is_embark'],
  },
  restaurant: {
    reservation: ['DateTime', 'Address', 'cuisine', 'dress_code', 'hours', 'number_patrons', 'price_range', 'Attendee'],
    segment: null,
  },
  activity: {
    reservation: ['StartDateTime', 'EndDateTime', 'Address', 'location_name', 'detail_type_code', 'Participant'],
    segment: null,
  },
  note: { reservation: ['DateTime', 'Address', 'source', 'text', 'url', 'notes'], segment: null },
  map: { reservation: ['DateTime', 'Address'], segment: null },
  directions: { reservation: ['DateTime', 'StartAddress', 'EndAddress', 'detail_type_code'], segment: null },
  parking: {
    reservation: ['StartDateTime', 'EndDateTime', 'Address', 'location_hours', 'location_name', 'valet_ticket_num', 'location_phone'],
    segment: null,
  },
};

/**
 * The detail_type_code values of the types that have one (section 9): activity M meeting, T tour,
 * C concert, H theater; transport F ferry, G ground; directions B, D, T, W (the spec gives no
 * names for these four).
 *
 * @example
 * DETAIL_TYPE_CODES.transport // ['F', 'G']
 */
export const DETAIL_TYPE_CODES = {
  activity: ['M', 'T', 'C', 'H'],
  transport: ['F', 'G'],
  directions: ['B', 'D', 'T', 'W'],
} as const;

/**
 * The plan types that carry a detail_type_code with a fixed set of values.
 *
 * @example
 * const t: DetailTypedPlan = 'activity';
 */
export type DetailTypedPlan = keyof typeof DETAIL_TYPE_CODES;

/**
 * Whether a detail_type_code is one of the values its plan type allows (upper case only).
 *
 * @example
 * isDetailTypeCode('activity', 'C')   // true: concert
 * isDetailTypeCode('transport', 'C')  // false
 */
export function isDetailTypeCode(type: DetailTypedPlan, code: string): boolean {
  return (DETAIL_TYPE_CODES[type] as readonly string[]).includes(code);
}

/**
 * The name of a known detail type code, for picking a label key or an icon; null for directions
 * (unnamed in the spec) and for unknown codes.
 *
 * @example
 * detailTypeName('activity', 'H')  // 'theater'
 * detailTypeName('transport', 'F') // 'ferry'
 */
export function detailTypeName(type: DetailTypedPlan, code: string): string | null {
  const names: Readonly<Record<DetailTypedPlan, Readonly<Record<string, string>>>> = {
    activity: { M: 'meeting', T: 'tour', C: 'concert', H: 'theater' },
    transport: { F: 'ferry', G: 'ground' },
    directions: {},
  };
  return Object.hasOwn(names[type], code) ? (names[type][code] ?? null) : null;
}
