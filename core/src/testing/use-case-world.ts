import type { ApiError } from '../contract/error.js';
import type { ContractEntry, EntryCall, EntryInput, EntryOutput } from '../contract/entry.js';
import type { BoundHandler, RequestContext } from '../backend/handler.js';
import { planHandlers } from '../backend/plan-handlers.js';
import { planZoneResolver } from '../backend/plan-time-zones.js';
import { tripHandlers } from '../backend/trip-handlers.js';
import { err, ok, type Result } from '../domain/result.js';
import { participantFlags, type ParticipantType } from '../domain/trips/participants.js';
import { ManualClock } from './fakes.js';
import { InMemoryPlaceLookup } from './fakes.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from './in-memory-stores.js';
import { TableTimeZoneLookup } from './reference-fakes.js';

/**
 * Calls the handler bound to `entry` as the server would: params, query and body parsed by the
 * entry's own schemas from what a client sends (a parse failure throws, as the server's 400
 * would stop the call), and a successful answer parsed by the entry's response schema.
 *
 * @example
 * const listed = await callEntry(handlers, listTripsEntry, { userId: 'ada', locale: 'en-US' }, { query: { past: 'true' } });
 */
export async function callEntry<E extends ContractEntry>(
  handlers: readonly BoundHandler[],
  entry: E,
  ctx: RequestContext,
  call: EntryCall<E> = {},
): Promise<Result<EntryOutput<E>, ApiError>> {
  const handler = handlers.find((h) => h.entry === entry);
  if (!handler) throw new Error(`no handler bound to ${entry.id}`);
  const input = {
    params: entry.params.parse(call.params ?? {}),
    query: entry.query.parse(call.query ?? {}),
    body: entry.body.schema.parse(call.body ?? {}),
  } as EntryInput<ContractEntry>;
  const answer = await handler.run(input, ctx);
  return answer.ok ? ok(entry.response.parse(answer.value) as EntryOutput<E>) : err(answer.error);
}

/**
 * The trip and plan use cases on in-memory stores, a clock standing at `now`, counting ids and
 * sample reference data (London, Paris, Tokyo... and the airports given), with a way to add users
 * and to call an entry as one of them.
 *
 * @example
 * const world = useCaseWorld();
 * await world.addUser('ada');
 * const created = await world.call(createTripEntry, 'ada', { body: { Trip: { display_name: 'Lyon' } } });
 */
export interface UseCaseWorld {
  readonly stores: InMemoryStores;
  readonly clock: ManualClock;
  readonly ids: SequentialIds;
  readonly handlers: readonly BoundHandler[];
  /** Creates an account `userId` (address `<userId>@example.com`, profile ref `p-<userId>`). */
  addUser(userId: string, name?: { firstName: string; lastName: string }): Promise<void>;
  /** Makes `userId` a participant of a trip with a type. */
  join(tripUuid: string, userId: string, type: ParticipantType): Promise<void>;
  /** Calls an entry as `userId` (see {@link callEntry}). */
  call<E extends ContractEntry>(entry: E, userId: string, input?: EntryCall<E>): Promise<Result<EntryOutput<E>, ApiError>>;
}

/**
 * Builds a {@link UseCaseWorld}.
 *
 * @example
 * const world = useCaseWorld({ now: new Date('2026-11-21T10:00:00Z'), airports: { CPH: 'Europe/Copenhagen' } });
 */
export function useCaseWorld(options: { readonly now?: Date; readonly airports?: Readonly<Record<string, string>> } = {}): UseCaseWorld {
  const stores = inMemoryStores();
  const clock = new ManualClock(options.now ?? new Date('2026-11-21T10:00:00Z'));
  const ids = new SequentialIds();
  const zones = planZoneResolver(new TableTimeZoneLookup(options.airports ?? {}), new InMemoryPlaceLookup());
  const { trips, plans, accounts, legacyIds, blobs } = stores;
  const handlers = [...tripHandlers({ trips, plans, legacyIds, clock, ids, blobs }), ...planHandlers({ plans, trips, accounts, legacyIds, clock, ids, zones })];
  return {
    stores,
    clock,
    ids,
    handlers,
    addUser: async (userId, name) => {
      await addTestAccount(accounts, { userId, ...name });
    },
    join: async (tripUuid, userId, type) => {
      if ((await trips.addParticipant(tripUuid, userId, participantFlags(type))) !== 'added') throw new Error(`${userId} already takes part`);
    },
    call: (entry, userId, input) => callEntry(handlers, entry, { userId, locale: 'en-US' }, input),
  };
}
