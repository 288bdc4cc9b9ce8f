import { PLAN_TYPE_INFO, planSegmentUuids, type Plan, type PlanRecord, type PlanStore, type StoredPlan } from '@waybook/core';
import { encodeReservation } from '@waybook/core/contract';
import { planFromRecord } from '@waybook/core/server';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { deepFreeze } from './read-cache.js';
import type { Database, PlansTable } from './schema.js';

type Row = Selectable<PlansTable>;

// The typed object as stored: what encodeReservation puts under the plan's key.
function objectOf(plan: Plan): string {
  return JSON.stringify(encodeReservation(plan)[PLAN_TYPE_INFO[plan.type].objectKey] ?? {});
}

type ObjectRow = Pick<Row, 'type' | 'uuid' | 'trip_uuid'> & { object: unknown };

// Rows answered from the read cache are frozen and shared until the next write: their record is
// parsed once and shared too (frozen, so no reader can change what the next one gets).
const sharedRecords = new WeakMap<ObjectRow, PlanRecord>();

/** Bounds of the records kept by their stored text: plans and characters of text. */
export const RECORDS_BY_TEXT_LIMITS = { maxEntries: 5_000, maxChars: 4 * 1024 * 1024 };

type TextEntry = { readonly text: string; readonly record: PlanRecord };

/**
 * Records of rows that come fresh from the database on every read (PostgreSQL, which several
 * servers write, is never answered from the read cache), kept by plan and the exact text stored:
 * a plan read again unchanged is not parsed again, and its frozen record keeps its answer
 * (storedObjectAnswer). Any change to the plan changes its text, so a stale record is never used.
 * Least recently used first out.
 */
export class RecordsByText {
  private readonly entries = new Map<string, TextEntry>();
  private chars = 0;

  constructor(private readonly limits = RECORDS_BY_TEXT_LIMITS) {}

  recordOf(row: ObjectRow & { object: string }): PlanRecord {
    const tripUuid = row.trip_uuid ?? '';
    const kept = this.entries.get(row.uuid);
    if (kept !== undefined) {
      this.entries.delete(row.uuid);
      if (kept.text === row.object && kept.record.tripUuid === tripUuid && kept.record.type === row.type) {
        this.entries.set(row.uuid, kept);
        return kept.record;
      }
      this.chars -= kept.text.length;
    }
    const record = deepFreeze<PlanRecord>({ type: row.type as Plan['type'], uuid: row.uuid, tripUuid, object: JSON.parse(row.object) as PlanRecord['object'] });
    if (row.object.length <= this.limits.maxChars) {
      this.entries.set(row.uuid, { text: row.object, record });
      this.chars += row.object.length;
      for (const [uuid, entry] of this.entries) {
        if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
        this.entries.delete(uuid);
        this.chars -= entry.text.length;
      }
    }
    return record;
  }

