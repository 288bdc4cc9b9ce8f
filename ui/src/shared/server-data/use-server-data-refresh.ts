import { useMemo } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.js';

/** What a write tells the cache, from {@link useServerDataRefresh}. */
export interface ServerDataRefresh {
  /** A trip changed (edited, its plans or sharing changed): its screens read it again. */
  readonly tripChanged: (tripUuid: string) => Promise<void>;
  /** A trip is gone (deleted, left, merged away): nothing read for it is kept. */
  readonly tripRemoved: (tripUuid: string) => void;
  /**
   * Plans changed (saved, deleted, moved, copied): every plan read so far counts as old (read
   * again when next shown; a plan page on display is being left, or reloads its plan itself),
   * and the trips named (the plan's trip, the trip it went to) are read again; '' (unfiled) is
   * skipped.
   */
  readonly plansChanged: (tripUuids: readonly string[]) => Promise<void>;
}

// Screens on display read again at once; what no screen shows is dropped, so that opening it
// later shows the loading state and fresh data rather than what is known to be old.
async function refresh(client: QueryClient, queryKey: QueryKey): Promise<void> {
  client.removeQueries({ queryKey, type: 'inactive' });
  await client.invalidateQueries({ queryKey, refetchType: 'active' });
}

/**
 * The invalidations that follow writes, so that screens show fresh data.
 *
 * @example
 * const refreshAfter = useServerDataRefresh();
 * if (result.ok) await refreshAfter.plansChanged([plan.meta.tripUuid]);
 */
export function useServerDataRefresh(): ServerDataRefresh {
  const client = useQueryClient();
  return useMemo(
    () => ({
      tripChanged: (tripUuid) => refresh(client, queryKeys.trip(tripUuid)),
      tripRemoved: (tripUuid) => client.removeQueries({ queryKey: queryKeys.trip(tripUuid) }),
      plansChanged: async (tripUuids) => {
        const trips = [...new Set(tripUuids.filter((uuid) => uuid !== ''))];
        client.removeQueries({ queryKey: queryKeys.plans(), type: 'inactive' });
        await Promise.all([
          client.invalidateQueries({ queryKey: queryKeys.plans(), refetchType: 'none' }),
          ...trips.map((uuid) => refresh(client, queryKeys.trip(uuid))),
        ]);
      },
    }),
    [client],
  );
}
