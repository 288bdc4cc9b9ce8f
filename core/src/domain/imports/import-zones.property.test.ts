import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { planDateTimeInstant } from '../plans/plan-date-time.js';
import { localPlanDateTime } from './reservation-plan-parts.js';
import { canonicalDateTime } from './reservation-values.js';

const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Kiritimati'];

describe('imported times with a named zone (property)', () => {
  it('a wall-clock time in the sender’s zone is the same instant at the place, in the place’s zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        fc.option(fc.constantFrom(...ZONES), { nil: null }),
        (ms, written, place) => {
          // The wall-clock time as written; in a daylight-saving fold it names the earlier instant.
          const wall = DateTime.fromMillis(Math.floor(ms / 60_000) * 60_000, { zone: written }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
          const instant = DateTime.fromISO(wall, { zone: written });
          const canonical = canonicalDateTime(wall, written);
          expect(canonicalDateTime(canonical)).toBe(canonical);
          const local = localPlanDateTime(canonical, place);
          expect(local.timezone).toBe(place ?? written);
          expect(planDateTimeInstant(local)?.toMillis()).toBe(instant.toMillis());
        },
      ),
    );
  });
});
