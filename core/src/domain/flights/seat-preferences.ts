import { fareClassOf, type FareClass, type SeatAttributes } from './seat-attributes.js';
import { allSeats, isSeatFree, type LocatedSeat, type SeatMap } from './seat-map.js';

/**
 * The seat location values of the seat tracker.
 *
 * @example
 * SEAT_LOCATIONS.includes('middle') // true
 */
export const SEAT_LOCATIONS = ['window', 'aisle', 'middle'] as const;

/**
 * A seat location preference.
 *
 * @example
 * const l: SeatLocation = 'aisle';
 */
export type SeatLocation = (typeof SEAT_LOCATIONS)[number];

/**
 * The cabin area values of the seat tracker.
 *
 * @example
 * SEAT_AREAS[1] // 'over_wing'
 */
export const SEAT_AREAS = ['ahead_of_wing', 'over_wing', 'behind_wing'] as const;

/**
 * A cabin area preference.
 *
 * @example
 * const a: SeatArea = 'behind_wing';
 */
export type SeatArea = (typeof SEAT_AREAS)[number];

/**
 * The row kinds a traveler may ask for (should_find_exit_row, should_find_bulkhead_row).
 *
 * @example
 * const k: SeatRowKind = 'exit_row';
 */
export type SeatRowKind = 'exit_row' | 'bulkhead';

/**
 * A set of seat preferences in four groups. An empty group asks nothing; in a non-empty group any
 * one chosen value is enough. Exit row and bulkhead form one group, like the class choices do
 * (the spec lists them side by side as should_find_* flags): asking for both accepts either.
 *
 * @example
 * const p: SeatPreferences = { locations: ['window'], areas: [], fareClasses: ['economy'], rowKinds: [] };
 */
export type SeatPreferences = {
  readonly locations: readonly SeatLocation[];
  readonly areas: readonly SeatArea[];
  readonly fareClasses: readonly FareClass[];
  readonly rowKinds: readonly SeatRowKind[];
};

/**
 * Preferences that ask nothing: every seat matches.
 *
 * @example
 * seatMatches(seatAttributes(), NO_SEAT_PREFERENCES) // true
 */
export const NO_SEAT_PREFERENCES: SeatPreferences = { locations: [], areas: [], fareClasses: [], rowKinds: [] };

/**
 * Whether attributes put a seat at a location: window and aisle are their flags; middle means
 * neither window nor aisle (the isMiddle flag is not consulted).
 *
 * @example
 * isAtLocation(seatAttributes({ isWindow: true }), 'window') // true
 * isAtLocation(seatAttributes({ isMiddle: false }), 'middle') // true: neither window nor aisle
 */
export function isAtLocation(attributes: SeatAttributes, location: SeatLocation): boolean {
  switch (location) {
    case 'window':
      return attributes.isWindow;
    case 'aisle':
      return attributes.isAisle;
    case 'middle':
      return !attributes.isWindow && !attributes.isAisle;
  }
}

const AREA_FLAG = { ahead_of_wing: 'isAheadOfWing', over_wing: 'isOverWing', behind_wing: 'isBehindWing' } as const;
const ROW_KIND_FLAG = { exit_row: 'isExitRow', bulkhead: 'isBulkhead' } as const;

const groupHolds = <T>(chosen: readonly T[], holds: (value: T) => boolean) => chosen.length === 0 || chosen.some(holds);

/**
 * Whether a seat (its combined seat, row and deck attributes) matches a preference set: for each
 * non-empty group at least one chosen value holds. The class group compares the seat's fare class
 * (lowest class flag wins), not the raw flags.
 *
 * @example
 * seatMatches(seatAttributes({ isWindow: true, isOverWing: true }), { ...NO_SEAT_PREFERENCES, locations: ['window', 'aisle'] }) // true
 * seatMatches(seatAttributes({ isWindow: true }), { ...NO_SEAT_PREFERENCES, locations: ['middle'] })                          // false
 */
export function seatMatches(attributes: SeatAttributes, preferences: SeatPreferences): boolean {
  return (
    groupHolds(preferences.locations, (l) => isAtLocation(attributes, l)) &&
    groupHolds(preferences.areas, (a) => attributes[AREA_FLAG[a]]) &&
    groupHolds(preferences.fareClasses, (c) => fareClassOf(attributes) === c) &&
    groupHolds(preferences.rowKinds, (k) => attributes[ROW_KIND_FLAG[k]])
  );
}

/**
 * The free seats of a map (a real seat, not occupied) that match the preferences, front to back.
 *
 * @example
 * matchingFreeSeats(map, { ...NO_SEAT_PREFERENCES, locations: ['aisle'] }).map((s) => `${s.row.number}${s.seat.code}`) // ['31C', '31D']
 */
export function matchingFreeSeats(map: SeatMap, preferences: SeatPreferences): readonly LocatedSeat[] {
  return allSeats(map).filter((located) => isSeatFree(located.seat) && seatMatches(located.attributes, preferences));
}
