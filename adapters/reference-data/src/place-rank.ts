/**
 * The ranking of the place index: every match scored by population, weighted by how it matches.
 * A whole name starting with the query counts its population; a later word starting with it (the
 * "york" of New York City) a tenth of it; a whole name equal to the query more, the longer the
 * query: at three letters an exact name is mostly a word on its way to a longer one ("par" to
 * Paris, not Par in Cornwall), at five or more it is what the user means ("spring" is Spring, not
 * Springfield). The most populous exact match always keeps a place among the first five.
 */
import type { KeyIndex } from './key-index.js';
import type { CityFilter } from './qualifier.js';

/** Matches a filter may refuse in population order before the search scans its whole range instead. */
const HEAP_BUDGET = 500;
/** The most populous exact match ranks no lower than this (lists show 10 of 15 asked for). */
const EXACT_SLOT = 5;
/** Weight of a match on a later word of the name. */
const LATER_WORD = 0.1;

type Scored = { readonly city: number; readonly score: number };

/**
 * How much an exact name weighs against a prefix match: 1 for three letters or fewer, then ten
 * times more for each further letter, up to 1000.
 *
 * @example
 * exactWeight('par') // 1
 * exactWeight('york') // 10
 */
export function exactWeight(name: string): number {
  return 10 ** Math.min(3, Math.max(0, [...name].length - 3));
}

/**
 * Cities matching the folded name, best first, at most `limit`, no repeats.
 *
 * @example
 * rankPlaces(keys, population, 'par', 10, undefined) // [paris, ..., par (Cornwall)]
 */
export function rankPlaces(keys: KeyIndex, population: Int32Array, name: string, limit: number, filter: CityFilter | undefined): number[] {
  const pop = (city: number): number => population[city] ?? 0;
  const passes = (city: number): boolean => filter === undefined || filter(city);
  const named = new Set(keys.citiesNamed(name));
  const exact = [...named].filter(passes).sort((a, b) => pop(b) - pop(a));
  const weight = exactWeight(name);
  const scored = [
    ...exact.slice(0, limit).map((city) => ({ city, score: pop(city) * weight, exact: 1 })),
    ...prefixMatches(keys, pop, name, limit, (c) => !named.has(c) && passes(c)).map((s) => ({ ...s, exact: 0 })),
  ];
  // Ties: the exact match first.
  const out = scored
    .sort((a, b) => b.score - a.score || b.exact - a.exact)
    .slice(0, limit)
    .map((s) => s.city);
  const best = exact[0];
  const slot = Math.min(out.length, EXACT_SLOT) - 1;
  const at = best === undefined ? -1 : out.indexOf(best);
  if (best === undefined || (at !== -1 && at <= slot)) return out;
  const rest = out.filter((city) => city !== best);
  return [...rest.slice(0, slot), best, ...rest.slice(slot)].slice(0, limit);
}

/** The `limit` best-scored cities whose name or a later word starts with `name`, best first. */
function prefixMatches(keys: KeyIndex, pop: (city: number) => number, name: string, limit: number, keep: (city: number) => boolean): Scored[] {
  const best: Scored[] = [];
  const worst = (): number => (best.length < limit ? -1 : (best[best.length - 1]?.score ?? -1));
  /** Keeps the match if it scores among the best; false when the filter refused it. */
  const consider = (position: number): boolean => {
    const city = keys.cityAt(position);
    const score = pop(city) * (keys.isWholeName(position) ? 1 : LATER_WORD);
    if (score <= worst()) return true;
    if (!keep(city)) return false;
    const at = best.findIndex((s) => s.city === city);
    if (at !== -1 && (best[at]?.score ?? 0) >= score) return true;
    if (at !== -1) best.splice(at, 1);
    let i = best.length;
    while (i > 0 && (best[i - 1]?.score ?? 0) < score) i--;
    best.splice(i, 0, { city, score });
    if (best.length > limit) best.pop();
    return true;
  };
  const [from, to] = keys.prefixRange(name);
  let budget = HEAP_BUDGET;
  // By population, largest first: once the population itself falls to the worst kept score, no
  // later match can enter (a prefix match weighs at most its population).
  for (const position of keys.byPopulation(from, to)) {
    if (pop(keys.cityAt(position)) <= worst()) return best;
    if (!consider(position) && --budget < 0) break;
  }
  if (budget >= 0) return best;
  // A filter refused most of a large range: scanning it once is cheaper than the heap.
  for (let p = from; p < to; p++) consider(p);
  return best;
}
