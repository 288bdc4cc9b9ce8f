import type { Plan } from './types/plan.js';

/**
 * Whether a plan is made of segments (flight, rail, transport, cruise).
 *
 * @example
 * isSegmentedPlan({ type: 'note' } as Plan) // false
 */
export function isSegmentedPlan(plan: Plan): plan is Extract<Plan, { segments: readonly unknown[] }> {
  return plan.type === 'air' || plan.type === 'rail' || plan.type === 'transport' || plan.type === 'cruise';
}

/**
 * The uuids of a plan's segments, in order ('' for a segment without one); none for plans
 * without segments.
 *
 * @example
 * planSegmentUuids(airPlanWithTwoSegments) // ['s1', 's2']
 */
export function planSegmentUuids(plan: Plan): readonly string[] {
  return isSegmentedPlan(plan) ? plan.segments.map((s) => s.uuid) : [];
}

/**
 * A plan with the ids the server keeps: its uuid and trip, and a uuid for every segment. A segment
 * keeps its uuid only when `keep` accepts it (it belongs to this plan already); any other segment
 * gets a new one from `newId`.
 *
 * @example
 * withPlanIds(plan, { uuid: 'p1', tripUuid: 't1', keep: () => false, newId: () => 'n' }).meta.uuid // 'p1'
 */
export function withPlanIds(
  plan: Plan,
  ids: { readonly uuid: string; readonly tripUuid: string; readonly keep: (segmentUuid: string) => boolean; readonly newId: () => string },
): Plan {
  const meta = { ...plan.meta, uuid: ids.uuid, tripUuid: ids.tripUuid };
  const seen = new Set<string>();
  const segmentId = (uuid: string): string => {
    const kept = uuid !== '' && ids.keep(uuid) && !seen.has(uuid) ? uuid : ids.newId();
    seen.add(kept);
    return kept;
  };
  switch (plan.type) {
    case 'air':
      return { ...plan, meta, segments: plan.segments.map((s) => ({ ...s, uuid: segmentId(s.uuid) })) };
    case 'rail':
      return { ...plan, meta, segments: plan.segments.map((s) => ({ ...s, uuid: segmentId(s.uuid) })) };
    case 'transport':
      return { ...plan, meta, segments: plan.segments.map((s) => ({ ...s, uuid: segmentId(s.uuid) })) };
    case 'cruise':
      return { ...plan, meta, segments: plan.segments.map((s) => ({ ...s, uuid: segmentId(s.uuid) })) };
    default:
      return { ...plan, meta };
  }
}

/**
 * A segmented plan without some of its segments.
 *
 * @example
 * withoutSegments(airPlan, ['s2']).segments.map((s) => s.uuid) // ['s1']
 */
export function withoutSegments(plan: Plan, segmentUuids: readonly string[]): Plan {
  const drop = new Set(segmentUuids);
  switch (plan.type) {
    case 'air':
      return { ...plan, segments: plan.segments.filter((s) => !drop.has(s.uuid)) };
    case 'rail':
      return { ...plan, segments: plan.segments.filter((s) => !drop.has(s.uuid)) };
    case 'transport':
      return { ...plan, segments: plan.segments.filter((s) => !drop.has(s.uuid)) };
    case 'cruise':
      return { ...plan, segments: plan.segments.filter((s) => !drop.has(s.uuid)) };
    default:
      return plan;
  }
}
