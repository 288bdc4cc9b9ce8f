import {
  confirmAddEmailEntry,
  emailAddressesFromWire,
  listEmailAddressesEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  requestAddEmailEntry,
  updateImportTripPlanSharingEntry,
} from '../contract/account/email-entries.js';
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
}
