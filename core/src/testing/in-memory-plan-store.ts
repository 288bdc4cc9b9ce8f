import { planFromRecord } from '../backend/plan-answers.js';
import { planSegmentUuids } from '../domain/plans/plan-ids.js';
import { PLAN_TYPE_INFO } from '../domain/plans/plan-type.js';
import { encodeReservation } from '../contract/plans/types/reservation-codec.js';
import type { Plan } from '../domain/plans/types/plan.js';
import type { PlanRecord, PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import { InMemoryTables, type MemoryPlan } from './in-memory-tables.js';

// The typed object as stored: what encodeReservation puts under the plan's key, as JSON text.
function objectOf(plan: Plan): string {
  return JSON.stringify(encodeReservation(plan)[PLAN_TYPE_INFO[plan.type].objectKey] ?? {});
}

function recordOf(row: MemoryPlan): PlanRecord {
  return { type: row.type, uuid: row.uuid, tripUuid: row.tripUuid, object: JSON.parse(row.objectJson) as PlanRecord['object'] };
}

function storedOf(row: MemoryPlan): StoredPlan {
  return { plan: planFromRecord(recordOf(row)), ownerId: row.ownerId, startsAt: row.startsAt === null ? null : new Date(row.startsAt) };
}

/**
 * Plans in memory, behaving like `SqlPlanStore`: every write stores the encoded typed object (so a
 * read decodes it again, as from the database), segment uuids are unique across plans, `replace`
 * writes all or nothing, a trip's plans come earliest first (undated last, then by creation), the
 * unfiled ones most recent first with `maxPage`. Deleting a plan deletes its documents. Share the
 * {@link InMemoryTables} of the trip store so deleting or merging trips reaches the plans.
 *
 * @example
 * const plans = new InMemoryPlanStore(tables);
 * await plans.create({ plan, ownerId: 'u1', startsAt: null });
 * (await plans.get(plan.meta.uuid))?.ownerId // 'u1'
 */
export class InMemoryPlanStore implements PlanStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async create(s: StoredPlan): Promise<void> {
    const uuid = s.plan.meta.uuid;
    if (this.tables.plans.has(uuid)) throw new Error(`plan ${uuid} exists (primary key)`);
    this.check(s);
    this.tables.plans.set(uuid, this.rowOf(s, this.tables.nextSeq()));
  }

  async get(uuid: string): Promise<StoredPlan | undefined> {
    const row = this.tables.plans.get(uuid);
    return row ? storedOf(row) : undefined;
  }

  async findBySegment(segmentUuid: string): Promise<StoredPlan | undefined> {
    const row = [...this.tables.plans.values()].find((p) => p.segments.includes(segmentUuid));
    return row ? storedOf(row) : undefined;
  }

  async replace(plans: readonly StoredPlan[]): Promise<boolean> {
    // All or nothing: check every plan before writing any.
    if (plans.some((s) => !this.tables.plans.has(s.plan.meta.uuid))) return false;
    for (const s of plans) this.check(s);
    for (const s of plans) {
      const old = this.tables.plans.get(s.plan.meta.uuid) as MemoryPlan;
      this.tables.plans.set(old.uuid, this.rowOf(s, old.seq));
    }
    return true;
  }

  async delete(uuid: string): Promise<boolean> {
    return this.tables.deletePlan(uuid);
  }

  async listForTrip(tripUuid: string): Promise<readonly StoredPlan[]> {
    return this.tripRows(tripUuid).map(storedOf);
  }

  async listRecordsForTrip(tripUuid: string): Promise<readonly PlanRecord[]> {
    return this.tripRows(tripUuid).map(recordOf);
  }

  async listUnfiled(ownerId: string, pageNum: number, pageSize: number): Promise<{ items: readonly StoredPlan[]; maxPage: number }> {
    const rows = [...this.tables.plans.values()]
      .filter((p) => p.ownerId === ownerId && p.tripUuid === '')
      .sort((a, b) => b.seq - a.seq || compareText(a.uuid, b.uuid));
    const offset = (pageNum - 1) * pageSize;
    return { items: rows.slice(offset, offset + pageSize).map(storedOf), maxPage: Math.max(1, Math.ceil(rows.length / pageSize)) };
  }

  private tripRows(tripUuid: string): MemoryPlan[] {
    return [...this.tables.plans.values()]
      .filter((p) => p.tripUuid === tripUuid)
      .sort((a, b) => compareStarts(a.startsAt, b.startsAt) || a.seq - b.seq || compareText(a.uuid, b.uuid));
  }

  // The foreign keys and the unique segment uuids the SQL schema enforces.
  private check(s: StoredPlan): void {
    const { uuid, tripUuid } = s.plan.meta;
    if (tripUuid !== '' && !this.tables.trips.has(tripUuid)) throw new Error(`no trip ${tripUuid} (foreign key)`);
    this.tables.requireUser(s.ownerId);
    for (const segment of segmentsOf(s.plan)) {
      const holder = [...this.tables.plans.values()].find((p) => p.uuid !== uuid && p.segments.includes(segment));
      if (holder) throw new Error(`segment ${segment} belongs to plan ${holder.uuid} (primary key)`);
    }
  }

  private rowOf(s: StoredPlan, seq: number): MemoryPlan {
    const { plan } = s;
    return {
      type: plan.type,
      uuid: plan.meta.uuid,
      tripUuid: plan.meta.tripUuid,
      ownerId: s.ownerId,
      objectJson: objectOf(plan),
      startsAt: s.startsAt === null ? null : s.startsAt.getTime(),
      segments: segmentsOf(plan),
      seq,
    };
  }
}

const segmentsOf = (plan: Plan): string[] => planSegmentUuids(plan).filter((s) => s !== '');

function compareStarts(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
