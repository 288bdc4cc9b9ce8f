import { describe, expect, it } from 'vitest';
import { cacheKeysInvalidatedBy } from './cache-invalidation.js';

describe('cache invalidation ("invalidated when new alerts of some types arrive")', () => {
  it('invalidates the alert list on any new alert, and the trip list on trip and flight alerts', () => {
    expect(cacheKeysInvalidatedBy([])).toEqual([]);
    expect(cacheKeysInvalidatedBy(['PQ'])).toEqual(['accountAlerts:list']);
    expect(cacheKeysInvalidatedBy(['FC', 'WTDE'])).toEqual(['accountAlerts:list']);
    expect(cacheKeysInvalidatedBy(['FI'])).toEqual(['accountAlerts:list', 'trips:list']);
    expect(cacheKeysInvalidatedBy(['Z', 'X'])).toEqual(['accountAlerts:list', 'trips:list']);
  });
});
