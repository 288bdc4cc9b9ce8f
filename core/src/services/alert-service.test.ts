import { describe, expect, it } from 'vitest';
import type { AccountAlertWire } from '../contract/alerts/account-alert-wire.js';
import { AI_EXTRACTOR_ALERT_UUID } from '../domain/alerts/ai-extractor-alert.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { ManualClock } from '../testing/fakes.js';
import { AlertService, type AlertCacheValues } from './alert-service.js';
import { CachePolicy } from './cache-policy.js';

const T0 = new Date('2026-05-01T10:00:00Z');

const wireAlert = (n: number, overrides: Partial<AccountAlertWire> = {}): AccountAlertWire => ({
  uuid: `a${n}`,
  type_code: 'FT',
  trip_uuid: 't1',
  title: `Alert ${n}`,
  message: 'Ada invited you. See https://waybook.example/trips/t1 now',
  created_at: new Date(T0.getTime() - n * 60_000).toISOString(),
  is_new: 'false',
  trip_item_uuid: '',
  from_account_profile_ref: '',
  ...overrides,
});

// A fake server: 25 alerts, newest first, 20 a page; `fail` makes the next reads fail.
function world(alerts: AccountAlertWire[] = Array.from({ length: 25 }, (_, i) => wireAlert(i + 1, { is_new: i < 2 ? 'true' : 'false' }))) {
  const calls: string[] = [];
  const state = { alerts, fail: 0 };
  const api: ApiTransport = {
    call: async (entry, input) => {
      const query = (input.query ?? {}) as Record<string, string>;
      calls.push(entry.path + (entry.method === 'GET' ? `?${query.page_num}/${query.page_size}` : ''));
      if (state.fail > 0) {
        state.fail -= 1;
        return err<ApiFailure>({ kind: 'network' });
      }
      const news = () => state.alerts.filter((a) => a.is_new === 'true').length;
      if (entry.path === 'v2/listProAlerts') {
        const size = Number(query.page_size);
        const from = (Number(query.page_num) - 1) * size;
        return ok(
          entry.response.parse({
            Alerts: state.alerts.slice(from, from + size),
            num_new_alerts: news(),
            max_page: Math.max(1, Math.ceil(state.alerts.length / size)),
          }),
        ) as never;
      }
      if (entry.path === 'v2/updateProAlertsViewed') {
        state.alerts = state.alerts.map((a) => ({ ...a, is_new: 'false' }));
        return ok(entry.response.parse({ num_new_alerts: 0 })) as never;
      }
      const uuids = (input.body as { alert_uuids: string[] }).alert_uuids;
      const before = state.alerts.length;
      state.alerts = state.alerts.filter((a) => !uuids.includes(a.uuid));
      return ok(entry.response.parse({ dismissed: before - state.alerts.length })) as never;
    },
  };
  const clock = new ManualClock(T0);
  const cache = new CachePolicy<AlertCacheValues>(clock);
  const service = new AlertService(api, cache, clock);
  let heard = 0;
  service.subscribe(() => (heard += 1));
  return { service, calls, state, clock, cache, heard: () => heard };
}

