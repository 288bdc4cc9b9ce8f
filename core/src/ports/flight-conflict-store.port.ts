/**
 * One version of a flight in a conflict: its plan (trip item), and where it came from (the
 * subject of the message it was imported from, '' when typed by hand; when it was imported or
 * written).
 *
 * @example
 * const p: FlightConflictPath = { pathIndex: 1, planUuid: 'p2', emailSubject: 'Schedule change', importedAt: new Date() };
 */
export interface FlightConflictPath {
  readonly pathIndex: number;
  readonly planUuid: string;
  readonly emailSubject: string;
  readonly importedAt: Date;
}

/**
 * A flight conflict (part 2 section 3): two versions of one booked flight, kept side by side
 * until the traveler keeps one. `guid` is what the conflict screen sends back.
 *
 * @example
 * const c: StoredFlightConflict = { guid: 'g1', userId: 'u1', doesDifferOnlyByTime: true, paths: [] };
 */
export interface StoredFlightConflict {
  readonly guid: string;
  readonly userId: string;
  readonly doesDifferOnlyByTime: boolean;
  readonly paths: readonly FlightConflictPath[];
}

/**
 * Flight conflicts. A version whose plan is deleted leaves its conflict (the other version stands
 * alone: no conflict is answered with fewer than two versions).
 *
 * @example
 * await conflicts.create(conflict);
 * const open = await conflicts.forPlan('p1');
 */
export interface FlightConflictStore {
  create(conflict: StoredFlightConflict): Promise<void>;
  /** The open conflict a plan is a version of (two versions or more still there). */
  forPlan(planUuid: string): Promise<StoredFlightConflict | undefined>;
  /** Ends a conflict (its versions' plans stay as they are). */
  remove(guid: string): Promise<void>;
}
