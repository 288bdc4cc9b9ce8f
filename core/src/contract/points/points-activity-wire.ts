import { z } from 'zod';
import { wireNumber, wireOptionalDate, wireText } from '../wire-fields.js';

/**
 * One recent activity of a points program (part 3 section 3: "activities (date, description,
 * base, bonus, total)"). `date` is y-MM-dd, or '' when unknown (as for PointsExpiration).
 *
 * @example
 * const a: PointsActivity = { date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 1000, total: 4625 };
 */
export interface PointsActivity {
  readonly date: string;
  readonly description: string;
  readonly base: number;
  readonly bonus: number;
  readonly total: number;
}

/**
 * An activity on the wire, keys as the spec names them. date y-MM-dd (missing, null or '' reads
 * as '', and an unset date is not sent); base, bonus and total numbers (numeric strings accepted).
 *
 * @example
 * pointsActivityWire.parse({ date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: '0', total: 3625 }).bonus // 0
 */
export const pointsActivityWire = z.object({
  date: wireOptionalDate.transform((v) => v ?? ''),
  description: wireText,
  base: wireNumber,
  bonus: wireNumber,
  total: wireNumber,
});

/**
 * An activity as it travels.
 *
 * @example
 * const w: PointsActivityWire = { date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 0, total: 3625 };
 */
export type PointsActivityWire = z.input<typeof pointsActivityWire>;

/**
 * Parsed wire activity to the domain activity.
 *
 * @example
 * pointsActivityFromWire(pointsActivityWire.parse(w)).total // 3625
 */
export function pointsActivityFromWire(w: z.output<typeof pointsActivityWire>): PointsActivity {
  return { date: w.date, description: w.description, base: w.base, bonus: w.bonus, total: w.total };
}

/**
 * Domain activity to the wire; an unset ('') date is left out.
 *
 * @example
 * pointsActivityToWire({ date: '', description: 'Bonus', base: 0, bonus: 500, total: 500 }) // { description: 'Bonus', base: 0, bonus: 500, total: 500 }
 */
export function pointsActivityToWire(a: PointsActivity): PointsActivityWire {
  return { ...(a.date === '' ? {} : { date: a.date }), description: a.description, base: a.base, bonus: a.bonus, total: a.total };
}
