import { describe, expect, it } from 'vitest';
import { COMPENSATION_DELAY_THRESHOLD_MINUTES, delayMinutes, isClaimableDelay, isClaimableDelayMinutes } from './compensation.js';

const scheduled = new Date('2026-05-01T10:00:00Z');
const at = (iso: string) => ({ scheduled, actual: new Date(iso) });

describe('compensation threshold (part 2 sections 4 and 9)', () => {
  it('"Claim threshold: a delay of more than 3 hours"', () => {
    expect(COMPENSATION_DELAY_THRESHOLD_MINUTES).toBe(180);
    expect(isClaimableDelay(at('2026-05-01T13:00:00Z'))).toBe(false);
    expect(isClaimableDelay(at('2026-05-01T13:00:01Z'))).toBe(true);
    expect(isClaimableDelay(at('2026-05-01T15:00:00Z'))).toBe(true);
    expect(isClaimableDelay(at('2026-05-01T09:00:00Z'))).toBe(false);
  });
  it('"Claim delay threshold over 3 hours" in whole minutes', () => {
    expect([179, 180, 181].map(isClaimableDelayMinutes)).toEqual([false, false, true]);
    expect(delayMinutes(at('2026-05-01T13:30:59Z'))).toBe(210);
    expect(delayMinutes(at('2026-05-01T09:59:30Z'))).toBe(0);
    expect(delayMinutes(at('2026-05-01T09:00:00Z'))).toBe(-60);
  });
});
