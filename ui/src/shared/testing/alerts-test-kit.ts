import type { Container } from 'inversify';
import { AlertService, CachePolicy, err, ok, type AlertCacheValues, type ApiFailure, type ApiTransport } from '@waybook/core';
import type { AccountAlertWire } from '@waybook/core/contract';
import { ManualClock } from '@waybook/core/testing';
import { TOKENS } from '../../di/tokens.js';

export const NOW = new Date('2026-05-01T10:00:00Z');

/** A wire alert, `n` minutes old. */
export function wireAlert(n: number, overrides: Partial<AccountAlertWire> = {}): AccountAlertWire {
  return {
    uuid: `a${n}`,
    type_code: 'FT',
    trip_uuid: `t${n}`,
    title: `Alert ${n}`,
    message: `Ada invited you to trip ${n}. Open https://waybook.example/trips/t${n}`,
    created_at: new Date(NOW.getTime() - n * 60_000).toISOString(),
    is_new: 'false',
    trip_item_uuid: '',
    from_account_profile_ref: '',
    ...overrides,
  };
}

/**
 * A fake server behind a real AlertService: the alerts (newest first), the calls made, a gate that
 * holds list reads until released, and failures to give.
 */
export function alertWorld(alerts: AccountAlertWire[]) {
  const state = { alerts, failDismiss: false, hold: null as Promise<void> | null };
  const calls: string[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      const query = (input.query ?? {}) as Record<string, string>;
      calls.push(entry.method === 'GET' ? `${entry.path}?page_num=${query.page_num}` : entry.path);
      if (entry.path === 'v2/listProAlerts') {
        if (state.hold) await state.hold;
        const size = Number(query.page_size);
        const from = (Number(query.page_num) - 1) * size;
        const numNew = state.alerts.filter((a) => a.is_new === 'true').length;
        const maxPage = Math.max(1, Math.ceil(state.alerts.length / size));
        return ok(entry.response.parse({ Alerts: state.alerts.slice(from, from + size), num_new_alerts: numNew, max_page: maxPage })) as never;
      }
      if (entry.path === 'v2/updateProAlertsViewed') {
        state.alerts = state.alerts.map((a) => ({ ...a, is_new: 'false' }));
        return ok(entry.response.parse({ num_new_alerts: 0 })) as never;
      }
      if (state.failDismiss) return err<ApiFailure>({ kind: 'http', status: 500, code: 'x', detailedErrorCode: 'x', description: '' });
      const uuids = (input.body as { alert_uuids: string[] }).alert_uuids;
      const before = state.alerts.length;
      state.alerts = state.alerts.filter((a) => !uuids.includes(a.uuid));
      return ok(entry.response.parse({ dismissed: before - state.alerts.length })) as never;
    },
  };
  const clock = new ManualClock(NOW);
  const service = new AlertService(api, new CachePolicy<AlertCacheValues>(clock), clock);
  let release = () => {};
  return {
    state,
    calls,
    service,
    bind: (container: Container) => void container.bind(TOKENS.alertService).toConstantValue(service),
    /** Holds list reads until `release()`. */
    holdReads: () => {
      state.hold = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}
