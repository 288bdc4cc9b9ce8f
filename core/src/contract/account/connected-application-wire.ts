import { z } from 'zod';
import { whenSet, wireOptionalDate, wireText } from '../wire-fields.js';

/**
 * An application connected to the account (part 3 section 3). `grantDate` is y-MM-dd, or null when
 * unknown; `clientId` may be '' (then the app is disconnected by `containerTypeCode`).
 *
 * @example
 * const a: ConnectedApplication = { name: 'Calendar Sync', url: 'https://sync.example', grantDate: '2025-11-03', containerTypeCode: 'OA', clientId: 'c1', tokenKey: 'k1' };
 */
export interface ConnectedApplication {
  readonly name: string;
  readonly url: string;
  readonly grantDate: string | null;
  readonly containerTypeCode: string;
  readonly clientId: string;
  readonly tokenKey: string;
}

/**
 * A connected application on the wire (an entry of GET v2/connectedApplications), keys as the spec
 * names them. grant_date is y-MM-dd (the spec gives no format: our choice); missing, null or ''
 * means unknown and an unknown date is not sent.
 *
 * @example
 * connectedApplicationWire.parse({ name: 'Sync', grant_date: '2025-11-03' }).grant_date // '2025-11-03'
 */
export const connectedApplicationWire = z.object({
  name: wireText,
  url: wireText,
  grant_date: wireOptionalDate,
  container_type_code: wireText,
  client_id: wireText,
  token_key: wireText,
});

/**
 * A connected application as it travels.
 *
 * @example
 * const w: ConnectedApplicationWire = { name: 'Sync', client_id: 'c1', grant_date: '2025-11-03' };
 */
export type ConnectedApplicationWire = z.input<typeof connectedApplicationWire>;

/**
 * Parsed wire application to the domain.
 *
 * @example
 * connectedApplicationFromWire(connectedApplicationWire.parse({ name: 'Sync' })).grantDate // null
 */
export function connectedApplicationFromWire(w: z.output<typeof connectedApplicationWire>): ConnectedApplication {
  return {
    name: w.name,
    url: w.url,
    grantDate: w.grant_date,
    containerTypeCode: w.container_type_code,
    clientId: w.client_id,
    tokenKey: w.token_key,
  };
}

/**
 * Domain application to the wire; an unknown grant date is left out.
 *
 * @example
 * connectedApplicationToWire({ ...app, grantDate: null }) // no grant_date key
 */
export function connectedApplicationToWire(a: ConnectedApplication): ConnectedApplicationWire {
  return {
    name: a.name,
    url: a.url,
    ...whenSet('grant_date', a.grantDate),
    container_type_code: a.containerTypeCode,
    client_id: a.clientId,
    token_key: a.tokenKey,
  };
}
