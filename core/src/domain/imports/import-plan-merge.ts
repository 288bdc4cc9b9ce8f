import type { Plan } from '../plans/types/plan.js';

/**
 * What a booking imported again means for the plan an earlier import wrote (any type but flights,
 * which compareImportedFlight handles with conflicts): `same` when it brings nothing new, else the
 * plan to store and the paths it changed.
 *
 * @example
 * const r: ImportedPlanMerge = { outcome: 'same' };
 */
export type ImportedPlanMerge = { readonly outcome: 'same' } | { readonly outcome: 'update'; readonly plan: Plan; readonly changed: readonly string[] };

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const isObject = (v: unknown): v is { readonly [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown): boolean => v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0);

// The merged value at `path`: the import's where it says something, else what is stored (what the
// traveler added stays); lists are taken whole from the import only where the stored one is empty.
function merge(stored: Json, imported: Json, path: string, changed: string[]): Json {
  if (isObject(stored) && isObject(imported)) {
    const out: Record<string, Json> = { ...stored };
    for (const [key, value] of Object.entries(imported)) {
      const before = stored[key];
      out[key] = before === undefined ? value : merge(before, value, path === '' ? key : `${path}.${key}`, changed);
      if (before === undefined && !isBlank(value)) changed.push(path === '' ? key : `${path}.${key}`);
    }
    return out;
  }
  if (Array.isArray(stored)) {
    if (stored.length > 0 || !Array.isArray(imported) || imported.length === 0) return stored;
    changed.push(path);
    return imported;
  }
  if (isBlank(imported) || imported === stored || isObject(imported) || Array.isArray(imported)) return stored;
  changed.push(path);
  return imported;
}

// A plan's content without its metadata, as JSON (plans are plain data).
function withoutMeta(plan: Plan): Json {
  const content: Record<string, unknown> = { ...plan };
  delete content['meta'];
  return content as Json;
}

/**
 * Merges a booking imported again into the plan an earlier import of the same reservation wrote:
 * every value the sender gives that differs from the stored one wins (a new check-in date, a
 * room type), what the sender leaves empty keeps the stored value (notes and details the traveler
 * added survive), lists already filled are kept, and the plan's own metadata (its name, trip,
 * creator) never changes. Nothing new gives `same`, so the plan is not written again.
 *
 * @example
 * mergeImportedPlan(hotel, hotel) // { outcome: 'same' }
 * mergeImportedPlan(hotel, { ...hotel, roomType: 'Suite' }) // { outcome: 'update', plan: { ...hotel, roomType: 'Suite' }, changed: ['roomType'] }
 */
export function mergeImportedPlan(stored: Plan, imported: Plan): ImportedPlanMerge {
  if (stored.type !== imported.type) return { outcome: 'update', plan: { ...imported, meta: stored.meta } as Plan, changed: ['type'] };
  const changed: string[] = [];
  const merged = merge(withoutMeta(stored), withoutMeta(imported), '', changed) as object;
  if (changed.length === 0) return { outcome: 'same' };
  return { outcome: 'update', plan: { ...merged, meta: stored.meta } as Plan, changed };
}
