import { useCallback, useEffect, useRef, useState } from 'react';
import type { Plan, PlanType } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { segmentsOf } from './plan-view-model.js';

/** Where loading a plan stands. */
export type PlanLoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly plan: Plan };

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

/**
 * Loads one plan by type and uuid (the plan's or one of its segments'). A missing type or uuid, or
 * a 404, is the not-found state; any other failure an error the user can retry. Each new uuid (or
 * retry) starts from the loading state; an answer for an earlier one is dropped. Moving to another
 * segment of the plan on screen needs no new call: the plan already holds it.
 *
 * @example
 * const { state, retry } = usePlan('lodging', segmentUuid);
 */
export function usePlan(type: PlanType | null, uuid: string | undefined): PlanLoad {
  const plans = useService(TOKENS.planService);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlanLoadState>({ status: 'loading' });
  const inForce = useRef<object | null>(null);
  const shown = useRef<{ readonly plan: Plan; readonly attempt: number } | null>(null);
  const changed = useRef(false);
  shown.current = state.status === 'ready' ? { plan: state.plan, attempt } : null;

  useEffect(() => {
    if (type === null || uuid === undefined || uuid === '') {
      setState({ status: 'not-found' });
      return;
    }
    const current = shown.current;
    const holds = current !== null && current.attempt === attempt && current.plan.type === type && segmentsOf(current.plan).some((s) => s.uuid === uuid);
    if (holds && !changed.current) return;
    changed.current = false;
    const load = {};
    inForce.current = load;
    setState({ status: 'loading' });
    void plans.get(type, uuid).then(
      (result) => {
        if (inForce.current !== load) return;
        if (result.ok) setState({ status: 'ready', plan: result.value });
        else if (result.error.kind === 'http' && result.error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error' });
      },
      () => {
        if (inForce.current === load) setState({ status: 'error' });
      },
    );
    return () => {
      if (inForce.current === load) inForce.current = null;
    };
  }, [plans, type, uuid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const invalidate = useCallback(() => {
    changed.current = true;
  }, []);
  return { state, retry, invalidate };
}
