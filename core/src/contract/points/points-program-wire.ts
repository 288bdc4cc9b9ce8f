import { z } from 'zod';
import { wireText } from '../wire-fields.js';

/**
 * A points program as the catalogue names it (part 3 section 3 "Points program name":
 * program_name, supplier_code; also part of the answer of GET v2/pointsProgram/show).
 *
 * @example
 * const p: PointsProgram = { programName: 'SkyMiles', supplierCode: 'DL' };
 */
export interface PointsProgram {
  readonly programName: string;
  readonly supplierCode: string;
}

/**
 * A points program name on the wire, keys as the spec names them.
 *
 * @example
 * pointsProgramWire.parse({ program_name: 'SkyMiles', supplier_code: 'DL' }).supplier_code // 'DL'
 */
export const pointsProgramWire = z.object({
  program_name: wireText,
  supplier_code: z.string(),
});

/**
 * A points program name as it travels.
 *
 * @example
 * const w: PointsProgramWire = { program_name: 'SkyMiles', supplier_code: 'DL' };
 */
export type PointsProgramWire = z.input<typeof pointsProgramWire>;

/**
 * Parsed wire program name to the domain.
 *
 * @example
 * pointsProgramFromWire(pointsProgramWire.parse(w)) // { programName: 'SkyMiles', supplierCode: 'DL' }
 */
export function pointsProgramFromWire(w: z.output<typeof pointsProgramWire>): PointsProgram {
  return { programName: w.program_name, supplierCode: w.supplier_code };
}

/**
 * Domain program name to the wire.
 *
 * @example
 * pointsProgramToWire({ programName: 'SkyMiles', supplierCode: 'DL' }) // { program_name: 'SkyMiles', supplier_code: 'DL' }
 */
export function pointsProgramToWire(p: PointsProgram): PointsProgramWire {
  return { program_name: p.programName, supplier_code: p.supplierCode };
}
