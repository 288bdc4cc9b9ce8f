import type { AlertCode } from '../domain/alerts/alert-codes.js';

/**
 * A new account alert, raised by the event that causes it (an invitation, a reminder, later a
 * flight event). The title and message are not stored as text: `facts` carries what the reader's
 * language needs to write them (an inviter's name, a trip's name), so GET v2/listProAlerts writes
 * them in the reader's language at read time. '' for `tripUuid` / `tripItemUuid` /
 * `fromUserId` when the alert is not about a trip, a plan or another user.
 *
 * @example
 * const a: RaisedAlert = { userId: 'u2', typeCode: 'FC', tripUuid: '', tripItemUuid: '', fromUserId: 'u1', facts: { name: 'Ada Lovelace' } };
 */
export interface RaisedAlert {
  readonly userId: string;
  readonly typeCode: AlertCode;
  readonly tripUuid: string;
  readonly tripItemUuid: string;
  readonly fromUserId: string;
  readonly facts: Readonly<Record<string, string>>;
  /** At most one alert per key and user (a reminder raised twice by a retried job stays one alert). */
  readonly dedupeKey?: string;
}

/**
 * Raises account alerts: stores the alert for the user's message list and schedules its delivery
 * by e-mail and SMS as the user's notification settings say (a job, so a restart loses nothing).
 *
 * @example
 * await alerts.raise({ userId: 'u2', typeCode: 'FT', tripUuid: 't1', tripItemUuid: '', fromUserId: 'u1', facts: { name: 'Ada', trip: 'Lyon' } });
 */
export interface AlertRaiser {
  raise(alert: RaisedAlert): Promise<void>;
}
