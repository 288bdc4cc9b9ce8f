import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airPlan } from '../plans/types/air-arbitraries.test.js';
import { compareImportedFlight } from './import-flight-compare.js';
import { importIdentity, isSameImport, planLocalDates } from './import-identity.js';

describe('import identity and flight comparison (property)', () => {
  it('a flight compared with itself is the same, and is the same import', () => {
    fc.assert(
      fc.property(airPlan, (plan) => {
        expect(compareImportedFlight(plan, plan)).toEqual({ outcome: 'same' });
        const id = importIdentity(plan);
        expect(id === null || isSameImport(id, id)).toBe(true);
      }),
    );
  });

  it('an update, applied, leaves nothing more to do; a conflict is one both ways', () => {
    fc.assert(
      fc.property(airPlan, airPlan, (stored, imported) => {
        const r = compareImportedFlight(stored, imported);
        if (r.outcome === 'update') expect(compareImportedFlight(r.plan, imported).outcome).toBe('same');
        expect(compareImportedFlight(imported, stored).outcome === 'conflict').toBe(r.outcome === 'conflict');
      }),
    );
  });

  it('the first date is the identity’s date and never after the last', () => {
    fc.assert(
      fc.property(airPlan, (plan) => {
        const dates = planLocalDates(plan);
        if (dates === null) return;
        expect(dates.first <= dates.last).toBe(true);
        const id = importIdentity(plan);
        if (id !== null) expect(id.firstDate).toBe(dates.first);
      }),
    );
  });
});
