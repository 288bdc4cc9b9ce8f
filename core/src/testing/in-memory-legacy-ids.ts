import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Legacy numeric ids in memory, behaving like `SqlLegacyIdStore`: one counter for every entity
 * type (starting at 1), a uuid registered once.
 *
 * @example
 * const legacyIds = new InMemoryLegacyIdStore();
 * await legacyIds.register('trip', 't1');  // '1'
 * await legacyIds.uuidFor('trip', '1');    // 't1'
 */
export class InMemoryLegacyIdStore implements LegacyIdStore {
  private last = 0;
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async uuidFor(entityType: string, legacyId: string): Promise<string | undefined> {
    for (const [uuid, row] of this.tables.legacyIds) if (row.entityType === entityType && row.legacyId === legacyId) return uuid;
    return undefined;
  }

  async register(entityType: string, uuid: string): Promise<string> {
    if (this.tables.legacyIds.has(uuid)) throw new Error(`uuid ${uuid} already has a legacy id (unique)`);
    this.last += 1;
    const legacyId = String(this.last);
    this.tables.legacyIds.set(uuid, { entityType, legacyId });
    return legacyId;
  }
}