describe('AlertService', () => {
  it('makes the trip lists stale when a re-read brings a new trip alert, and only then', async () => {
    const { service, state, clock, cache } = world();
    await service.list();
    // Each step: the alert list expires, the trip list was just read, then the alerts are read again.
    const reread = async () => {
      clock.advance(600_000);
      cache.set('trips:list', ['t1']);
      return service.list();
    };
    // Nothing new: the trip list stays.
    await reread();
    expect(cache.get('trips:list')).toEqual(['t1']);
    // A trip invitation arrives: the trip list is read again on its next use, the alert list is the new one.
    state.alerts = [wireAlert(0, { uuid: 'new-ft', type_code: 'FT', is_new: 'true' }), ...state.alerts];
    const next = await reread();
    expect(cache.get('trips:list')).toBeUndefined();
    expect(next.ok && next.value.alerts[0]?.uuid).toBe('new-ft');
    expect(cache.get('accountAlerts:list')?.alerts[0]?.uuid).toBe('new-ft');
    // An alert about no trip (a points alert) leaves the trip list alone.
    state.alerts = [wireAlert(0, { uuid: 'new-pq', type_code: 'PQ', trip_uuid: '', is_new: 'true' }), ...state.alerts];
    await reread();
    expect(cache.get('trips:list')).toEqual(['t1']);
  });

  it('reads the first page once and serves it from the cache for 10 minutes, URLs stripped', async () => {
    const { service, calls, clock } = world();
    const [first, again] = await Promise.all([service.list(), service.list()]);
    expect(first.ok && first.value.alerts.length).toBe(20);
    expect(first.ok && first.value).toMatchObject({ numNewAlerts: 2, pageNum: 1, maxPage: 2 });
    expect(first.ok && first.value.alerts[0]?.message).toBe('Ada invited you. See now');
    expect(again).toEqual(first);
    clock.advance(599_999);
    await service.list();
    expect(calls).toEqual(['v2/listProAlerts?1/20']);
    clock.advance(1);
    await service.list();
    expect(calls).toEqual(['v2/listProAlerts?1/20', 'v2/listProAlerts?1/20']);
  });

  it('reads later pages for /messages without caching them; page 1 is the cached list', async () => {
    const { service, calls } = world();
    await service.page(1);
    const second = await service.page(2);
    expect(second.ok && second.value.alerts.map((a) => a.uuid)).toEqual(['a21', 'a22', 'a23', 'a24', 'a25']);
    await service.page(1);
    await service.page(2);
    expect(calls).toEqual(['v2/listProAlerts?1/20', 'v2/listProAlerts?2/20', 'v2/listProAlerts?2/20']);
  });

  it('marks all viewed on the server and in the cached list, telling listeners', async () => {
    const { service, calls, heard } = world();
    await service.list();
    const before = heard();
    expect(await service.markViewed()).toEqual(ok(undefined));
    const list = await service.list();
    expect(list.ok && list.value.numNewAlerts).toBe(0);
    expect(list.ok && list.value.alerts.some((a) => a.isNew)).toBe(false);
    expect(heard()).toBe(before + 1);
    expect(calls).toEqual(['v2/listProAlerts?1/20', 'v2/updateProAlertsViewed']);
  });

  it('dismisses premium alerts and drops them from the cached list; a failure changes nothing', async () => {
    const { service, state } = world([wireAlert(1, { type_code: 'D', is_new: 'true' }), wireAlert(2)]);
    await service.list();
    state.fail = 1;
    expect(await service.dismiss(['a1'])).toEqual(err({ kind: 'network' }));
    const kept = await service.list();
    expect(kept.ok && kept.value.alerts).toHaveLength(2);
    expect(await service.dismiss(['a1'])).toEqual(ok(1));
    const list = await service.list();
    expect(list.ok && list.value.alerts.map((a) => a.uuid)).toEqual(['a2']);
    expect(list.ok && list.value.numNewAlerts).toBe(0);
  });

  it('reads again after an invalidation; trip-related codes also invalidate the trip lists', async () => {
    const { service, calls, cache, heard } = world();
    await service.list();
    const before = heard();
    service.invalidate();
    expect(heard()).toBe(before + 1);
    await service.list();
    expect(calls).toHaveLength(2);
    const trips = new CachePolicy<AlertCacheValues & { 'trips:list': string }>(new ManualClock(T0));
    trips.set('trips:list', 'pages');
    const withTrips = new AlertService({ call: async () => err<ApiFailure>({ kind: 'network' }) }, trips, new ManualClock(T0));
    withTrips.invalidate(['FT']);
    expect(trips.get('trips:list')).toBeUndefined();
    expect(cache.get('accountAlerts:list')).toBeDefined();
  });

  it('refreshes 5 s before expiry, retries a failed refresh every second up to 3 times, then stops', async () => {
    const { service, calls, clock, state } = world();
    expect(service.refreshDelayMs()).toBeNull();
    await service.list();
    expect(service.refreshDelayMs()).toBe(595_000);
    await service.refreshIfDue();
    expect(calls).toHaveLength(1);
    clock.advance(595_000);
    state.fail = 4;
    for (let retry = 0; retry < 4; retry += 1) {
      expect(service.refreshDelayMs()).toBe(0);
      await service.refreshIfDue();
      clock.advance(1_000);
    }
    expect(calls).toHaveLength(5);
    expect(service.refreshDelayMs()).toBeNull();
    clock.advance(10_000);
    const list = await service.list();
    expect(list.ok).toBe(true);
    expect(calls).toHaveLength(6);
  });

  it('a successful refresh keeps the list fresh for another 10 minutes', async () => {
    const { service, calls, clock, state } = world();
    await service.list();
    clock.advance(595_000);
    state.alerts = [wireAlert(0, { is_new: 'true' }), ...state.alerts];
    await service.refreshIfDue();
    clock.advance(300_000);
    const list = await service.list();
    expect(list.ok && list.value.alerts[0]?.uuid).toBe('a0');
    expect(calls).toHaveLength(2);
    expect(service.refreshDelayMs()).toBe(295_000);
  });

  it('injects the AI extractor alert first, at the clock’s time, only when it is to be shown', () => {
    const { service } = world();
    const aiImport = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 };
    const shown = service.shown([], { fullProfileLoaded: true, aiImport });
    expect(shown.map((a) => [a.uuid, a.createdAt.toISOString()])).toEqual([[AI_EXTRACTOR_ALERT_UUID, T0.toISOString()]]);
    expect(service.shown([], { fullProfileLoaded: false, aiImport })).toEqual([]);
    expect(service.now()).toEqual(T0);
    expect(service.shown([], { fullProfileLoaded: true, aiImport: undefined })).toEqual([]);
  });

  it('reads an answer its codec refuses (a date that is no date) as an invalid response', async () => {
    const { service } = world([wireAlert(1, { created_at: 'yesterday' })]);
    expect(await service.list()).toEqual(err({ kind: 'invalid-response' }));
  });

  it('passes a failed read on and caches nothing', async () => {
    const { service, state, calls } = world();
    state.fail = 1;
    expect(await service.list()).toEqual(err({ kind: 'network' }));
    expect((await service.list()).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });
});
