import type { ContractEntry } from './entry.js';

/**
 * One disagreement between the contract list and the handlers a server binds: a listed entry
 * nobody handles (`unbound`), a handler for an entry the list does not hold (`unlisted`), or an
 * entry bound more than once (`duplicate`, with how many times).
 *
 * @example
 * const m: BindingMismatch = { kind: 'unbound', id: 'appConfig', route: 'GET /api/v2/appConfig' };
 */
export type BindingMismatch =
  | { readonly kind: 'unbound'; readonly id: string; readonly route: string }
  | { readonly kind: 'unlisted'; readonly id: string; readonly route: string }
  | { readonly kind: 'duplicate'; readonly id: string; readonly route: string; readonly count: number };

/**
 * Anything bound to a contract entry (core's `BoundHandler` is one).
 *
 * @example
 * const b: EntryBinding = { entry: getProfileEntry };
 */
export interface EntryBinding {
  readonly entry: ContractEntry;
}

const routeOf = (entry: ContractEntry): string => `${entry.method} /api/${entry.path}`;

/**
 * Compares the handlers a server is about to mount with the contract list. Entries are matched by
 * identity (the very object of the list), so a handler bound to a look-alike copy counts as
 * unlisted. Empty when they agree: every entry bound exactly once and nothing else.
 *
 * @example
 * checkBindings([appConfigEntry], []) // [{ kind: 'unbound', id: 'appConfig', route: 'GET /api/v2/appConfig' }]
 */
export function checkBindings(list: readonly ContractEntry[], handlers: readonly EntryBinding[]): BindingMismatch[] {
  const listed = new Set(list);
  const counts = new Map<ContractEntry, number>();
  for (const { entry } of handlers) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const mismatches: BindingMismatch[] = [];
  for (const entry of list) {
    const count = counts.get(entry) ?? 0;
    if (count === 0) mismatches.push({ kind: 'unbound', id: entry.id, route: routeOf(entry) });
    if (count > 1) mismatches.push({ kind: 'duplicate', id: entry.id, route: routeOf(entry), count });
  }
  for (const entry of counts.keys()) {
    if (!listed.has(entry)) mismatches.push({ kind: 'unlisted', id: entry.id, route: routeOf(entry) });
  }
  return mismatches;
}

/**
 * One line explaining a mismatch, for the start-up error.
 *
 * @example
 * describeBindingMismatch({ kind: 'duplicate', id: 'getProfile', route: 'GET /api/v2/get/profile', count: 2 })
 * // 'getProfile (GET /api/v2/get/profile) has 2 handlers; bind it once'
 */
export function describeBindingMismatch(mismatch: BindingMismatch): string {
  const name = `${mismatch.id} (${mismatch.route})`;
  switch (mismatch.kind) {
    case 'unbound':
      return `${name} is in the contract list but has no handler`;
    case 'unlisted':
      return `${name} has a handler but is not in the contract list`;
    case 'duplicate':
      return `${name} has ${mismatch.count} handlers; bind it once`;
  }
}
