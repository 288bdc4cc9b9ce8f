import type { AiImportChoice } from '../domain/imports/ai-import-choice.js';

/**
 * Each user's AI extractor choice (SQL: `ai_import_choices`, migration 021). A user who never
 * touched the setting reads NO_AI_IMPORT_CHOICE; a choice goes with its user.
 *
 * @example
 * await choices.save('u1', withOptIn(await choices.choice('u1'), true, now));
 */
export interface AiImportStore {
  choice(userId: string): Promise<AiImportChoice>;
  save(userId: string, choice: AiImportChoice): Promise<void>;
}
