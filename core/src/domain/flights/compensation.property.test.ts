import fc from 'fast-check';
import { describe, it } from 'vitest';
import { delayMinutes, isClaimableDelay, isClaimableDelayMinutes } from './compensation.js';

const base = Date.UTC(2026, 4, 1, 10);
const delayMs = fc.integer({ min: -10 * 3_600_000, max: 10 * 3_600_000 });
const times = (ms: number) => ({ scheduled: new Date(base), actual: new Date(base + ms) });

describe('compensation: properties', () => {
  it('a delay is claimable exactly when it is longer than 3 hours', () => {
    fc.assert(fc.property(delayMs, (ms) => isClaimableDelay(times(ms)) === ms > 3 * 3_600_000));
  });
  it('a longer delay is never less claimable', () => {
    fc.assert(fc.property(delayMs, fc.nat(3_600_000), (ms, more) => !isClaimableDelay(times(ms)) || isClaimableDelay(times(ms + more))));
  });
  it('the whole-minute delay agrees with the exact rule away from the threshold minute', () => {
    fc.assert(
      fc.property(delayMs, (ms) => {
        fc.pre(ms < 180 * 60_000 || ms >= 181 * 60_000);
        return isClaimableDelayMinutes(delayMinutes(times(ms))) === isClaimableDelay(times(ms));
      }),
    );
  });
});
