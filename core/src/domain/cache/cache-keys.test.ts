import { describe, expect, it } from 'vitest';
import { ALERTS_CACHE_LIFETIME_MS, CACHE_KEYS, CACHE_LIFETIMES_MS, DEFAULT_CACHE_LIFETIME_MS, isCacheKey } from './cache-keys.js';

describe('cache keys', () => {
  it('"trip list cache key trips:list, alerts cache key accountAlerts:list; default lifetime 5 minutes"', () => {
    expect(CACHE_KEYS).toEqual(['trips:list', 'accountAlerts:list']);
    expect(DEFAULT_CACHE_LIFETIME_MS).toBe(300000);
    expect(CACHE_LIFETIMES_MS['trips:list']).toBe(300000);
    expect(isCacheKey('trips:list')).toBe(true);
    expect(isCacheKey('trips')).toBe(false);
  });
  it('"Alert cache lifetime | 600000 ms (10 minutes)"', () => {
    expect(ALERTS_CACHE_LIFETIME_MS).toBe(600000);
    expect(CACHE_LIFETIMES_MS['accountAlerts:list']).toBe(600000);
  });
});