  /** Plans kept and the characters of their texts. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }
}

const recordsByText = new RecordsByText();

function recordOf(row: ObjectRow): PlanRecord {
  const shared = sharedRecords.get(row);
  if (shared) return shared;
  if (!Object.isFrozen(row) && typeof row.object === 'string') return recordsByText.recordOf({ ...row, object: row.object });
  const object = typeof row.object === 'string' ? (JSON.parse(row.object) as unknown) : row.object;
  const record: PlanRecord = { type: row.type as Plan['type'], uuid: row.uuid, tripUuid: row.trip_uuid ?? '', object: object as PlanRecord['object'] };
  if (!Object.isFrozen(row)) return record;
  sharedRecords.set(row, deepFreeze(record));
  return record;
}

function planOf(row: Row): StoredPlan {
  return { plan: planFromRecord(recordOf(row)), ownerId: row.owner_id, startsAt: row.starts_at === null ? null : new Date(row.starts_at) };
}

async function writeSegments(tx: Transaction<Database>, plan: Plan): Promise<void> {
  await tx.deleteFrom('plan_segments').where('plan_uuid', '=', plan.meta.uuid).execute();
  const segments = planSegmentUuids(plan).filter((s) => s !== '');
  if (segments.length > 0) {
    await tx
      .insertInto('plan_segments')
      .values(segments.map((segment_uuid) => ({ segment_uuid, plan_uuid: plan.meta.uuid })))
      .execute();
  }
}

/**
 * Plans in SQL: table plans (the typed object as JSON, the trip, the owner, the start instant)
 * and plan_segments (segment uuid → plan).
 *
 * @example
 * const plans = new SqlPlanStore(db);
 */
export class SqlPlanStore implements PlanStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(s: StoredPlan): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('plans')
        .values({
          uuid: s.plan.meta.uuid,
          trip_uuid: s.plan.meta.tripUuid === '' ? null : s.plan.meta.tripUuid,
          owner_id: s.ownerId,
          type: s.plan.type,
          object: objectOf(s.plan),
          starts_at: s.startsAt,
        })
        .execute();
      await writeSegments(tx, s.plan);
    });
  }

  async get(uuid: string): Promise<StoredPlan | undefined> {
    const row = await this.db.selectFrom('plans').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    return row ? planOf(row) : undefined;
  }

  async findBySegment(segmentUuid: string): Promise<StoredPlan | undefined> {
    const row = await this.db
      .selectFrom('plan_segments as s')
      .innerJoin('plans', 'plans.uuid', 's.plan_uuid')
      .selectAll('plans')
      .where('s.segment_uuid', '=', segmentUuid)
      .executeTakeFirst();
    return row ? planOf(row) : undefined;
  }

  async replace(plans: readonly StoredPlan[]): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (tx) => {
        for (const s of plans) {
          const r = await tx
            .updateTable('plans')
            .set({
              trip_uuid: s.plan.meta.tripUuid === '' ? null : s.plan.meta.tripUuid,
              owner_id: s.ownerId,
              type: s.plan.type,
              object: objectOf(s.plan),
              starts_at: s.startsAt,
              updated_at: new Date(),
            })
            .where('uuid', '=', s.plan.meta.uuid)
            .executeTakeFirst();
          if (r.numUpdatedRows === 0n) throw new PlanGone();
          await writeSegments(tx, s.plan);
        }
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof PlanGone) return false;
        throw e;
      });
  }

  async delete(uuid: string): Promise<boolean> {
    const r = await this.db.deleteFrom('plans').where('uuid', '=', uuid).executeTakeFirst();
    return r.numDeletedRows > 0n;
  }

  async listForTrip(tripUuid: string): Promise<readonly StoredPlan[]> {
    return (await this.tripPlans(tripUuid).selectAll().execute()).map(planOf);
  }

  async listRecordsForTrip(tripUuid: string): Promise<readonly PlanRecord[]> {
    // The object as text: parsing JSON here is cheaper than the database's own jsonb decoding (and,
    // with PGlite in a worker, a string crosses threads faster than an object tree).
    const rows = await this.tripPlans(tripUuid)
      .select(['type', 'uuid', 'trip_uuid', sql<string>`object::text`.as('object')])
      .execute();
    return rows.map(recordOf);
  }

  private tripPlans(tripUuid: string) {
    return this.db
      .selectFrom('plans')
      .where('trip_uuid', '=', tripUuid)
      .orderBy(
        (eb) => eb.ref('starts_at'),
        (ob) => ob.asc().nullsLast(),
      )
      .orderBy('created_at')
      .orderBy('uuid');
  }

  async listUnfiled(ownerId: string, pageNum: number, pageSize: number): Promise<{ items: readonly StoredPlan[]; maxPage: number }> {
    const base = this.db.selectFrom('plans').where('owner_id', '=', ownerId).where('trip_uuid', 'is', null);
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('uuid')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    return { items: rows.map(planOf), maxPage: Math.max(1, Math.ceil(Number(n) / pageSize)) };
  }
}

class PlanGone extends Error {}
