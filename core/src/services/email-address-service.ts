import {
  confirmAddEmailEntry,
  emailAddressesFromWire,
  listEmailAddressesEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  requestAddEmailEntry,
  updateImportTripPlanSharingEntry,
} from '../contract/account/email-entries.js';
import { completeAutoImportSetupEntry, deleteAutoInboxImportEntry, initiateAutoImportSetupEntry } from '../contract/imports/inbox-sync-entries.js';
import type { ImportTripPlanSharing } from '../domain/account/email-address-rules.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { StoredEmailAddress } from '../ports/email-address-store.port.js';

/**
 * Why an e-mail address action failed, as the screens explain it: a malformed address, an address
 * that could not be added (part 1 section 8), a link that no longer works or belongs to another
 * account, or the action's own failure (the spec's "Unable To ..." toast).
 *
 * @example
 * const e: EmailAddressError = { kind: 'not-added', email: 'ada@example.com' };
 */
export type EmailAddressError =
  | { readonly kind: 'invalid-email' }
  | { readonly kind: 'not-added'; readonly email: string }
  | { readonly kind: 'invalid-link' }
  | { readonly kind: 'other-account' }
  | { readonly kind: 'inbox-unavailable' }
  | { readonly kind: 'inbox-expired' }
  | { readonly kind: 'inbox-refused' }
  | { readonly kind: 'inbox-unreachable' }
  | { readonly kind: 'inbox-incomplete' }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

type Answer<T> = Promise<Result<T, EmailAddressError>>;

function errorOf(failure: ApiFailure, email: string): EmailAddressError {
  if (failure.kind !== 'http') return { kind: 'failed', failure };
  switch (failure.detailedErrorCode) {
    case 'invalid_field:email_addr':
      return { kind: 'invalid-email' };
    case 'email_not_added':
    case 'email_taken':
      return { kind: 'not-added', email };
    case 'invalid_link':
      return { kind: 'invalid-link' };
    case 'other_account':
      return { kind: 'other-account' };
    case 'inbox_sync_unavailable':
      return { kind: 'inbox-unavailable' };
    case 'invalid_state':
      return { kind: 'inbox-expired' };
    case 'inbox_auth_failed':
      return { kind: 'inbox-refused' };
    case 'inbox_unreachable':
      return { kind: 'inbox-unreachable' };
    case 'invalid_field:imap_host':
      return { kind: 'inbox-incomplete' };
    default:
      return { kind: 'failed', failure };
  }
}

/**
 * The user's e-mail addresses as the Manage Email and Add an Email Address screens use them.
 * Every action answers the account's addresses in display order.
 *
 * @example
 * const emails = new EmailAddressService(api);
 * const added = await emails.add('ada@work.example');
 */
export class EmailAddressService {
  constructor(private readonly api: ApiTransport) {}

  /** The account's addresses, primary first, then confirmed, then alphabetical. */
  async list(): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(listEmailAddressesEntry, {});
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, ''));
  }

  /** Adds an address (or sends its link again when it waits for confirmation). */
  async add(email: string): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(requestAddEmailEntry, { body: { email_addr: email } });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, email.trim()));
  }

  /** Confirms the address of an e-mailed link (its token); answers the confirmed address's uuid. */
  async confirm(token: string): Answer<string> {
    const r = await this.api.call(confirmAddEmailEntry, { body: { st: token } });
    return r.ok ? ok(r.value.confirmed_uuid) : err(errorOf(r.error, ''));
  }

  /** Makes a confirmed address primary. */
  async makePrimary(email: string): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(makePrimaryEmailEntry, { body: { email_addr: email } });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, email));
  }

  /** Removes an address that is not the primary one. */
  async remove(email: string): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(removeEmailEntry, { body: { email_addr: email } });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, email));
  }

  /** Sets the import-sharing choice of the address `uuid`. */
  async setImportSharing(uuid: string, value: ImportTripPlanSharing): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(updateImportTripPlanSharingEntry, { body: { email_ref: uuid, value } });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, ''));
  }

  /** Starts inbox sync for the address `uuid`: answers where the browser goes (the provider, or the app-password page). */
  async startInboxSync(uuid: string): Answer<string> {
    const r = await this.api.call(initiateAutoImportSetupEntry, { body: { email_uuid_ref: uuid } });
    return r.ok ? ok(r.value.oauth_authorization_url) : err(errorOf(r.error, ''));
  }

  /**
   * Finishes inbox sync setup: with the provider's code, state and scope, or (the app-password
   * way) the state with the IMAP server and sign-in.
   */
  async completeInboxSync(
    uuid: string,
    back: { readonly state: string; readonly code?: string; readonly scope?: string } & Partial<{
      readonly imapHost: string;
      readonly imapPort: number;
      readonly imapUsername: string;
      readonly appPassword: string;
    }>,
  ): Answer<readonly StoredEmailAddress[]> {
    const body = {
      email_uuid_ref: uuid,
      state: back.state,
      code: back.code ?? '',
      scope: back.scope ?? '',
      imap_host: back.imapHost ?? '',
      imap_port: back.imapPort ?? 993,
      imap_username: back.imapUsername ?? '',
      app_password: back.appPassword ?? '',
    };
    const r = await this.api.call(completeAutoImportSetupEntry, { body });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, ''));
  }

  /** Stops inbox sync for the address `uuid`. */
  async stopInboxSync(uuid: string): Answer<readonly StoredEmailAddress[]> {
    const r = await this.api.call(deleteAutoInboxImportEntry, { body: { email_ref: uuid } });
    return r.ok ? ok(emailAddressesFromWire(r.value.EmailAddresses)) : err(errorOf(r.error, ''));
  }
}
