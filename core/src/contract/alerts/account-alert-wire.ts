import { z } from 'zod';
import type { AccountAlert, AccountAlertList } from '../../domain/alerts/account-alert.js';
import { toWireBoolean } from '../wire.js';
import { wireCount, wireDateTime, wireFlag, wireText } from '../wire-fields.js';

/**
 * One account alert on the wire (part 3 section 3: uuid, type_code, trip_uuid, trip_item_uuid,
 * title, message, created_at, is_new, from_account_profile_ref). created_at is an ISO 8601
 * date-time with Z or an offset (the spec gives no format: our choice); texts missing or null
 * read as ''; is_new is "true"/"false". Unknown keys are ignored.
 *
 * @example
 * accountAlertWire.parse({ uuid: 'a1', type_code: 'L', created_at: '2026-05-01T10:00:00Z', is_new: 'true' }).is_new // true
 */
export const accountAlertWire = z.object({
  uuid: z.string(),
  type_code: z.string(),
  trip_uuid: wireText,
  trip_item_uuid: wireText,
  title: wireText,
  message: wireText,
  created_at: wireDateTime,
  is_new: wireFlag(false),
  from_account_profile_ref: wireText,
});

/**
 * An account alert as it travels (the input side of {@link accountAlertWire}).
 *
 * @example
 * const w: AccountAlertWire = { uuid: 'a1', type_code: 'L', created_at: '2026-05-01T10:00:00.000Z', is_new: 'true' };
 */
export type AccountAlertWire = z.input<typeof accountAlertWire>;

/**
 * Parsed wire alert to the domain alert.
 *
 * @example
 * accountAlertFromWire(accountAlertWire.parse(w)).createdAt.toISOString() // '2026-05-01T10:00:00.000Z'
 */
export function accountAlertFromWire(w: z.output<typeof accountAlertWire>): AccountAlert {
  return {
    uuid: w.uuid,
    typeCode: w.type_code,
    tripUuid: w.trip_uuid,
    tripItemUuid: w.trip_item_uuid,
    title: w.title,
    message: w.message,
    createdAt: w.created_at,
    isNew: w.is_new,
    fromAccountProfileRef: w.from_account_profile_ref,
  };
}

/**
 * Domain alert to the wire: created_at as ISO 8601 in UTC, is_new as "true"/"false".
 *
 * @example
 * accountAlertToWire(alert).created_at // '2026-05-01T10:00:00.000Z'
 */
export function accountAlertToWire(a: AccountAlert): AccountAlertWire {
  return {
    uuid: a.uuid,
    type_code: a.typeCode,
    trip_uuid: a.tripUuid,
    trip_item_uuid: a.tripItemUuid,
    title: a.title,
    message: a.message,
    created_at: a.createdAt.toISOString(),
    is_new: toWireBoolean(a.isNew),
    from_account_profile_ref: a.fromAccountProfileRef,
  };
}

/**
 * The answer of GET v2/listProAlerts: the alerts and num_new_alerts. The spec does not name the
 * list key: `Alerts` is our choice (PascalCase like other nested lists); missing means none.
 *
 * @example
 * accountAlertListWire.parse({ num_new_alerts: '0' }).Alerts // []
 */
export const accountAlertListWire = z.object({
  Alerts: z
    .array(accountAlertWire)
    .nullish()
    .transform((v) => v ?? []),
  num_new_alerts: wireCount,
});

/**
 * The alert list answer as it travels.
 *
 * @example
 * const w: AccountAlertListWire = { Alerts: [], num_new_alerts: 0 };
 */
export type AccountAlertListWire = z.input<typeof accountAlertListWire>;

/**
 * Parsed wire alert list to the domain list.
 *
 * @example
 * accountAlertListFromWire(accountAlertListWire.parse({ Alerts: [], num_new_alerts: 2 })) // { alerts: [], numNewAlerts: 2 }
 */
export function accountAlertListFromWire(w: z.output<typeof accountAlertListWire>): AccountAlertList {
  return { alerts: w.Alerts.map(accountAlertFromWire), numNewAlerts: w.num_new_alerts };
}

/**
 * Domain alert list to the wire.
 *
 * @example
 * accountAlertListToWire({ alerts: [], numNewAlerts: 0 }) // { Alerts: [], num_new_alerts: 0 }
 */
export function accountAlertListToWire(l: AccountAlertList): AccountAlertListWire {
  return { Alerts: l.alerts.map(accountAlertToWire), num_new_alerts: l.numNewAlerts };
}
