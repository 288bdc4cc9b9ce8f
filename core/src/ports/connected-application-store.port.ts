/**
 * An application the user granted access over OAuth 2.0, as the store keeps it: the registered
 * client (name, url, container type, client id), the earliest live grant and an opaque key of it.
 *
 * @example
 * const g: GrantedApplication = { clientId: 'c1', name: 'Trip widget', url: 'https://widget.example', containerTypeCode: 'OA', grantedAt: new Date(), grantKey: 'a1b2' };
 */
export interface GrantedApplication {
  readonly clientId: string;
  readonly name: string;
  readonly url: string;
  readonly containerTypeCode: string;
  readonly grantedAt: Date;
  /** An opaque, stable id of the grant (never a token, nor enough to use one). */
  readonly grantKey: string;
}

/** Which application(s) to disconnect: one client, or every application of a container type. */
export type ApplicationKey = { readonly clientId: string } | { readonly containerTypeCode: string };

/**
 * The user's OAuth 2.0 grants (the authorization server's own records, docs/oauth.md).
 *
 * @example
 * await apps.grantedTo('u1'); // [{ clientId: 'c1', ... }]
 * await apps.disconnect('u1', { clientId: 'c1' }); // 1
 */
export interface ConnectedApplicationStore {
  /** The applications the user has a live grant for, one entry per application, newest grant first. */
  grantedTo(userId: string): Promise<readonly GrantedApplication[]>;
  /**
   * Revokes, in one transaction, every grant of the user to the matching applications and every
   * authorization code, access token and refresh token issued under them; answers how many
   * applications were disconnected (0 when none matched).
   */
  disconnect(userId: string, key: ApplicationKey): Promise<number>;
}
