import {
  CONNECTED_APPLICATION_ERROR_CODES,
  connectedApplicationsAnswer,
  connectedApplicationsEntry,
  deleteConnectedApplicationEntry,
} from '../contract/account/connected-application-entries.js';
import type { ConnectedApplication } from '../contract/account/connected-application-wire.js';
import { apiError } from '../contract/error.js';
import { err, ok } from '../domain/result.js';
import { todayInZone } from '../domain/trips/trip-timing.js';
import type { ConnectedApplicationStore, GrantedApplication } from '../ports/connected-application-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/** What the connected application calls need: the authorization server's grants. */
export interface ConnectedApplicationDeps {
  readonly store: ConnectedApplicationStore;
}

/**
 * A granted application as the spec's Connected application: the grant date is the day of the
 * grant in the caller's time zone (y-MM-dd), the token key the grant's opaque key.
 *
 * @example
 * connectedApplicationOf(g, 'Europe/Paris').grantDate // '2026-03-01'
 */
export function connectedApplicationOf(g: GrantedApplication, timeZone: string | undefined): ConnectedApplication {
  return {
    name: g.name,
    url: g.url,
    grantDate: todayInZone(g.grantedAt, timeZone),
    containerTypeCode: g.containerTypeCode,
    clientId: g.clientId,
    tokenKey: g.grantKey,
  };
}

const notFound = apiError(404, 'not_found', CONNECTED_APPLICATION_ERROR_CODES.notFound, 'No connected application matches.');

/**
 * GET v2/connectedApplications and POST v2/deleteConnectedApplication (part 3 section 7): the
 * caller's grants, and disconnecting one application (by client_id) or every application of a
 * container type (container_type_code, when the app has no client id), which revokes its grants
 * and tokens at once. Both answer the applications still connected.
 *
 * @example
 * const handlers = connectedApplicationHandlers({ store });
 */
export function connectedApplicationHandlers(deps: ConnectedApplicationDeps): BoundHandler[] {
  const list = async (userId: string, timeZone: string | undefined) =>
    connectedApplicationsAnswer((await deps.store.grantedTo(userId)).map((g) => connectedApplicationOf(g, timeZone)));
  return [
    bind(connectedApplicationsEntry, async (_input, ctx) => ok(await list(ctx.userId, ctx.timeZone))),
    bind(deleteConnectedApplicationEntry, async ({ body }, ctx) => {
      const clientId = body.client_id ?? '';
      const key = clientId !== '' ? { clientId } : { containerTypeCode: body.container_type_code ?? '' };
      const removed = await deps.store.disconnect(ctx.userId, key);
      return removed === 0 ? err(notFound) : ok(await list(ctx.userId, ctx.timeZone));
    }),
  ];
}
