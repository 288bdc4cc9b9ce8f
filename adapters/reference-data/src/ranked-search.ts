/**
 * The ranking the airport and airline indexes share: given items first, then items whose whole
 * name (or code) is exactly the query, then items a whole name starts with, then items a later word
 * starts with; heaviest first within each group.
 */
import type { KeyIndex } from './key-index.js';

/** Prefix matches looked at before giving up on a filter that rejects most of them. */
const SCAN_BUDGET = 2000;

export interface RankOptions {
  readonly limit: number;
  /** Items to put first when they pass the filter (an exact code match). */
  readonly first?: readonly number[];
  readonly filter?: ((item: number) => boolean) | undefined;
}

/**
 * Items matching the folded query, best first, at most `limit`, no repeats.
 *
 * @example
 * rankedMatches(keys, weight, 'london', { limit: 15 }) // [lhr, lgw, stn, ...]
 */
export function rankedMatches(keys: KeyIndex, weight: Int32Array, folded: string, options: RankOptions): number[] {
  const { limit, filter } = options;
  const out: number[] = [];
  const seen = new Set<number>();
  const take = (item: number): void => {
    if (out.length < limit && !seen.has(item) && (filter === undefined || filter(item))) {
      seen.add(item);
      out.push(item);
    }
  };
  options.first?.forEach(take);
  if (folded === '') return out;
  keys
    .citiesNamed(folded)
    .sort((a, b) => (weight[b] ?? 0) - (weight[a] ?? 0))
    .forEach(take);
  // Prefixes of a whole name or code ("par" -> Paris) before prefixes of a later word ("par" -> Park).
  const later: number[] = [];
  const [from, to] = keys.prefixRange(folded);
  let budget = SCAN_BUDGET;
  for (const position of keys.byPopulation(from, to)) {
    if (out.length >= limit || --budget < 0) break;
    if (keys.isWholeName(position)) take(keys.cityAt(position));
    else later.push(keys.cityAt(position));
  }
  later.forEach(take);
  return out;
}

/** Largest `limit` honoured, whatever the caller asks. */
export const MAX_LIMIT = 100;

/**
 * The caller's limit as a whole number in [0, MAX_LIMIT].
 *
 * @example
 * clampLimit(15.7) // 15
 */
export function clampLimit(limit: number): number {
  const n = Math.min(Math.floor(limit), MAX_LIMIT);
  return n > 0 ? n : 0;
}
