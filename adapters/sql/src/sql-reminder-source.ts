import type { ReminderSource, StoredPlan, UpcomingTrip } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { SqlPlanStore } from './sql-plan-store.js';

/**
 * What the reminder job reads, in SQL: trips by start date with their participants, and flight
 * plans by first departure (decoded as SqlPlanStore stores them) with their trip's participants.
 *
 * @example
 * const source = new SqlReminderSource(db);
 */
export class SqlReminderSource implements ReminderSource {
  private readonly plans: SqlPlanStore;

  constructor(private readonly db: Kysely<Database>) {
    this.plans = new SqlPlanStore(db);
  }

  async tripsStartingBetween(fromDate: string, toDate: string): Promise<readonly UpcomingTrip[]> {
    const rows = await this.db
      .selectFrom('trips as t')
      .innerJoin('trip_participants as p', 'p.trip_uuid', 't.uuid')
      .select(['t.uuid', 't.display_name', 't.start_date', 'p.user_id'])
      .where('t.start_date', '>=', fromDate)
      .where('t.start_date', '<=', toDate)
      .orderBy('t.uuid')
      .orderBy('p.user_id')
      .execute();
    const trips = new Map<string, { tripUuid: string; name: string; startDate: string; userIds: string[] }>();
    for (const r of rows) {
      const trip = trips.get(r.uuid) ?? { tripUuid: r.uuid, name: r.display_name, startDate: r.start_date ?? '', userIds: [] };
      trip.userIds.push(r.user_id);
      trips.set(r.uuid, trip);
    }
    return [...trips.values()];
  }

  async flightsStartingBetween(from: Date, to: Date): Promise<readonly { readonly plan: StoredPlan; readonly userIds: readonly string[] }[]> {
    const rows = await this.db
      .selectFrom('plans as pl')
      .innerJoin('trip_participants as p', 'p.trip_uuid', 'pl.trip_uuid')
      .select(['pl.uuid', 'p.user_id'])
      .where('pl.type', '=', 'air')
      .where('pl.starts_at', '>=', from)
      .where('pl.starts_at', '<=', to)
      .orderBy('pl.uuid')
      .orderBy('p.user_id')
      .execute();
    const users = new Map<string, string[]>();
    for (const r of rows) users.set(r.uuid, [...(users.get(r.uuid) ?? []), r.user_id]);
    const out: { plan: StoredPlan; userIds: readonly string[] }[] = [];
    for (const [uuid, userIds] of users) {
      const plan = await this.plans.get(uuid);
      if (plan) out.push({ plan, userIds });
    }
    return out;
  }
}
