import type { ImportStore, PlanImport } from '../ports/import-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Import provenance in memory, behaving like `SqlImportStore`: one record per plan, and a record
 * whose plan or user is gone is never answered (the cascades of the SQL store).
 *
 * @example
 * const imports = new InMemoryImportStore(stores.tables);
 */
export class InMemoryImportStore implements ImportStore {
  private readonly rows = new Map<string, PlanImport>();

  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  private live(e: PlanImport): boolean {
    return this.tables.plans.has(e.planUuid) && this.tables.users.has(e.userId);
  }

  async record(entry: PlanImport): Promise<void> {
    this.rows.set(entry.planUuid, entry);
  }

  async byIdentity(userId: string, identityKey: string): Promise<PlanImport | undefined> {
    const found = [...this.rows.values()].filter((e) => e.userId === userId && e.identityKey === identityKey && this.live(e));
    return found.sort((a, b) => b.importedAt.getTime() - a.importedAt.getTime())[0];
  }

  async forPlan(planUuid: string): Promise<PlanImport | undefined> {
    const e = this.rows.get(planUuid);
    return e && this.live(e) ? e : undefined;
  }
}
