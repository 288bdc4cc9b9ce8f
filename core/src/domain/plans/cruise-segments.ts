/**
 * The role of a cruise segment by its place in the reservation: the first is the embarkation,
 * the last the disembarkation, those between are ports of call.
 *
 * @example
 * const r: CruiseStopRole = 'port';
 */
export type CruiseStopRole = 'embark' | 'port' | 'disembark';

/**
 * The role of the segment at `index` among `count` segments, in the reservation's order (the
 * server's, chronological; the wire's isEmbark and port-of-call flags are not consulted). A
 * single segment is the embarkation. Null when the index is outside the list.
 *
 * @example
 * cruiseStopRole(0, 4) // 'embark'
 * cruiseStopRole(2, 4) // 'port'
 * cruiseStopRole(3, 4) // 'disembark'
 * cruiseStopRole(0, 1) // 'embark'
 */
export function cruiseStopRole(index: number, count: number): CruiseStopRole | null {
  if (!Number.isInteger(index) || index < 0 || index >= count) return null;
  if (index === 0) return 'embark';
  return index === count - 1 ? 'disembark' : 'port';
}

/**
 * What a deletion of cruise segments does:
 * - `nothing`: none of the given uuids is a segment of this cruise;
 * - `reservation`: the whole reservation goes, because the embarkation or disembarkation is among
 *   them (spec; deleting every segment always includes the embarkation);
 * - `segments`: only these ports of call go (in the reservation's order, without duplicates).
 *
 * @example
 * const d: CruiseDeletion = { kind: 'segments', segmentUuids: ['s2'] };
 */
export type CruiseDeletion =
  { readonly kind: 'nothing' } | { readonly kind: 'reservation' } | { readonly kind: 'segments'; readonly segmentUuids: readonly string[] };

/**
 * Decides what deleting some segments of a cruise removes (part 2 section 4: deleting a cruise
 * embark or disembark segment deletes the whole reservation). Unknown uuids are ignored.
 *
 * @example
 * cruiseDeletion(['s1', 's2', 's3'], ['s2']) // { kind: 'segments', segmentUuids: ['s2'] }
 * cruiseDeletion(['s1', 's2', 's3'], ['s3']) // { kind: 'reservation' }
 * cruiseDeletion(['s1', 's2', 's3'], ['x'])  // { kind: 'nothing' }
 */
export function cruiseDeletion(segmentUuids: readonly string[], toDelete: readonly string[]): CruiseDeletion {
  const wanted = new Set(toDelete);
  const chosen = segmentUuids.filter((uuid, i) => wanted.has(uuid) && segmentUuids.indexOf(uuid) === i);
  if (chosen.length === 0) return { kind: 'nothing' };
  const removesEnd = segmentUuids.some((uuid, i) => wanted.has(uuid) && cruiseStopRole(i, segmentUuids.length) !== 'port');
  return removesEnd ? { kind: 'reservation' } : { kind: 'segments', segmentUuids: chosen };
}
