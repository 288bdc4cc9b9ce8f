import type { PlanType } from '@waybook/core';

/**
 * The query keys of the server data, one family per resource. Keys nest: invalidating
 * `queryKeys.trip(uuid)` reaches everything read for that trip, `queryKeys.plans()` every plan.
 *
 * @example
 * queryKeys.tripDetails('t1') // ['trip', 't1', 'details']
 */
export const queryKeys = {
  trips: () => ['trip'] as const,
  trip: (uuid: string) => ['trip', uuid] as const,
  tripDetails: (uuid: string) => ['trip', uuid, 'details'] as const,
  /** The user's trips they can edit, as the merge and move/copy dialogs list them. */
  editableTrips: () => ['editable-trips'] as const,
  plans: () => ['plan'] as const,
  plan: (type: PlanType, uuid: string) => ['plan', type, uuid] as const,
  planDocuments: (planUuid: string) => ['plan-documents', planUuid] as const,
};
