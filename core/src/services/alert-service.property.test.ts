import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountAlertWire } from '../contract/alerts/account-alert-wire.js';
import { ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { ManualClock } from '../testing/fakes.js';
import { AlertService, type AlertCacheValues } from './alert-service.js';
import { CachePolicy } from './cache-policy.js';

const T0 = new Date('2026-05-01T10:00:00Z');

// A fake server over a list of alerts (newest first), paging as the contract says.
function server(alerts: AccountAlertWire[]) {
  const state = { alerts };
  const api: ApiTransport = {
    call: async (entry, input) => {
      const query = (input.query ?? {}) as Record<string, string>;
      if (entry.path === 'v2/listProAlerts') {
        const size = Number(query.page_size);
        const from = (Number(query.page_num) - 1) * size;
        const news = state.alerts.filter((a) => a.is_new === 'true').length;
        return ok(
          entry.response.parse({
            Alerts: state.alerts.slice(from, from + size),
            num_new_alerts: news,
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
  return { state, api };
}

const alertsArb = fc.array(fc.boolean(), { maxLength: 60 }).map((news) =>
  news.map((isNew, i): AccountAlertWire => ({
    uuid: `a${i}`,
    type_code: i % 3 === 0 ? 'D' : 'FT',
    created_at: new Date(T0.getTime() - i * 60_000).toISOString(),
    is_new: isNew ? 'true' : 'false',
    trip_uuid: '',
    trip_item_uuid: '',
    title: `Alert ${i}`,
    message: '',
    from_account_profile_ref: '',
  })),
);

const opArb = fc.oneof(
  fc.constant({ kind: 'markViewed' as const }),
  fc.integer({ min: 0, max: 59 }).map((i) => ({ kind: 'dismiss' as const, uuid: `a${i}` })),
  fc.integer({ min: 0, max: 700_000 }).map((ms) => ({ kind: 'advance' as const, ms })),
  fc.constant({ kind: 'refresh' as const }),
);

describe('AlertService properties', () => {
  it('the pages hold every alert once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(alertsArb, async (alerts) => {
        const { api } = server(alerts);
        const clock = new ManualClock(T0);
        const service = new AlertService(api, new CachePolicy<AlertCacheValues>(clock), clock);
        const first = await service.page(1);
        const maxPage = first.ok ? first.value.maxPage : 0;
        const seen: string[] = [];
        for (let p = 1; p <= maxPage; p += 1) {
          const page = await service.page(p);
          if (page.ok) seen.push(...page.value.alerts.map((a) => a.uuid));
        }
        expect(seen).toEqual(alerts.map((a) => a.uuid));
      }),
    );
  });

  it('after any changes made through it, the cached list is what the server would answer now', async () => {
    await fc.assert(
      fc.asyncProperty(alertsArb, fc.array(opArb, { maxLength: 8 }), async (alerts, ops) => {
        const { api, state } = server(alerts);
        const clock = new ManualClock(T0);
        const service = new AlertService(api, new CachePolicy<AlertCacheValues>(clock), clock);
        await service.list();
        for (const op of ops) {
          if (op.kind === 'markViewed') await service.markViewed();
          else if (op.kind === 'dismiss') await service.dismiss([op.uuid]);
          else if (op.kind === 'advance') clock.advance(op.ms);
          else await service.refreshIfDue();
        }
        const cached = await service.list();
        const fresh = await new AlertService(api, new CachePolicy<AlertCacheValues>(clock), clock).list();
        expect(cached.ok && cached.value.alerts.map((a) => [a.uuid, a.isNew])).toEqual(fresh.ok && fresh.value.alerts.map((a) => [a.uuid, a.isNew]));
        expect(cached.ok && cached.value.numNewAlerts).toBe(state.alerts.filter((a) => a.is_new === 'true').length);
      }),
    );
  });
});
