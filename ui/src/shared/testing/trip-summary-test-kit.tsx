import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  EMPTY_TRIP,
  err,
  ok,
  plansOfObjectLists,
  type ApiFailure,
  type Plan,
  type PlanService,
  type PlanType,
  type Result,
  type Trip,
  type TripDetails,
  type TripInvitee,
  type TripListPage,
  type TripService,
} from '@waybook/core';
import { TRIP_OBJECT_LIST_KEYS } from '@waybook/core/contract';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile, type ScreenOptions } from './account-test-harness.js';

// Fixtures of the trip summary and print tests. The signed-in user is sampleProfile's p-1.

export const ME = 'p-1';

const invitee = (profileRef: string, flags: Partial<TripInvitee> = {}): TripInvitee => ({
  profileRef,
  isOwner: false,
  isReadOnly: false,
  isTraveler: false,
  ...flags,
});

/** Invitees where the user (p-1) has `role`; the owner is Zoé (p-9) unless the user owns it. */
export function invitees(role: 'owner' | 'traveler' | 'edit' | 'viewer'): readonly TripInvitee[] {
  const me =
    role === 'owner'
      ? invitee(ME, { isOwner: true, isTraveler: true })
      : role === 'traveler'
        ? invitee(ME, { isTraveler: true })
        : role === 'viewer'
          ? invitee(ME, { isReadOnly: true })
          : invitee(ME);
  const others = [invitee('p-2', { isReadOnly: true }), invitee('p-3', { isTraveler: true })];
  return role === 'owner' ? [others[0]!, me, others[1]!] : [invitee('p-9', { isOwner: true }), others[0]!, me, others[1]!];
}

export const emptyObjects = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((k) => [k, []])) as unknown as TripDetails['objects'];

/** The trip "Lyon getaway" (t1), 21 to 28 November 2026, with the user in `role`. */
export function sampleTrip(role: 'owner' | 'traveler' | 'edit' | 'viewer' = 'owner', overrides: Partial<Trip> = {}): Trip {
  return {
    ...EMPTY_TRIP,
    uuid: 't1',
    displayName: 'Lyon getaway',
    startDate: '2026-11-21',
    endDate: '2026-11-28',
    primaryLocation: 'Lyon, France',
    description: 'Food, museums\nand a day in Annecy.',
    statuses: ['delays', 'conflict'],
    invitees: invitees(role),
    ...overrides,
  };
}

export function sampleDetails(trip: Trip = sampleTrip(), overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    trip,
    profiles: [
      { profileRef: ME, displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' },
      { profileRef: 'p-2', displayName: 'Zoe Zhang', emailAddress: 'zoe@example.com' },
      { profileRef: 'p-3', displayName: 'Émile Durand', emailAddress: 'emile@example.com' },
      { profileRef: 'p-9', displayName: 'Yves Owner', emailAddress: null },
    ],
    pending: [],
    objects: emptyObjects,
    ...overrides,
  };
}

export const http = (status: number): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode: '', description: '' });

/** A trip service double: `details` answers `answer` (or each answer in turn), the changes succeed. */
export function fakeTripService(answer: TripDetails | ApiFailure | readonly (TripDetails | ApiFailure)[], pages: readonly TripListPage[] = []) {
  const answers = Array.isArray(answer) ? [...(answer as readonly (TripDetails | ApiFailure)[])] : [answer as TripDetails | ApiFailure];
  const toResult = (a: TripDetails | ApiFailure): Result<TripDetails, ApiFailure> => ('trip' in a ? ok(a) : err(a));
  let call = 0;
  return {
    details: vi.fn(async (_uuid: string) => toResult(answers[Math.min(call++, answers.length - 1)]!)),
    delete: vi.fn(async (_uuid: string): Promise<Result<void, ApiFailure>> => ok(undefined)),
    merge: vi.fn(async (_uuid: string, into: string): Promise<Result<Trip, ApiFailure>> => ok({ ...EMPTY_TRIP, uuid: into })),
    removeParticipant: vi.fn(async (_uuid: string, _ref: string): Promise<Result<void, ApiFailure>> => ok(undefined)),
    create: vi.fn(async (trip: Trip): Promise<Result<Trip, ApiFailure>> => ok({ ...trip, uuid: 't-new', invitees: invitees('owner') })),
    list: vi.fn(async (...args: Parameters<TripService['list']>): Promise<Result<TripListPage, ApiFailure>> => {
      const [filters, page] = args;
      const index = filters.past ? 2 : filters.traveler === 'traveler' ? 0 : 1;
      return ok(page === 1 ? (pages[index] ?? { trips: [], profiles: [], maxPage: 1 }) : { trips: [], profiles: [], maxPage: 1 });
    }),
  };
}

export type FakeTripService = ReturnType<typeof fakeTripService>;

/** A plan service double: move, copy and updateCosts succeed (the plan answered in the target trip). */
export function fakePlanService(unfiled: readonly { readonly plans: readonly Plan[]; readonly maxPage: number }[] = []) {
  const moved = (plan: Plan | undefined, tripUuid: string): Result<Plan, ApiFailure> =>
    plan === undefined ? err(http(404)) : ok({ ...plan, meta: { ...plan.meta, tripUuid } });
  const all = () => unfiled.flatMap((page) => page.plans);
  return {
    unfiled: vi.fn(async (page: number): Promise<Result<{ plans: Plan[]; maxPage: number }, ApiFailure>> =>
      ok({ plans: [...(unfiled[page - 1]?.plans ?? [])], maxPage: unfiled[0]?.maxPage ?? 1 }),
    ),
    move: vi.fn(async (_type: PlanType, uuid: string, tripUuid: string) => moved(all().find((p) => p.meta.uuid === uuid) ?? planStub(uuid), tripUuid)),
    copy: vi.fn(async (_type: PlanType, uuid: string, tripUuid: string) => moved(planStub(`${uuid}-copy`), tripUuid)),
    updateCosts: vi.fn(async (_costs: readonly { uuid: string; totalCost: string }[]): Promise<Result<void, ApiFailure>> => ok(undefined)),
  };
}

export type FakePlanService = ReturnType<typeof fakePlanService>;

/** A bare note plan, as the fake plan service answers moves and copies it knows nothing about. */
function planStub(uuid: string): Plan {
  const wrapper = { NoteObject: [{ uuid }] };
  return plansOfObjectLists(wrapper)[0]!;
}

/** The airports the fixtures fly between, as the airport data answers them (GET v2/autocompleteAirport). */
/**
 * Renders a trip screen at /trips/t1 (or `path`) with the fake services (and the harness's
 * reporter). Today is 22 November 2026.
 */
export async function renderTripScreen(
  screen: ReactElement,
  trips: FakeTripService,
  options: Partial<ScreenOptions> & { readonly routePath?: string; readonly plans?: FakePlanService } = {},
) {
  const plans = options.plans ?? fakePlanService();
  const rendered = await renderScreen(screen, {
    path: '/trips/t1',
    routePath: '/trips/:tripUuid',
    profile: sampleProfile({ dateEndianFormat: 'L' }),
    today: '2026-11-22',
    ...options,
    bind: (c) => {
      c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
      c.bind(TOKENS.planService).toConstantValue(plans as unknown as PlanService);
      options.bind?.(c);
    },
  });
  return { ...rendered, plans };
}

export { fakeAirportLookup } from './fake-airport-lookup.js';
