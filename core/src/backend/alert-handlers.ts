import { accountAlertToWire } from '../contract/alerts/account-alert-wire.js';
import { alertOutWire, dismissAccountPremiumAlertEntry, listProAlertsEntry, updateProAlertsViewedEntry } from '../contract/alerts/alert-entries.js';
import type { AccountAlert } from '../domain/alerts/account-alert.js';
import { PRO_ALERT_CODES } from '../domain/alerts/alert-codes.js';
import { withoutUrls } from '../domain/alerts/alert-text.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { ok } from '../domain/result.js';
import type { AccountAlertStore, StoredAlert } from '../ports/account-alert-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertTexts } from '../ports/alert-texts.port.js';
import type { Clock } from '../ports/clock.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * What the alert calls need.
 *
 * @example
 * const deps: AlertHandlerDeps = { alerts, accounts, texts, clock };
 */
export interface AlertHandlerDeps {
  readonly alerts: AccountAlertStore;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly texts: AlertTexts;
  readonly clock: Clock;
}

/**
 * Stored alerts as the list shows them: written in `locale`, URLs stripped, and the sender's
 * profile ref (looked up once per sender; '' when the sender's account is gone).
 *
 * @example
 * const shown = await readableAlerts(deps, page.alerts, 'fr-FR');
 */
export async function readableAlerts(deps: AlertHandlerDeps, stored: readonly StoredAlert[], locale: LanguageTag): Promise<AccountAlert[]> {
  const senders = [...new Set(stored.map((a) => a.fromUserId).filter((id) => id !== ''))];
  const refs = new Map(await Promise.all(senders.map(async (id) => [id, (await deps.accounts.profile(id))?.profileRef ?? ''] as const)));
  return stored.map((a) =>
    withoutUrls({
      uuid: a.uuid,
      typeCode: a.typeCode,
      tripUuid: a.tripUuid,
      tripItemUuid: a.tripItemUuid,
      ...deps.texts.write(a, locale),
      createdAt: a.createdAt,
      isNew: a.isNew,
      fromAccountProfileRef: refs.get(a.fromUserId) ?? '',
    }),
  );
}

/**
 * GET v2/listProAlerts, POST v2/updateProAlertsViewed and POST v2/dismissAccountPremiumAlert.
 *
 * @example
 * const handlers = alertHandlers({ alerts, accounts, texts, clock });
 */
export function alertHandlers(deps: AlertHandlerDeps): BoundHandler[] {
  return [
    bind(listProAlertsEntry, async ({ query }, ctx) => {
      const size = query.page_size;
      const page = await deps.alerts.page(ctx.userId, { offset: (query.page_num - 1) * size, limit: size });
      const alerts = await readableAlerts(deps, page.alerts, ctx.locale);
      const wire = alerts.map((a) => alertOutWire.parse(accountAlertToWire(a)));
      return ok({ Alerts: wire, num_new_alerts: page.numNew, max_page: Math.max(1, Math.ceil(page.total / size)) });
    }),
    bind(updateProAlertsViewedEntry, async (_input, ctx) => {
      await deps.alerts.markAllViewed(ctx.userId, deps.clock.now());
      return ok({ num_new_alerts: 0 });
    }),
    bind(dismissAccountPremiumAlertEntry, async ({ body }, ctx) => {
      const dismissed = await deps.alerts.dismiss(ctx.userId, body.alert_uuids, PRO_ALERT_CODES, deps.clock.now());
      return ok({ dismissed });
    }),
  ];
}
