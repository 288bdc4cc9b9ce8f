import { planDateTimeInstant } from './plan-date-time.js';
import type { PlanDateTime } from './plan-fields.js';
import type { SegmentDates } from './segment-time-state.js';

/**
 * The overall start and end of a rail reservation; null when no segment has that date.
 *
 * @example
 * const s: RailSpan = { start: null, end: null };
 */
export interface RailSpan {
  readonly start: PlanDateTime | null;
  readonly end: PlanDateTime | null;
}

function extreme(
  dates: readonly (PlanDateTime | null)[],
  options: { readonly boundary: 'start' | 'end'; readonly fallbackZone?: string },
): PlanDateTime | null {
  let best: { readonly dt: PlanDateTime; readonly at: number } | null = null;
  for (const dt of dates) {
    const at = dt === null ? undefined : planDateTimeInstant(dt, options)?.toMillis();
    if (dt === null || at === undefined) continue;
    if (best === null || (options.boundary === 'start' ? at < best.at : at > best.at)) best = { dt, at };
  }
  return best?.dt ?? null;
}

/**
 * The rail reservation's start is the earliest segment start and its end the latest segment end,
 * compared as instants (each in its own zone, see planDateTimeInstant; a date without a time is
 * the start or end of its day). Segments without a usable date are skipped; on a tie the first
 * in the list wins. The chosen date-times are returned as they are, not converted.
 *
 * @example
 * railSpan([{ start: d('2026-05-02'), end: d('2026-05-02') }, { start: d('2026-05-01'), end: d('2026-05-03') }])
 * // { start: d('2026-05-01'), end: d('2026-05-03') }
 */
export function railSpan(segments: readonly SegmentDates[], options: { readonly fallbackZone?: string } = {}): RailSpan {
  const zone = options.fallbackZone === undefined ? {} : { fallbackZone: options.fallbackZone };
  return {
    start: extreme(
      segments.map((s) => s.start),
      { ...zone, boundary: 'start' },
    ),
    end: extreme(
      segments.map((s) => s.end),
      { ...zone, boundary: 'end' },
    ),
  };
}
