import type { Context } from 'hono';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * The address of the client's connection (Node's socket, as @hono/node-server hands it over), or
 * undefined when there is none (a request dispatched in process). Forwarded-for headers are not
 * read: anyone can write them.
 *
 * @example
 * await accounts.signIn({ email, password, clientAddress: clientAddress(c) });
 */
export function clientAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  const address = field(field(field(env, 'incoming'), 'socket'), 'remoteAddress');
  return typeof address === 'string' && address !== '' ? address : undefined;
}
