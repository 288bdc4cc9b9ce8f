import { describe, expect, it } from 'vitest';
import { pointsProgramFromWire, pointsProgramToWire, pointsProgramWire } from './points-program-wire.js';

// Spec part 3 section 3: "Points program name: program_name, supplier_code."
describe('points program wire codec', () => {
  it('reads and writes program_name and supplier_code', () => {
    const p = pointsProgramFromWire(pointsProgramWire.parse({ program_name: 'SkyMiles', supplier_code: 'DL' }));
    expect(p).toEqual({ programName: 'SkyMiles', supplierCode: 'DL' });
    expect(pointsProgramToWire(p)).toEqual({ program_name: 'SkyMiles', supplier_code: 'DL' });
  });
  it('refuses a program without a supplier code', () => {
    expect(pointsProgramWire.safeParse({ program_name: 'SkyMiles' }).success).toBe(false);
  });
});
