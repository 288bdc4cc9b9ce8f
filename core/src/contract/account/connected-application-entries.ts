import { z } from 'zod';
import { defineEntry, noBody, nothing } from '../entry.js';
import { connectedApplicationFromWire, connectedApplicationWire, type ConnectedApplication } from './connected-application-wire.js';

/**
 * The detailed error codes of the connected application calls.
 *
 * @example
 * CONNECTED_APPLICATION_ERROR_CODES.notFound // 'connected_application_not_found'
 */
export const CONNECTED_APPLICATION_ERROR_CODES = {
  notFound: 'connected_application_not_found',
  missingKey: 'invalid_field:client_id',
} as const;

/**
 * The answer of both calls: the applications the caller has granted access, newest grant first.
 *
 * @example
 * connectedApplicationsAnswerWire.parse({ ConnectedApplications: [] })
 */
export const connectedApplicationsAnswerWire = z.object({ ConnectedApplications: z.array(connectedApplicationWire) });

/**
 * The answer of a domain list.
 *
 * @example
 * connectedApplicationsAnswer([]) // { ConnectedApplications: [] }
 */
export function connectedApplicationsAnswer(apps: readonly ConnectedApplication[]): z.output<typeof connectedApplicationsAnswerWire> {
  return {
    ConnectedApplications: apps.map((a) => ({
      name: a.name,
      url: a.url,
      grant_date: a.grantDate,
      container_type_code: a.containerTypeCode,
      client_id: a.clientId,
      token_key: a.tokenKey,
    })),
  };
}

/**
 * The domain list of a parsed answer.
 *
 * @example
 * connectedApplicationsFromAnswer(connectedApplicationsAnswerWire.parse({ ConnectedApplications: [] })) // []
 */
export function connectedApplicationsFromAnswer(w: z.output<typeof connectedApplicationsAnswerWire>): readonly ConnectedApplication[] {
  return w.ConnectedApplications.map(connectedApplicationFromWire);
}

const key = z.string().trim().max(200);

/**
 * GET v2/connectedApplications (part 3 section 7): the applications the caller granted access to
 * their trips over OAuth 2.0, with name, url, grant date (y-MM-dd), container type and client id.
 *
 * @example
 * const r = await api.call(connectedApplicationsEntry, {});
 */
export const connectedApplicationsEntry = defineEntry({
  id: 'connectedApplications',
  method: 'GET',
  path: 'v2/connectedApplications',
  auth: 'session',
  summary:
    'The applications the caller granted access to their trips (OAuth 2.0): name, url, grant_date (y-MM-dd, the first grant), ' +
    'container_type_code, client_id and token_key (an opaque id of the grant, never a token). Newest grant first. Not callable with a Bearer token.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: connectedApplicationsAnswerWire,
});

/**
 * POST v2/deleteConnectedApplication (part 3 section 7): disconnects an application by client_id,
 * or by container_type_code when there is no client id (then every application of that type).
 * Its grants and every access and refresh token they issued are revoked at once.
 *
 * @example
 * await api.call(deleteConnectedApplicationEntry, { body: { client_id: 'c1' } });
 */
export const deleteConnectedApplicationEntry = defineEntry({
  id: 'deleteConnectedApplication',
  method: 'POST',
  path: 'v2/deleteConnectedApplication',
  auth: 'session',
  summary:
    'Disconnects an application (JSON client_id, or container_type_code when there is no client id: every application of that type): ' +
    'its grants and all their access and refresh tokens are revoked at once. Answers the applications still connected; ' +
    '404 connected_application_not_found when the caller has none that matches. Not callable with a Bearer token.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z
      .object({ client_id: key.optional(), container_type_code: key.optional() })
      .refine((b) => (b.client_id ?? '') !== '' || (b.container_type_code ?? '') !== '', {
        message: 'client_id or container_type_code is required',
        path: ['client_id'],
      }),
  },
  response: connectedApplicationsAnswerWire,
});

/**
 * The connected application calls.
 *
 * @example
 * CONNECTED_APPLICATION_ENTRIES.length // 2
 */
export const CONNECTED_APPLICATION_ENTRIES = [connectedApplicationsEntry, deleteConnectedApplicationEntry] as const;
