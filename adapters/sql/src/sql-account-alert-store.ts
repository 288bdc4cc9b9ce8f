import type { AccountAlertStore, AlertPage, StoredAlert } from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { AccountAlertsTable, Database } from './schema.js';

const COLUMNS = ['uuid', 'user_id', 'type_code', 'trip_uuid', 'trip_item_uuid', 'from_user_id', 'facts', 'created_at', 'viewed_at'] as const;
type Row = Pick<Selectable<AccountAlertsTable>, (typeof COLUMNS)[number]>;

function stored(row: Row): StoredAlert {
  return {
    uuid: row.uuid,
    userId: row.user_id,
    typeCode: row.type_code as StoredAlert['typeCode'],
    tripUuid: row.trip_uuid,
    tripItemUuid: row.trip_item_uuid,
    fromUserId: row.from_user_id,
    facts: row.facts,
    createdAt: new Date(row.created_at),
    isNew: row.viewed_at === null,
  };
}

/**
 * Account alerts in SQL. A dedupe key is unique per user (a partial unique index), so a job that
 * runs twice raises its alert once; dismissed rows stay (dismissed_at) and are left out of answers.
 *
 * @example
 * const alerts = new SqlAccountAlertStore(db);
 */
export class SqlAccountAlertStore implements AccountAlertStore {
  constructor(private readonly db: Kysely<Database>) {}

  async add(alert: Omit<StoredAlert, 'createdAt' | 'isNew'> & { readonly dedupeKey?: string }, now: Date): Promise<StoredAlert | undefined> {
    const row = await this.db
      .insertInto('account_alerts')
      .values({
        uuid: alert.uuid,
        user_id: alert.userId,
        type_code: alert.typeCode,
        trip_uuid: alert.tripUuid,
        trip_item_uuid: alert.tripItemUuid,
        from_user_id: alert.fromUserId,
        facts: JSON.stringify(alert.facts),
        dedupe_key: alert.dedupeKey ?? null,
        created_at: now,
      })
      .onConflict((c) => c.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    return row && stored(row);
  }

  async get(uuid: string): Promise<StoredAlert | undefined> {
    const row = await this.db.selectFrom('account_alerts').select(COLUMNS).where('uuid', '=', uuid).where('dismissed_at', 'is', null).executeTakeFirst();
    return row && stored(row);
  }

  async page(userId: string, range: { readonly offset: number; readonly limit: number }): Promise<AlertPage> {
    const live = this.db.selectFrom('account_alerts').where('user_id', '=', userId).where('dismissed_at', 'is', null);
    const [rows, counts] = await Promise.all([
      live.select(COLUMNS).orderBy('created_at', 'desc').orderBy('seq', 'desc').offset(range.offset).limit(range.limit).execute(),
      live
        .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>('uuid').filterWhere('viewed_at', 'is', null).as('fresh')])
        .executeTakeFirstOrThrow(),
    ]);
    return { alerts: rows.map(stored), numNew: Number(counts.fresh), total: Number(counts.total) };
  }

  async markAllViewed(userId: string, now: Date): Promise<void> {
    await this.db.updateTable('account_alerts').set({ viewed_at: now }).where('user_id', '=', userId).where('viewed_at', 'is', null).execute();
  }

  async dismiss(userId: string, uuids: readonly string[], typeCodes: readonly string[], now: Date): Promise<number> {
    if (uuids.length === 0 || typeCodes.length === 0) return 0;
    const done = await this.db
      .updateTable('account_alerts')
      .set({ dismissed_at: now })
      .where('user_id', '=', userId)
      .where('uuid', 'in', uuids)
      .where('type_code', 'in', typeCodes)
      .where('dismissed_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows);
  }
}
