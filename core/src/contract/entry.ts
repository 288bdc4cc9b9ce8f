import { z } from 'zod';

/** How a request body travels: none, a JSON document or an url-encoded form. */
export type BodyKind = 'none' | 'json' | 'form';

/** Who may call an entry: only a signed-in session, or anyone. */
export type EntryAuth = 'session' | 'public';

/**
 * One /api call: method, path (relative to /api, `:name` marks a path parameter), body kind and
 * the zod schemas of its wire shapes. The server mounts it, the transport calls it and the API
 * reference is generated from it.
 *
 * @example
 * const ping = defineEntry({ id: 'ping', method: 'GET', path: 'v2/ping', auth: 'public',
 *   summary: 'Liveness', params: z.object({}), query: z.object({}), body: noBody, response: z.object({}) });
 */
export interface ContractEntry<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly auth: EntryAuth;
  readonly summary: string;
  readonly params: P;
  readonly query: Q;
  readonly body: { readonly kind: BodyKind; readonly schema: B };
  readonly response: R;
  /** Largest body this call accepts, in bytes, when it differs from the server default (1 MB). */
  readonly maxBodyBytes?: number;
  /** 'always' asks for the CSRF header on a GET too (a GET that changes data, such as a move). */
  readonly csrf?: 'always';
}

/** The input of an entry after parsing: path params, query and body. */
export interface EntryInput<E extends ContractEntry> {
  readonly params: z.output<E['params']>;
  readonly query: z.output<E['query']>;
  readonly body: z.output<E['body']['schema']>;
}

/** The input as a caller writes it before it is encoded on the wire. */
export interface EntryCall<E extends ContractEntry> {
  readonly params?: z.input<E['params']>;
  readonly query?: z.input<E['query']>;
  readonly body?: z.input<E['body']['schema']>;
}

/** The parsed response of an entry. */
export type EntryOutput<E extends ContractEntry> = z.output<E['response']>;

/** A body that carries nothing. */
export const noBody = { kind: 'none', schema: z.object({}) } as const;

/** An empty parameter or query object; unknown keys are ignored. */
export const nothing = z.object({});

/**
 * Identity helper that keeps the literal types of an entry.
 *
 * @example
 * defineEntry({ id: 'x', method: 'GET', path: 'v2/x', auth: 'public', summary: 'X',
 *   params: nothing, query: nothing, body: noBody, response: nothing })
 */
export function defineEntry<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  entry: ContractEntry<P, Q, B, R>,
): ContractEntry<P, Q, B, R> {
  return entry;
}

/**
 * Fills `:name` placeholders of an entry path.
 *
 * @example
 * expandPath('v2/get/trip/uuid/:id', { id: 'abc' }) // 'v2/get/trip/uuid/abc'
 */
export function expandPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
