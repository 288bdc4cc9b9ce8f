import { describe, expect, it } from 'vitest';
import { POINTS_MESSAGE_KEYS, pointsMessage } from './message-keys.js';

describe('points message keys', () => {
  it('are unique, in the points namespace, and messages drop absent values', () => {
    expect(new Set(POINTS_MESSAGE_KEYS).size).toBe(POINTS_MESSAGE_KEYS.length);
    expect(POINTS_MESSAGE_KEYS.every((k) => k.startsWith('points:'))).toBe(true);
    expect(pointsMessage('points:status.accountLocked')).toEqual({ key: 'points:status.accountLocked' });
  });
});
