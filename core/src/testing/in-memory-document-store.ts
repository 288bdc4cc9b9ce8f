import type { DocumentAddResult, DocumentStore, StoredDocument } from '../ports/document-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Plan documents in memory, behaving like `SqlDocumentStore`: adding checks the plan and the
 * limit together, a plan's documents come oldest first, and removing a document (or its plan, or
 * its plan's trip) removes its blob from the shared {@link InMemoryTables}.
 *
 * @example
 * const documents = new InMemoryDocumentStore(tables);
 * await documents.add(doc, 20); // 'added' ('no-plan' when the plan is not in the tables)
 */
export class InMemoryDocumentStore implements DocumentStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async add(document: StoredDocument, max: number): Promise<DocumentAddResult> {
    if (!this.tables.plans.has(document.planUuid)) return 'no-plan';
    if ((await this.listForPlan(document.planUuid)).length >= max) return 'limit';
    if (this.tables.documents.has(document.uuid)) throw new Error(`document ${document.uuid} exists (primary key)`);
    this.tables.documents.set(document.uuid, { document, seq: this.tables.nextSeq() });
    return 'added';
  }

  async get(uuid: string): Promise<StoredDocument | undefined> {
    return this.tables.documents.get(uuid)?.document;
  }

  async listForPlan(planUuid: string): Promise<readonly StoredDocument[]> {
    return [...this.tables.documents.values()]
      .filter((d) => d.document.planUuid === planUuid)
      .sort((a, b) => compareText(a.document.createdAt, b.document.createdAt) || compareText(a.document.uuid, b.document.uuid))
      .map((d) => d.document);
  }

  async rename(uuid: string, name: string): Promise<boolean> {
    const row = this.tables.documents.get(uuid);
    if (row) this.tables.documents.set(uuid, { ...row, document: { ...row.document, name } });
    return row !== undefined;
  }

  async delete(uuid: string): Promise<boolean> {
    return this.tables.deleteDocument(uuid);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
