import type { ApiError } from '../contract/error.js';
import type { ContractEntry, EntryInput, EntryOutput } from '../contract/entry.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import type { Result } from '../domain/result.js';

/**
 * Who is calling: the signed-in user (or null on public entries), the request language and, when
 * the client names one (the app sends its browser's zone), the user's IANA time zone.
 */
export interface RequestContext {
  readonly userId: string | null;
  readonly locale: LanguageTag;
  /** The caller's session id (its cookie), when signed in: a password change keeps this one session. */
  readonly sessionId?: string;
  /** The user's IANA time zone as the client reports it; rules read it through userTimeZone (UTC when absent). */
  readonly timeZone?: string;
  /** The client's User-Agent header (at most 512 characters), for the support team's mails. */
  readonly userAgent?: string;
}

/** A signed-in caller; handlers of session entries receive this. */
export interface SignedInContext extends RequestContext {
  readonly userId: string;
}

/** The use case behind one contract entry. */
export type Handler<E extends ContractEntry, C extends RequestContext = SignedInContext> = (
  input: EntryInput<E>,
  ctx: C,
) => Promise<Result<EntryOutput<E>, ApiError>>;

/** An entry with its handler, type-erased so a server can mount a list of them generically. */
export interface BoundHandler {
  readonly entry: ContractEntry;
  readonly run: (input: EntryInput<ContractEntry>, ctx: RequestContext) => Promise<Result<unknown, ApiError>>;
}

type Erased = (i: EntryInput<ContractEntry>, c: RequestContext) => Promise<Result<unknown, ApiError>>;

/**
 * Pairs a session entry with its use case. The server has checked the session before `run`,
 * so the handler always sees a user id.
 *
 * @example
 * bind(getProfileEntry, async (_input, ctx) => ok(...))
 */
export function bind<E extends ContractEntry>(entry: E, handler: Handler<E>): BoundHandler {
  if (entry.auth !== 'session') throw new Error(`${entry.id} is public: use bindPublic`);
  return {
    entry,
    run: (input, ctx) => {
      if (ctx.userId === null) throw new Error(`${entry.id} reached without a session`);
      return (handler as Erased)(input, ctx);
    },
  };
}

/**
 * Pairs a public entry (no session needed) with its use case.
 *
 * @example
 * bindPublic(publicTripEntry, async (input, ctx) => ok(...))
 */
export function bindPublic<E extends ContractEntry>(entry: E, handler: Handler<E, RequestContext>): BoundHandler {
  return { entry, run: handler as Erased };
}
