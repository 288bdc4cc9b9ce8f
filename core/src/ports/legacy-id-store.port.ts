/**
 * Numeric legacy ids of trips, plans and reservations, and their uuids.
 *
 * @example
 * await legacyIds.uuidFor('trip', 42) // 'b3c1...' or undefined
 */
export interface LegacyIdStore {
  uuidFor(entityType: string, legacyId: string): Promise<string | undefined>;
  register(entityType: string, uuid: string): Promise<string>;
}
