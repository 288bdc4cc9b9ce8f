import { NO_AI_IMPORT_CHOICE, type AiImportChoice } from '../domain/imports/ai-import-choice.js';
import type { AiImportStore } from '../ports/ai-import-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * AI extractor choices in memory, like `SqlAiImportStore`: a user who never chose reads the
 * default, and a deleted user's choice is gone (the SQL cascade).
 *
 * @example
 * const choices = new InMemoryAiImportStore(stores.tables);
 */
export class InMemoryAiImportStore implements AiImportStore {
  private readonly rows = new Map<string, AiImportChoice>();

  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async choice(userId: string): Promise<AiImportChoice> {
    return (this.tables.users.has(userId) ? this.rows.get(userId) : undefined) ?? NO_AI_IMPORT_CHOICE;
  }

  async save(userId: string, choice: AiImportChoice): Promise<void> {
    this.rows.set(userId, choice);
  }
}
