import type { RaisedAlert } from './alert-raiser.port.js';

/**
 * An account alert as stored: what was raised, its id and time, and whether the user has seen it.
 * Titles and messages are written from `facts` in the reader's language when the list is read.
 *
 * @example
 * const a: StoredAlert = { uuid: 'a1', userId: 'u2', typeCode: 'FC', tripUuid: '', tripItemUuid: '', fromUserId: 'u1', facts: {}, createdAt: new Date(), isNew: true };
 */
export interface StoredAlert extends Omit<RaisedAlert, 'dedupeKey'> {
  readonly uuid: string;
  readonly createdAt: Date;
  readonly isNew: boolean;
}

/**
 * One page of a user's alerts, newest first, with the count of new ones and of all.
 *
 * @example
 * const p: AlertPage = { alerts: [], numNew: 0, total: 0 };
 */
export interface AlertPage {
  readonly alerts: readonly StoredAlert[];
  readonly numNew: number;
  readonly total: number;
}

/**
 * The account alerts of every user. `add` keeps at most one alert per (user, dedupe key) and
 * answers undefined for a duplicate; dismissed alerts are gone from every answer.
 *
 * @example
 * await alerts.add({ uuid: 'a1', userId: 'u2', typeCode: 'FT', tripUuid: 't1', tripItemUuid: '', fromUserId: 'u1', facts: {} }, now);
 * const page = await alerts.page('u2', { offset: 0, limit: 20 });
 */
export interface AccountAlertStore {
  add(alert: Omit<StoredAlert, 'createdAt' | 'isNew'> & { readonly dedupeKey?: string }, now: Date): Promise<StoredAlert | undefined>;
  get(uuid: string): Promise<StoredAlert | undefined>;
  page(userId: string, range: { readonly offset: number; readonly limit: number }): Promise<AlertPage>;
  /** Marks every alert of the user viewed. */
  markAllViewed(userId: string, now: Date): Promise<void>;
  /** Dismisses the user's alerts among `uuids` whose type is one of `typeCodes`; answers how many. */
  dismiss(userId: string, uuids: readonly string[], typeCodes: readonly string[], now: Date): Promise<number>;
}
