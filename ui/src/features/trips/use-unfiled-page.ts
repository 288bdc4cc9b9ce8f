import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, Plan } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/** Where one page of unfiled plans stands. A failure is null when the call threw instead of answering. */
export type UnfiledPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: ApiFailure | null }
  | { readonly status: 'loaded'; readonly plans: readonly Plan[]; readonly maxPage: number };

type Outcome = Exclude<UnfiledPageState, { status: 'loading' }>;

const LOADING: UnfiledPageState = { status: 'loading' };

/**
 * Loads one page of the user's unfiled plans (PlanService.unfiled) and offers a retry. Answers
 * that arrive after the page changed are dropped.
 *
 * @example
 * const { state, retry } = useUnfiledPage(2);
 */
export function useUnfiledPage(page: number): { readonly state: UnfiledPageState; readonly retry: () => void } {
  const plans = useService(TOKENS.planService);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly outcome: Outcome } | null>(null);
  const key = `${page}|${attempt}`;

  useEffect(() => {
    let current = true;
    const settle = (outcome: Outcome) => {
      if (current) setAnswer({ key, outcome });
    };
    plans.unfiled(page).then(
      (result) =>
        settle(
          result.ok
            ? {
                status: 'loaded',
                // Unfiled means in no trip, whatever the answer carried.
                plans: result.value.plans.map((p): Plan => ({ ...p, meta: { ...p.meta, tripUuid: '' } })),
                maxPage: result.value.maxPage,
              }
            : { status: 'failed', failure: result.error },
        ),
      () => settle({ status: 'failed', failure: null }),
    );
    return () => {
      current = false;
    };
  }, [plans, key, page]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.outcome : LOADING, retry };
}
