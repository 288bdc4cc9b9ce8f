/**
 * Sorted search keys with binary search for prefixes, and a max-population segment tree so the
 * most populous matches of any prefix come out in O(k log n) however many keys share the prefix.
 */

import { fold, wordSuffixes } from './fold.js';
import type { Lines } from './lines.js';

/** Search keys in sorted order; at the same positions, their city and whether the key is a whole name. */
export interface SortedKeys {
  readonly keys: Lines;
  readonly cities: Int32Array;
  /** 1: the whole folded name (or its part before "," or "("), 0: the name from a later word on. */
  readonly whole: Uint8Array;
}

/**
 * Folds every name into its search keys and sorts them (most of the load time after reading the data).
 *
 * @example
 * buildKeys(['San Francisco']).keys // ['francisco', 'san francisco']
 */
export function buildKeys(names: Lines): SortedKeys {
  const keys: string[] = [];
  const cities: number[] = [];
  const whole: number[] = [];
  const add = (key: string, city: number, isWhole: boolean): void => {
    keys.push(key);
    cities.push(city);
    whole.push(isWhole ? 1 : 0);
  };
  for (let city = 0; city < names.length; city++) {
    const name = names.at(city) ?? '';
    const key = fold(name);
    if (key === '') continue;
    add(key, city, true);
    // "Washington, D.C." and "Frankfurt (Oder)" also match "washington" and "frankfurt" exactly.
    const qualified = name.search(/[,(]/);
    const base = qualified > 0 ? fold(name.slice(0, qualified)) : '';
    if (base !== '' && base !== key) add(base, city, true);
    for (const suffix of wordSuffixes(key)) add(suffix, city, false);
  }
  return sortKeys(keys, cities, whole);
}

/**
 * Sorts parallel lists of keys, their items and whole-name flags into SortedKeys (equal keys keep
 * their order), for indexes whose keys are not just folded names.
 *
 * @example
 * sortKeys(['sfo', 'san francisco'], [0, 0], [1, 1]).keys // ['san francisco', 'sfo']
 */
export function sortKeys(keys: readonly string[], cities: readonly number[], whole: readonly number[]): SortedKeys {
  const order = Array.from(keys.keys());
  order.sort((a, b) => {
    const ka = keys[a] ?? '';
    const kb = keys[b] ?? '';
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  return {
    keys: order.map((i) => keys[i] ?? ''),
    cities: Int32Array.from(order, (i) => cities[i] ?? 0),
    whole: Uint8Array.from(order, (i) => whole[i] ?? 0),
  };
}

export class KeyIndex {
  private readonly keys: Lines;
  private readonly cities: Int32Array;
  private readonly whole: Uint8Array;
  /** Population of the city at each key position. */
  private readonly weight: Int32Array;
  /** Segment tree over key positions: node -> position of the largest weight below it (-1: none). */
  private readonly tree: Int32Array;
  private readonly leaves: number;

  constructor(sorted: SortedKeys, population: Int32Array) {
    const n = sorted.keys.length;
    this.keys = sorted.keys;
    this.cities = sorted.cities;
    this.whole = sorted.whole;
    this.weight = Int32Array.from(sorted.cities, (city) => population[city] ?? 0);
    let leaves = 1;
    while (leaves < n) leaves *= 2;
    this.leaves = leaves;
    this.tree = new Int32Array(2 * leaves).fill(-1);
    for (let i = 0; i < n; i++) this.tree[leaves + i] = i;
    for (let node = leaves - 1; node >= 1; node--) {
      this.tree[node] = this.heavier(this.tree[2 * node] ?? -1, this.tree[2 * node + 1] ?? -1);
    }
  }

  get size(): number {
    return this.keys.length;
  }

  /** The first key position whose key is >= `key`. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys.at(mid) ?? '') < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Key positions [from, to) of the keys starting with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const from = this.lowerBound(prefix);
    // Every key starting with `prefix` sorts before prefix + U+FFFF.
    return [from, this.lowerBound(`${prefix}\uffff`)];
  }

  /** Cities whose whole folded name (not a later-word key) is exactly `key`. */
  citiesNamed(key: string): number[] {
    const out: number[] = [];
    for (let p = this.lowerBound(key); p < this.keys.length && this.keys.at(p) === key; p++) {
      if (this.whole[p] === 1) out.push(this.cities[p] ?? -1);
    }
    return out;
  }

  keyAt(position: number): string {
    return this.keys.at(position) ?? '';
  }

  cityAt(position: number): number {
    return this.cities[position] ?? -1;
  }

  isWholeName(position: number): boolean {
    return this.whole[position] === 1;
  }

  /**
   * Key positions in [from, to) by population, largest first, lazily: a heap of sub-ranges, each
   * holding its own largest position; popping one splits its range around that position.
   */
  *byPopulation(from: number, to: number): Generator<number> {
    const heap: [number, number, number][] = [];
    const push = (lo: number, hi: number): void => {
      if (lo >= hi) return;
      const top = this.argmax(lo, hi);
      heap.push([top, lo, hi]);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.before(heap, i, parent)) break;
        [heap[i], heap[parent]] = [heap[parent] as [number, number, number], heap[i] as [number, number, number]];
        i = parent;
      }
    };
    push(from, to);
    while (heap.length > 0) {
      const first = heap[0] as [number, number, number];
      const last = heap.pop() as [number, number, number];
      if (heap.length > 0) {
        heap[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let best = i;
          if (l < heap.length && this.before(heap, l, best)) best = l;
          if (r < heap.length && this.before(heap, r, best)) best = r;
          if (best === i) break;
          [heap[i], heap[best]] = [heap[best] as [number, number, number], heap[i] as [number, number, number]];
          i = best;
        }
      }
      const [top, lo, hi] = first;
      yield top;
      push(lo, top);
      push(top + 1, hi);
    }
  }

  private before(heap: readonly [number, number, number][], a: number, b: number): boolean {
    const pa = heap[a]?.[0] ?? -1;
    const pb = heap[b]?.[0] ?? -1;
    return this.heavier(pa, pb) === pa && pa !== pb;
  }

  /** Of two key positions, the one with the larger population (the earlier on a tie). */
  private heavier(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    const wa = this.weight[a] ?? 0;
    const wb = this.weight[b] ?? 0;
    return wa > wb || (wa === wb && a < b) ? a : b;
  }

  /** Position of the largest population in [lo, hi), which must not be empty. */
  private argmax(lo: number, hi: number): number {
    let best = -1;
    let l = lo + this.leaves;
    let r = hi + this.leaves;
    while (l < r) {
      if (l & 1) best = this.heavier(best, this.tree[l++] ?? -1);
      if (r & 1) best = this.heavier(best, this.tree[--r] ?? -1);
      l >>= 1;
      r >>= 1;
    }
    return best;
  }
}
