/**
 * The loaded and sorted index as a message a worker thread can post cheaply: typed arrays are
 * transferred, and the 135k names and ~200k keys travel as two newline-joined strings.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LocalNames } from './cldr-cities.js';
import { buildKeys, type SortedKeys } from './key-index.js';
import { JoinedLines, type Lines } from './lines.js';
import { loadAllTheCities, type CityTable } from './load.js';
import { withLocalNames } from './place-names.js';

export interface IndexSnapshot {
  readonly table: Omit<CityTable, 'names'> & { readonly names: string };
  readonly keys: Omit<SortedKeys, 'keys'> & { readonly keys: string };
  readonly localNames: ReadonlyMap<number, LocalNames>;
}

/** Everything the lookup needs, built from the data: the slow part of the load. */
export interface LoadedIndex {
  readonly table: CityTable;
  readonly keys: SortedKeys;
  /** City -> its names in the app's languages (only cities that have one). */
  readonly localNames: ReadonlyMap<number, LocalNames>;
}

/**
 * Sorts a table's search keys, its names and their localised names (CLDR and city-names.ts).
 *
 * @example
 * indexTable(buildCityTable(cities)).localNames.get(0)?.ja // 'パリ'
 */
export function indexTable(table: CityTable): LoadedIndex {
  return { table, ...withLocalNames(table, buildKeys(table.names)) };
}

/** Reads the data and sorts its keys (in whichever thread calls it). */
export function loadIndex(): LoadedIndex {
  return indexTable(loadAllTheCities());
}

function joinLines(lines: Lines): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) parts.push((lines.at(i) ?? '').replace(/\n/g, ' '));
  return parts.join('\n');
}

// Kept joined: the lines are cut out when read (JoinedLines), not split into 330k strings.
const splitLines = (text: string, count: number): Lines => (count === 0 ? [] : new JoinedLines(text));

export function toSnapshot(loaded: LoadedIndex): IndexSnapshot {
  return {
    table: { ...loaded.table, names: joinLines(loaded.table.names) },
    keys: { ...loaded.keys, keys: joinLines(loaded.keys.keys) },
    localNames: loaded.localNames,
  };
}

export function fromSnapshot(snapshot: IndexSnapshot): LoadedIndex {
  const { table, keys } = snapshot;
  return {
    table: { ...table, names: splitLines(table.names, table.count) },
    keys: { ...keys, keys: splitLines(keys.keys, keys.cities.length) },
    localNames: snapshot.localNames,
  };
}

/** The buffers to move, not copy, when posting a snapshot. */
export function transferList(snapshot: IndexSnapshot): ArrayBuffer[] {
  const { table, keys } = snapshot;
  const arrays = [table.ids, table.population, table.latitude, table.longitude, table.country, table.region, keys.cities, keys.whole];
  return arrays.map((a) => a.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}

/**
 * Loads the index in a worker thread, so the main thread stays free (it only splits two strings).
 * Resolves undefined where the compiled worker file is absent (running from the TypeScript
 * sources, as under vitest): the caller then loads in process.
 */
export function loadIndexInWorker(): Promise<LoadedIndex | undefined> {
  const url = new URL('./load-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    worker.once('message', (snapshot: IndexSnapshot) => resolve(fromSnapshot(snapshot)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`place index worker exited with code ${code}`)));
  });
}
