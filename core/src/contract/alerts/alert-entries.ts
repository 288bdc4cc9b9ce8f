import { z } from 'zod';
import { defineEntry, noBody, nothing } from '../entry.js';
import { wireBooleanOut } from '../wire.js';

/**
 * How many alerts one page of GET v2/listProAlerts holds unless page_size says otherwise.
 *
 * @example
 * ALERT_PAGE_SIZE // 20
 */
export const ALERT_PAGE_SIZE = 20;

const count = z.number().int().nonnegative();

/**
 * One alert as the server writes it (the shape accountAlertToWire builds; the app reads it with
 * accountAlertWire): created_at ISO 8601 in UTC, is_new "true"/"false".
 *
 * @example
 * alertOutWire.parse(accountAlertToWire(alert)).is_new // 'true'
 */
export const alertOutWire = z.object({
  uuid: z.string(),
  type_code: z.string(),
  trip_uuid: z.string(),
  trip_item_uuid: z.string(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_new: wireBooleanOut,
  from_account_profile_ref: z.string(),
});

/**
 * GET v2/listProAlerts: the signed-in user's alerts, newest first, with titles and messages
 * written in the request's language (the app's language header), URLs stripped; num_new_alerts
 * counts all new ones. Paging (page_num from 1, page_size up to 50, max_page) is our addition for
 * the /messages page; without it the first page of 20.
 *
 * @example
 * await api.call(listProAlertsEntry, { query: { page_num: '1', page_size: '5' } }); // { Alerts: [...], num_new_alerts: 2, max_page: 1 }
 */
export const listProAlertsEntry = defineEntry({
  id: 'listProAlerts',
  method: 'GET',
  path: 'v2/listProAlerts',
  auth: 'session',
  summary:
    'The signed-in user’s account alerts, newest first, titles and messages in the request language with URLs ' +
    'stripped; num_new_alerts counts every new alert. Optional page_num (from 1) and page_size (1-50, default 20); max_page.',
  params: nothing,
  query: z.object({
    page_num: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(50).default(ALERT_PAGE_SIZE),
  }),
  body: noBody,
  response: z.object({ Alerts: z.array(alertOutWire), num_new_alerts: count, max_page: count }),
});

/**
 * POST v2/updateProAlertsViewed: marks every alert of the signed-in user viewed (closing the
 * dropdown with new alerts in it).
 *
 * @example
 * await api.call(updateProAlertsViewedEntry, {}); // { num_new_alerts: 0 }
 */
export const updateProAlertsViewedEntry = defineEntry({
  id: 'updateProAlertsViewed',
  method: 'POST',
  path: 'v2/updateProAlertsViewed',
  auth: 'session',
  summary: 'Marks every alert of the signed-in user viewed; answers the new count (0).',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ num_new_alerts: count }),
});

/**
 * POST v2/dismissAccountPremiumAlert: removes the named premium (Pro) alerts of the signed-in user
 * from the list (JSON alert_uuids); other users' alerts and free alerts are left as they are.
 *
 * @example
 * await api.call(dismissAccountPremiumAlertEntry, { body: { alert_uuids: ['a1'] } }); // { dismissed: 1 }
 */
export const dismissAccountPremiumAlertEntry = defineEntry({
  id: 'dismissAccountPremiumAlert',
  method: 'POST',
  path: 'v2/dismissAccountPremiumAlert',
  auth: 'session',
  summary:
    'Dismisses the named premium alerts of the signed-in user (JSON alert_uuids, 1-100); free alerts and other ' +
    'users’ alerts are not touched; answers how many went.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ alert_uuids: z.array(z.string().trim().min(1).max(64)).min(1).max(100) }) },
  response: z.object({ dismissed: count }),
});

/**
 * The alert calls, for the contract list.
 *
 * @example
 * ALERT_ENTRIES.map((e) => e.path) // ['v2/listProAlerts', 'v2/updateProAlertsViewed', 'v2/dismissAccountPremiumAlert']
 */
export const ALERT_ENTRIES = [listProAlertsEntry, updateProAlertsViewedEntry, dismissAccountPremiumAlertEntry] as const;
