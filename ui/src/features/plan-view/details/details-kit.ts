// What every plan type's details share: the context the page gives them, the translate function
// of their summaries, and the small text helpers of their summaries.

/** What the details need beyond the plan. */
export interface PlanDetailsContext {
  /** The segment the URL names, -1 for none (the reservation itself, or an unfiled item). */
  readonly currentIndex: number;
  /** The view path of another segment, or null where segments have no page of their own (unfiled). */
  readonly segmentPath: (segmentUuid: string) => string | null;
  /** Flight status shows only on Pro trips (a conflict always shows). */
  readonly isTripProEnabled: boolean;
  /** The moment "past" is measured from. */
  readonly now: Date;
}

/** The translate function the summaries take (planView namespace). */
export type T = (key: string, values?: Record<string, unknown>) => string;

const nonBlank = (parts: readonly string[]) => parts.map((p) => p.trim()).filter((p) => p !== '');
/** Parts of a summary or place, the blank ones left out, joined with a middle dot. */
export const join = (...parts: readonly string[]) => nonBlank(parts).join(' · ');
/** Words of one name (airline and flight number), the blank ones left out. */
export const spaced = (...parts: readonly string[]) => nonBlank(parts).join(' ');

/** 'from → to' (segments.route), or the one of them that is known. */
export function route(t: T, from: string, to: string): string {
  if (from.trim() !== '' && to.trim() !== '') return t('segments.route', { from: from.trim(), to: to.trim() });
  return from.trim() || to.trim();
}
