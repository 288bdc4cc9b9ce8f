import type { ExtractorName } from '../domain/imports/schema-org-node.js';

/**
 * Where an imported plan came from (its page says so): the message's id, subject, sender and
 * received time, the extractor that found it, and the original message kept for the plan's
 * editors (`messageBlobId`, '' when the import had no message, such as an uploaded .pkpass).
 * `identityKey` is the reservation's identity, so importing it again finds this plan.
 *
 * @example
 * const p: PlanImport = { planUuid: 'p1', userId: 'u1', identityKey: 'air|X2Y3Z4|2026-12-03', extractor: 'json-ld', messageId: '<a@b>', subject: 'Your flight', sender: 'news@airline.example', receivedAt: new Date(), messageBlobId: 'b1', importedAt: new Date() };
 */
export interface PlanImport {
  readonly planUuid: string;
  readonly userId: string;
  readonly identityKey: string;
  readonly extractor: ExtractorName;
  readonly messageId: string;
  readonly subject: string;
  readonly sender: string;
  readonly receivedAt: Date;
  readonly messageBlobId: string;
  readonly importedAt: Date;
}

/**
 * The provenance of imported plans. A plan has at most one record (the latest import that wrote
 * it); records go with their plan and their user.
 *
 * @example
 * await imports.record(planImport);
 * const again = await imports.byIdentity('u1', 'air|X2Y3Z4|2026-12-03');
 */
export interface ImportStore {
  /** Stores (or replaces) the record of a plan. */
  record(entry: PlanImport): Promise<void>;
  /** The user's plan imported with this identity, the latest first; undefined when none (or it is gone). */
  byIdentity(userId: string, identityKey: string): Promise<PlanImport | undefined>;
  /** The record of a plan, if it was imported. */
  forPlan(planUuid: string): Promise<PlanImport | undefined>;
}
