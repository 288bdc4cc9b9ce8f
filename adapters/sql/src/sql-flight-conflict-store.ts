import type { FlightConflictStore, StoredFlightConflict } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type ConflictTables = {
  flight_conflicts: { guid: string; user_id: string; does_differ_only_by_time: boolean; created_at: Date };
  flight_conflict_paths: { guid: string; path_index: number; plan_uuid: string; email_subject: string; imported_at: Date };
};

/**
 * Flight conflicts in SQL (migration 022): the conflict and one row per version (path).
 *
 * @example
 * const conflicts = new SqlFlightConflictStore(db);
 */
export class SqlFlightConflictStore implements FlightConflictStore {
  private readonly db: Kysely<Database & ConflictTables>;
  constructor(db: Kysely<Database>) {
    this.db = db.withTables<ConflictTables>();
  }

  async create(c: StoredFlightConflict): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('flight_conflicts')
        .values({ guid: c.guid, user_id: c.userId, does_differ_only_by_time: c.doesDifferOnlyByTime, created_at: new Date() })
        .execute();
      const paths = c.paths.map((p) => ({
        guid: c.guid,
        path_index: p.pathIndex,
        plan_uuid: p.planUuid,
        email_subject: p.emailSubject,
        imported_at: p.importedAt,
      }));
      if (paths.length > 0) await tx.insertInto('flight_conflict_paths').values(paths).execute();
    });
  }

  async forPlan(planUuid: string): Promise<StoredFlightConflict | undefined> {
    const mine = await this.db.selectFrom('flight_conflict_paths').select('guid').where('plan_uuid', '=', planUuid).orderBy('guid').limit(1).executeTakeFirst();
    if (!mine) return undefined;
    const conflict = await this.db.selectFrom('flight_conflicts').selectAll().where('guid', '=', mine.guid).executeTakeFirst();
    const paths = await this.db.selectFrom('flight_conflict_paths').selectAll().where('guid', '=', mine.guid).orderBy('path_index').execute();
    if (!conflict || paths.length < 2) return undefined;
    return {
      guid: conflict.guid,
      userId: conflict.user_id,
      doesDifferOnlyByTime: conflict.does_differ_only_by_time,
      paths: paths.map((p) => ({ pathIndex: p.path_index, planUuid: p.plan_uuid, emailSubject: p.email_subject, importedAt: new Date(p.imported_at) })),
    };
  }

  async remove(guid: string): Promise<void> {
    await this.db.deleteFrom('flight_conflicts').where('guid', '=', guid).execute();
  }
}
