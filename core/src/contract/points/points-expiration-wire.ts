import { z } from 'zod';
import type { PointsExpiration } from '../../domain/points/expiring-balance.js';
import { wireNumber, wireOptionalDate } from '../wire-fields.js';

/**
 * One upcoming expiration of a points program on the wire (part 3 section 3: "expirations (date,
 * amount)"). date is y-MM-dd; missing, null or '' reads as '' (the domain's "no valid date") and
 * an unset date is not sent. amount is a number (numeric strings accepted).
 *
 * @example
 * pointsExpirationWire.parse({ date: '2026-06-01', amount: '500' }) // { date: '2026-06-01', amount: 500 }
 */
export const pointsExpirationWire = z.object({
  date: wireOptionalDate.transform((v) => v ?? ''),
  amount: wireNumber,
});

/**
 * An expiration as it travels.
 *
 * @example
 * const w: PointsExpirationWire = { date: '2026-06-01', amount: 500 };
 */
export type PointsExpirationWire = z.input<typeof pointsExpirationWire>;

/**
 * Parsed wire expiration to the domain expiration.
 *
 * @example
 * pointsExpirationFromWire(pointsExpirationWire.parse({ amount: 5 })) // { date: '', amount: 5 }
 */
export function pointsExpirationFromWire(w: z.output<typeof pointsExpirationWire>): PointsExpiration {
  return { date: w.date, amount: w.amount };
}

/**
 * Domain expiration to the wire; an unset ('') date is left out.
 *
 * @example
 * pointsExpirationToWire({ date: '', amount: 5 }) // { amount: 5 }
 */
export function pointsExpirationToWire(e: PointsExpiration): PointsExpirationWire {
  return { ...(e.date === '' ? {} : { date: e.date }), amount: e.amount };
}
