/**
 * The wire label of each seat or row attribute flag (part 2 section 3, Seat map). The spec gives
 * isNotASeat no label; it is `not_a_seat` here.
 *
 * @example
 * SEAT_ATTRIBUTE_LABELS.isWindow // 'location_window'
 */
export const SEAT_ATTRIBUTE_LABELS = {
  isFirstClass: 'first_class',
  isPremiumClass: 'premium_class',
  isEconomyClass: 'economy_class',
  isWindow: 'location_window',
  isAisle: 'location_aisle',
  isMiddle: 'location_middle',
  isAheadOfWing: 'ahead_of_wing',
  isOverWing: 'over_wing',
  isBehindWing: 'behind_wing',
  isExitRow: 'exit_row',
  isBulkhead: 'bulkhead',
  isRestrictedRecline: 'recline_restriction',
  isRestricted: 'restricted',
  isPreferred: 'preferred',
  isUpperDeck: 'upper_deck',
  isNotASeat: 'not_a_seat',
} as const;

/**
 * The name of one attribute flag.
 *
 * @example
 * const flag: SeatAttributeFlag = 'isExitRow';
 */
export type SeatAttributeFlag = keyof typeof SEAT_ATTRIBUTE_LABELS;

/**
 * The wire label of one attribute flag.
 *
 * @example
 * const label: SeatAttributeLabel = 'exit_row';
 */
export type SeatAttributeLabel = (typeof SEAT_ATTRIBUTE_LABELS)[SeatAttributeFlag];

/**
 * Every attribute flag, in the spec's order.
 *
 * @example
 * SEAT_ATTRIBUTE_FLAGS.length // 16
 */
export const SEAT_ATTRIBUTE_FLAGS = Object.keys(SEAT_ATTRIBUTE_LABELS) as readonly SeatAttributeFlag[];

/**
 * The attribute flags of a seat or a row, every one present.
 *
 * @example
 * seatAttributes({ isWindow: true }).isAisle // false
 */
export type SeatAttributes = Readonly<Record<SeatAttributeFlag, boolean>>;

/**
 * Attributes with every flag set as given and the rest false.
 *
 * @example
 * seatAttributes({ isExitRow: true, isWindow: true }).isExitRow // true
 * seatAttributes().isNotASeat                                   // false
 */
export function seatAttributes(set: Partial<SeatAttributes> = {}): SeatAttributes {
  return Object.fromEntries(SEAT_ATTRIBUTE_FLAGS.map((flag) => [flag, set[flag] === true])) as Record<SeatAttributeFlag, boolean>;
}

/**
 * Reads attribute labels; unknown labels are ignored (a newer server may send more), case and
 * surrounding spaces do not matter.
 *
 * @example
 * attributesFromLabels(['location_window', 'exit_row', 'lie_flat']).isWindow // true
 */
export function attributesFromLabels(labels: readonly string[]): SeatAttributes {
  const given = new Set(labels.map((l) => l.trim().toLowerCase()));
  return seatAttributes(Object.fromEntries(SEAT_ATTRIBUTE_FLAGS.map((flag) => [flag, given.has(SEAT_ATTRIBUTE_LABELS[flag])])));
}

/**
 * The labels of the flags that are set, in the spec's order.
 *
 * @example
 * attributesToLabels(seatAttributes({ isExitRow: true, isWindow: true })) // ['location_window', 'exit_row']
 */
export function attributesToLabels(attributes: SeatAttributes): readonly SeatAttributeLabel[] {
  return SEAT_ATTRIBUTE_FLAGS.filter((flag) => attributes[flag]).map((flag) => SEAT_ATTRIBUTE_LABELS[flag]);
}

/**
 * A seat's attributes together with its row's: a flag holds if either sets it (rows carry the wing
 * position, seats the rest; either may carry any flag).
 *
 * @example
 * combineAttributes(seatAttributes({ isOverWing: true }), seatAttributes({ isWindow: true })).isOverWing // true
 */
export function combineAttributes(row: SeatAttributes, seat: SeatAttributes): SeatAttributes {
  return Object.fromEntries(SEAT_ATTRIBUTE_FLAGS.map((flag) => [flag, row[flag] || seat[flag]])) as Record<SeatAttributeFlag, boolean>;
}

/**
 * The cabin classes, lowest first.
 *
 * @example
 * FARE_CLASSES[0] // 'economy'
 */
export const FARE_CLASSES = ['economy', 'premium', 'first'] as const;

/**
 * A cabin class: economy, premium or first.
 *
 * @example
 * const c: FareClass = 'premium';
 */
export type FareClass = (typeof FARE_CLASSES)[number];

const CLASS_FLAG = { economy: 'isEconomyClass', premium: 'isPremiumClass', first: 'isFirstClass' } as const satisfies Record<FareClass, SeatAttributeFlag>;

/**
 * The fare class of (combined) attributes: the lowest class whose flag is set, in the order
 * economy < premium < first; economy when none is set.
 *
 * @example
 * fareClassOf(seatAttributes({ isFirstClass: true }))                        // 'first'
 * fareClassOf(seatAttributes({ isFirstClass: true, isPremiumClass: true }))  // 'premium'
 * fareClassOf(seatAttributes())                                              // 'economy'
 */
export function fareClassOf(attributes: SeatAttributes): FareClass {
  return FARE_CLASSES.find((fareClass) => attributes[CLASS_FLAG[fareClass]]) ?? 'economy';
}

/**
 * Compares two fare classes by rank (negative when `a` is lower).
 *
 * @example
 * compareFareClass('economy', 'first') < 0 // true
 */
export function compareFareClass(a: FareClass, b: FareClass): number {
  return FARE_CLASSES.indexOf(a) - FARE_CLASSES.indexOf(b);
}
