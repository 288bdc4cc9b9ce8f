import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneTransitions } from './vtimezone.js';

const ZONES = ['Europe/Paris', 'America/Vancouver', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago', 'Pacific/Auckland'];

// Each zone's transitions are computed once (a search over three years of instants), not per run.
const TRANSITIONS = new Map(ZONES.map((zone) => [zone, zoneTransitions(zone, 2025, 2027)]));

describe('zone transitions', () => {
  it('the offset the transitions imply at any instant is the runtime offset', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }), (zone, at) => {
        const transitions = TRANSITIONS.get(zone) ?? [];
        const z = IANAZone.create(zone);
        const before = transitions.filter((t) => t.at <= at).at(-1);
        const implied = before === undefined ? z.offset(Date.UTC(2025, 0, 1)) : before.to;
        expect(implied).toBe(z.offset(at));
      }),
      { numRuns: 200 },
    );
  });
});
