import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanType } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { loadStateOf, valueOrThrow } from '../../shared/server-data/load-state.js';
import { queryKeys } from '../../shared/server-data/query-keys.js';
import { segmentsOf } from './plan-view-model.js';

/** Where loading a plan stands. */
export type PlanLoadState =
  { readonly status: 'loading' } | { readonly status: 'not-found' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly plan: Plan };

/** What {@link usePlan} gives the page. */
export interface PlanLoad {
  readonly state: PlanLoadState;
  /** Loads the plan again from the start (the loading state first), after an error. */
  readonly retry: () => void;
  /**
   * Marks the plan on screen as changed on the server (a segment was deleted): the next uuid the
   * page asks for is read from the server even when the plan on screen holds it.
   */
  readonly invalidate: () => void;
}

const holds = (plan: Plan | undefined, type: PlanType, uuid: string) =>
  plan !== undefined && plan.type === type && segmentsOf(plan).some((s) => s.uuid === uuid);

/**
 * Loads one plan by type and uuid (the plan's or one of its segments'), through the query cache.
 * A missing type or uuid, or a 404, is the not-found state; any other failure an error the user
 * can retry. Moving to another segment of the plan on screen needs no new call: the plan already
 * holds it, so the query stays the one of the first uuid asked (its `anchor`).
 *
 * @example
 * const { state, retry } = usePlan('lodging', segmentUuid);
 */
export function usePlan(type: PlanType | null, uuid: string | undefined): PlanLoad {
  const plans = useService(TOKENS.planService);
  const client = useQueryClient();
  const id = uuid ?? '';
  const [anchor, setAnchor] = useState({ type, id, changed: false });
  const key = queryKeys.plan(anchor.type ?? 'air', anchor.id);
  const enabled = anchor.type !== null && anchor.id !== '';
  const query = useQuery({
    queryKey: key,
    queryFn: async () => valueOrThrow(await plans.get(anchor.type ?? 'air', anchor.id)),
    enabled,
  });
  // A new uuid that the plan on screen does not hold (or after a change) is read on its own.
  if ((anchor.type !== type || anchor.id !== id) && (anchor.changed || type === null || !holds(query.data, type, id))) {
    setAnchor({ type, id, changed: false });
  }
  const loaded = loadStateOf(query, enabled);
  const state: PlanLoadState = loaded.status === 'ready' ? { status: 'ready', plan: loaded.value } : loaded;

  const retry = useCallback(
    () => void client.resetQueries({ queryKey: queryKeys.plan(anchor.type ?? 'air', anchor.id), exact: true }),
    [client, anchor.type, anchor.id],
  );
  const invalidate = useCallback(() => {
    // What was read of any plan is old now: the next uuid is read from the server.
    client.removeQueries({ queryKey: queryKeys.plans(), type: 'inactive' });
    void client.invalidateQueries({ queryKey: queryKeys.plans(), refetchType: 'none' });
    setAnchor((a) => ({ ...a, changed: true }));
  }, [client]);
  return { state, retry, invalidate };
}
