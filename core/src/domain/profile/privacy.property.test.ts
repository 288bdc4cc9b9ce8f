import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acknowledgementStamp, mustAcknowledgePrivacy, PRIVACY_STATEMENT_UPDATED_AT, recordedAcknowledgement } from './privacy.js';

const seconds = fc.integer({ min: 0, max: 4_000_000_000 });
const moment = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true });

describe('privacy acknowledgement properties', () => {
  it('an acknowledgement recorded after the last change is never asked for again', () => {
    fc.assert(
      fc.property(seconds, moment, (previous, now) => {
        expect(mustAcknowledgePrivacy(recordedAcknowledgement(previous, now))).toBe(false);
      }),
    );
  });

  it('a recorded acknowledgement never goes back and never passes the previous one or now', () => {
    fc.assert(
      fc.property(seconds, moment, (previous, now) => {
        const recorded = recordedAcknowledgement(previous, now);
        expect(recorded).toBeGreaterThanOrEqual(previous);
        expect(recorded).toBe(Math.max(previous, acknowledgementStamp(now)));
      }),
    );
  });

  it('the rule is monotone: a later acknowledgement is asked for no more than an earlier one', () => {
    fc.assert(
      fc.property(seconds, seconds, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (!mustAcknowledgePrivacy(early)) expect(mustAcknowledgePrivacy(late)).toBe(false);
        expect(mustAcknowledgePrivacy(late, PRIVACY_STATEMENT_UPDATED_AT)).toBe(late < PRIVACY_STATEMENT_UPDATED_AT);
      }),
    );
  });
});
