import type { PlanIssue } from './plan-issue.js';
import { planWirePath, type PlanPathStep } from './plan-wire-path.js';

/**
 * The character limit of a plan's text fields (part 2 section 5, "Character limit of {number}
 * exceeded."; the spec gives no number, so one generous enough for any name, code or address).
 *
 * @example
 * PLAN_TEXT_MAX_LENGTH // 1000
 */
export const PLAN_TEXT_MAX_LENGTH = 1000;

/**
 * The character limit of web addresses (urls, images), which may carry long query strings.
 *
 * @example
 * PLAN_URL_MAX_LENGTH // 2048
 */
export const PLAN_URL_MAX_LENGTH = 2048;

/**
 * The character limit of the free-text fields: notes, restrictions and a note's text.
 *
 * @example
 * PLAN_LONG_TEXT_MAX_LENGTH // 10000
 */
export const PLAN_LONG_TEXT_MAX_LENGTH = 10000;

const LONG_TEXT = new Set(['notes', 'restrictions', 'text']);
// Flight status and seat tracker come from services and are checked by their own codecs.
const NOT_TYPED = new Set(['status', 'seatTrackerSubscription']);

/**
 * The limit of one text field, by its name.
 *
 * @example
 * textLimitOf('notes')        // 10000
 * textLimitOf('checkInUrl')   // 2048
 * textLimitOf('supplierName') // 1000
 */
export function textLimitOf(name: string): number {
  if (LONG_TEXT.has(name)) return PLAN_LONG_TEXT_MAX_LENGTH;
  return /(url|Url|image|Image)$/.test(name) ? PLAN_URL_MAX_LENGTH : PLAN_TEXT_MAX_LENGTH;
}

function collect(value: unknown, path: PlanPathStep[], out: PlanIssue[]): void {
  if (typeof value === 'string') {
    const name = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
    const limit = textLimitOf(name);
    if ([...value].length > limit) out.push({ path: planWirePath(path), key: 'validation:characterLimitOf', values: { number: limit } });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, [...path, i], out));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (!NOT_TYPED.has(key) && !(path.length === 0 && key === 'type')) collect(child, [...path, key], out);
  }
}

/**
 * "Character limit of {number} exceeded." for every text field of a plan longer than its limit
 * (see {@link textLimitOf}), counted in characters, at its wire path relative to the typed object.
 *
 * @example
 * textLimitIssues({ ...note, text: 'x'.repeat(10001) })
 * // [{ path: 'text', key: 'validation:characterLimitOf', values: { number: 10000 } }]
 */
export function textLimitIssues(plan: object): PlanIssue[] {
  const out: PlanIssue[] = [];
  collect(plan, [], out);
  return out;
}
