import { describe, expect, it } from 'vitest';
import { acknowledgementStamp, mustAcknowledgePrivacy, PRIVACY_STATEMENT_UPDATED_AT, recordedAcknowledgement } from './privacy.js';

describe('privacy statement acknowledgement (part 1 sections 3.4 and 4)', () => {
  it('asks only when the statement changed after the last acknowledgement', () => {
    expect(mustAcknowledgePrivacy(0)).toBe(true);
    expect(mustAcknowledgePrivacy(PRIVACY_STATEMENT_UPDATED_AT - 1)).toBe(true);
    expect(mustAcknowledgePrivacy(PRIVACY_STATEMENT_UPDATED_AT)).toBe(false);
    expect(mustAcknowledgePrivacy(PRIVACY_STATEMENT_UPDATED_AT + 3600)).toBe(false);
  });

  it('asks again once a newer statement is published', () => {
    expect(mustAcknowledgePrivacy(PRIVACY_STATEMENT_UPDATED_AT, PRIVACY_STATEMENT_UPDATED_AT + 1)).toBe(true);
  });

  it('stamps the current time in whole seconds', () => {
    expect(acknowledgementStamp(new Date('2026-11-21T00:00:00.900Z'))).toBe(1_795_219_200);
  });

  it('records the server time, never going back', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(recordedAcknowledgement(0, now)).toBe(1_795_219_200);
    expect(recordedAcknowledgement(1_900_000_000, now)).toBe(1_900_000_000);
  });
});
