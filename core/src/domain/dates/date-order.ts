/**
 * The user's date order codes (profile `dateEndianFormat`): I year/month/day,
 * M month/day/year, L day/month/year.
 *
 * @example
 * DATE_ORDERS.includes('L') // true
 */
export const DATE_ORDERS = ['I', 'M', 'L'] as const;

/**
 * One of the user's date orders.
 *
 * @example
 * const order: DateOrder = 'M';
 */
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * How dates are typed and shown for one date order: the luxon format and the hint shown to the user.
 *
 * @example
 * const f: DateInputFormat = { format: 'dd/MM/y', placeholder: 'DD/MM/YYYY' };
 */
export type DateInputFormat = { readonly format: string; readonly placeholder: string };

/**
 * Which date part sits in each of the three slash-separated positions.
 *
 * @example
 * const parts: DatePartOrder = ['d', 'm', 'y'];
 */
export type DatePartOrder = readonly ['y', 'm', 'd'] | readonly ['m', 'd', 'y'] | readonly ['d', 'm', 'y'];

const FORMATS: Readonly<Record<DateOrder, DateInputFormat>> = {
  I: { format: 'y/MM/dd', placeholder: 'YYYY/MM/DD' },
  M: { format: 'MM/dd/y', placeholder: 'MM/DD/YYYY' },
  L: { format: 'dd/MM/y', placeholder: 'DD/MM/YYYY' },
};

const PART_ORDERS: Readonly<Record<DateOrder, DatePartOrder>> = {
  I: ['y', 'm', 'd'],
  M: ['m', 'd', 'y'],
  L: ['d', 'm', 'y'],
};

/**
 * Whether a value is a date order code.
 *
 * @example
 * isDateOrder('L') // true
 * isDateOrder('X') // false
 */
export function isDateOrder(value: unknown): value is DateOrder {
  return typeof value === 'string' && (DATE_ORDERS as readonly string[]).includes(value);
}

/**
 * The luxon format and the user-facing placeholder for a date order.
 *
 * @example
 * dateInputFormat('I') // { format: 'y/MM/dd', placeholder: 'YYYY/MM/DD' }
 * dateInputFormat('M') // { format: 'MM/dd/y', placeholder: 'MM/DD/YYYY' }
 * dateInputFormat('L') // { format: 'dd/MM/y', placeholder: 'DD/MM/YYYY' }
 */
export function dateInputFormat(order: DateOrder): DateInputFormat {
  return FORMATS[order];
}

/**
 * The order of year (y), month (m) and day (d) in typed dates for a date order.
 *
 * @example
 * datePartOrder('M') // ['m', 'd', 'y']
 */
export function datePartOrder(order: DateOrder): DatePartOrder {
  return PART_ORDERS[order];
}
