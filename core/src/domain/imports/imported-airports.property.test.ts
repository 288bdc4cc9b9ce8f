import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airPlan, airPlanWith, airSegment } from '../plans/types/air-arbitraries.test.js';
import type { AirPlan, AirSegment } from '../plans/types/air-plan.js';
import { airportsToComplete, withAirportFacts, type AirportFacts } from './imported-airports.js';

const fra: AirportFacts = { name: 'Frankfurt am Main Airport', city: 'Frankfurt am Main', countryCode: 'DE' };
const yul: AirportFacts = { name: 'Montreal-Trudeau International Airport', city: 'Montréal', countryCode: 'CA' };

const codesOnly = (segment: AirSegment): AirSegment => ({
  ...segment,
  ...{ startAirportCode: 'YUL', startAirportName: '', startCityName: '', startCountryCode: '' },
  ...{ endAirportCode: 'FRA', endAirportName: '', endCityName: '', endCountryCode: '' },
});

describe('imported airports', () => {
  it('completes a boarding pass’s codes with the airports’ names, cities and countries', () => {
    fc.assert(
      fc.property(airPlanWith(fc.array(airSegment, { minLength: 1, maxLength: 2 })), (plan) => {
        const pass: AirPlan = { ...plan, segments: plan.segments.map(codesOnly) };
        expect(airportsToComplete(pass)).toEqual(['YUL', 'FRA']);
        const done = withAirportFacts(
          pass,
          new Map([
            ['FRA', fra],
            ['YUL', yul],
          ]),
        );
        expect(done.type === 'air' && done.segments[0]).toMatchObject({ startCityName: 'Montréal', endCityName: 'Frankfurt am Main', endCountryCode: 'DE' });
        expect(airportsToComplete(done)).toEqual([]);
      }),
    );
  });

  it('never replaces what the sender wrote, and changes nothing but airport names, cities and countries', () => {
    const filled = ['startAirportName', 'startCityName', 'startCountryCode', 'endAirportName', 'endCityName', 'endCountryCode'] as const;
    fc.assert(
      fc.property(airPlan, (plan) => {
        const done = withAirportFacts(plan, new Map(plan.segments.flatMap((s) => [[s.startAirportCode, fra] as const, [s.endAirportCode, yul] as const])));
        if (done.type !== 'air') throw new Error('not a flight');
        done.segments.forEach((s, i) => {
          const before = plan.segments[i] as AirSegment;
          for (const key of filled) if (before[key] !== '') expect(s[key]).toBe(before[key]);
          expect({ ...s, ...Object.fromEntries(filled.map((k) => [k, ''])) }).toEqual({ ...before, ...Object.fromEntries(filled.map((k) => [k, ''])) });
        });
        expect({ ...done, segments: [] }).toEqual({ ...plan, segments: [] });
      }),
    );
  });

  it('leaves a flight whose airports are unknown, and every other plan, as it is', () => {
    fc.assert(
      fc.property(airPlan, (plan) => {
        expect(withAirportFacts(plan, new Map())).toEqual(plan);
      }),
    );
  });
});
