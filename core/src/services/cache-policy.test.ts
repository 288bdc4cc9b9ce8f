import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/fakes.js';
import { CachePolicy } from './cache-policy.js';

type Values = { 'trips:list': readonly string[]; 'accountAlerts:list': { readonly numNewAlerts: number } };
const t0 = new Date('2026-05-01T10:00:00Z');
const setup = () => {
  const clock = new ManualClock(t0);
  return { clock, cache: new CachePolicy<Values>(clock) };
};

describe('CachePolicy', () => {
  it('serves trips:list for 5 minutes and accountAlerts:list for 10', () => {
    const { clock, cache } = setup();
    cache.set('trips:list', ['t1']);
    cache.set('accountAlerts:list', { numNewAlerts: 2 });
    clock.advance(299_999);
    expect(cache.get('trips:list')).toEqual(['t1']);
    clock.advance(1);
    expect(cache.get('trips:list')).toBeUndefined();
    expect(cache.get('accountAlerts:list')).toEqual({ numNewAlerts: 2 });
    clock.advance(300_000);
    expect(cache.get('accountAlerts:list')).toBeUndefined();
    expect(cache.entry('accountAlerts:list')?.value).toEqual({ numNewAlerts: 2 });
  });
  it('tells when to wake up and what to refresh, 5 s before expiry, with up to 3 retries', () => {
    const { clock, cache } = setup();
    expect(cache.nextWakeUp()).toBeNull();
    cache.set('trips:list', ['t1']);
    cache.set('accountAlerts:list', { numNewAlerts: 0 });
    expect(cache.nextWakeUp()).toEqual(new Date(t0.getTime() + 295_000));
    clock.advance(295_000);
    expect(cache.dueForRefresh()).toEqual(['trips:list']);
    for (let retry = 0; retry < 3; retry += 1) {
      cache.refreshFailed('trips:list');
      expect(cache.dueForRefresh()).toEqual([]);
      clock.advance(1000);
      expect(cache.dueForRefresh()).toEqual(['trips:list']);
    }
    cache.refreshFailed('trips:list');
    expect(cache.nextWakeUp()).toEqual(new Date(t0.getTime() + 595_000));
    cache.set('trips:list', ['t2']);
    expect(cache.get('trips:list')).toEqual(['t2']);
    cache.refreshFailed('accountAlerts:list');
    expect(cache.entry('accountAlerts:list')?.failedRefreshes).toBe(1);
  });
  it('invalidates keys, also for new alerts', () => {
    const { cache } = setup();
    cache.set('trips:list', ['t1']);
    cache.set('accountAlerts:list', { numNewAlerts: 0 });
    expect(cache.invalidateForNewAlerts(['PQ'])).toEqual(['accountAlerts:list']);
    expect(cache.get('accountAlerts:list')).toBeUndefined();
    expect(cache.get('trips:list')).toEqual(['t1']);
    cache.invalidate('trips:list');
    expect(cache.get('trips:list')).toBeUndefined();
    expect(cache.nextWakeUp()).toBeNull();
    cache.refreshFailed('trips:list');
    cache.invalidate();
  });
  it('works on a store it is given', () => {
    const clock = new ManualClock(t0);
    const store = new Map();
    new CachePolicy<Values>(clock, store).set('trips:list', []);
    expect(store.has('trips:list')).toBe(true);
    expect(new CachePolicy<Values>(clock, store).get('trips:list')).toEqual([]);
  });
});
