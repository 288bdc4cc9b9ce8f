import { z } from 'zod';
import { IMPORT_TRIP_PLAN_SHARING } from '../../domain/account/email-address-rules.js';
import { sortEmailAddresses } from '../../domain/account/email-addresses.js';
import type { StoredEmailAddress } from '../../ports/email-address-store.port.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { toWireBoolean, wireBooleanOut } from '../wire.js';

/**
 * One address as the e-mail address calls answer it (part 1 section 3.4). `email_ref` and
 * `uuid_ref` are the address's uuid (the calls that take an email_ref take this value).
 *
 * @example
 * accountEmailWire.parse(emailAddressesToWire(list).EmailAddresses[0]).email_ref // the uuid
 */
export const accountEmailWire = z.object({
  uuid: z.string(),
  uuid_ref: z.string(),
  email_ref: z.string(),
  email_address: z.string(),
  is_primary: wireBooleanOut,
  is_confirmed: wireBooleanOut,
  is_auto_import: wireBooleanOut,
  is_auto_inbox_eligible: wireBooleanOut,
  import_trip_plan_sharing: z.enum(IMPORT_TRIP_PLAN_SHARING),
  last_auto_inbox_fetch_date_time: z.string(),
});

/**
 * An address on the wire.
 *
 * @example
 * const w: AccountEmailWire = emailAddressesToWire(list).EmailAddresses[0];
 */
export type AccountEmailWire = z.infer<typeof accountEmailWire>;

const emailList = z.object({ EmailAddresses: z.array(accountEmailWire) });

/**
 * The answer of every e-mail address call (and of the inbox sync calls): the account's addresses.
 *
 * @example
 * emailAddressList.parse({ EmailAddresses: [] })
 */
export const emailAddressList = emailList;
const emailAddr = z.object({ email_addr: z.string().trim().min(1).max(254) });

/**
 * The answer of every e-mail address call: the account's addresses in display order (primary,
 * confirmed, alphabetical), with where their inbox sync stands (off when the store says nothing).
 *
 * @example
 * emailAddressesToWire([{ uuid: 'e1', address: 'a@x.io', isPrimary: true, isConfirmed: true, importTripPlanSharing: 'concur_sharing_none' }]).EmailAddresses[0]?.is_primary // 'true'
 */
export function emailAddressesToWire(addresses: readonly StoredEmailAddress[]): z.infer<typeof emailList> {
  return {
    EmailAddresses: sortEmailAddresses(addresses).map((e) => ({
      uuid: e.uuid,
      uuid_ref: e.uuid,
      email_ref: e.uuid,
      email_address: e.address,
      is_primary: toWireBoolean(e.isPrimary),
      is_confirmed: toWireBoolean(e.isConfirmed),
      is_auto_import: toWireBoolean(e.isAutoImport ?? false),
      is_auto_inbox_eligible: toWireBoolean(e.isAutoInboxEligible ?? false),
      import_trip_plan_sharing: e.importTripPlanSharing,
      last_auto_inbox_fetch_date_time: e.lastAutoInboxFetchDateTime ?? '',
    })),
  };
}

/**
 * Wire addresses back to the stored shape the app shows.
 *
 * @example
 * emailAddressesFromWire(emailAddressesToWire(list).EmailAddresses) // the same addresses, sorted
 */
export function emailAddressesFromWire(wire: readonly AccountEmailWire[]): readonly StoredEmailAddress[] {
  return wire.map((w) => ({
    uuid: w.uuid,
    address: w.email_address,
    isPrimary: w.is_primary === 'true',
    isConfirmed: w.is_confirmed === 'true',
    importTripPlanSharing: w.import_trip_plan_sharing,
    isAutoImport: w.is_auto_import === 'true',
    isAutoInboxEligible: w.is_auto_inbox_eligible === 'true',
    lastAutoInboxFetchDateTime: w.last_auto_inbox_fetch_date_time,
  }));
}

/**
 * GET v2/list/emailAddresses: the signed-in user's addresses with their import-sharing choice.
 * Choice: the spec lists no read of these fields apart from the profile.
 *
 * @example
 * const r = await api.call(listEmailAddressesEntry, {});
 */
export const listEmailAddressesEntry = defineEntry({
  id: 'listEmailAddresses',
  method: 'GET',
  path: 'v2/list/emailAddresses',
  auth: 'session',
  summary: "The signed-in user's e-mail addresses in display order (primary, confirmed, alphabetical), with their import-sharing choice.",
  params: nothing,
  query: nothing,
  body: noBody,
  response: emailList,
});

/**
 * POST v2/requestAddEmail: adds an address, unconfirmed, and mails it a single-use link (asking
 * again for an address still unconfirmed sends a new link: the resend).
 *
 * @example
 * await api.call(requestAddEmailEntry, { body: { email_addr: 'ada@work.example' } });
 */
export const requestAddEmailEntry = defineEntry({
  id: 'requestAddEmail',
  method: 'POST',
  path: 'v2/requestAddEmail',
  auth: 'session',
  summary:
    'Adds an address to the account, unconfirmed, and mails it a single-use link that confirms it (a day); for an ' +
    'address already waiting, mails a new link (resend). The answer never tells whether another account holds the ' +
    'address: that address is mailed that it could not be added instead. 400 email_not_added when it is already ' +
    'confirmed on this account or the account holds ten addresses; 400 invalid_field:email_addr for a malformed one.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: emailAddr },
  response: emailList,
});

/**
 * POST v2/confirmAddEmail: follows the e-mailed link (form st, the link's token) while signed in.
 *
 * @example
 * await api.call(confirmAddEmailEntry, { body: { st: token } });
 */
export const confirmAddEmailEntry = defineEntry({
  id: 'confirmAddEmail',
  method: 'POST',
  path: 'v2/confirmAddEmail',
  auth: 'session',
  summary:
    'Confirms the address an add-email link was sent to (form st: the token of the link; single-use). 400 invalid_link ' +
    'for an unknown, used or expired link; 409 other_account when the link belongs to another account; 409 email_taken ' +
    'when another account confirmed the address meanwhile. Answers the confirmed address uuid and the addresses.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ st: z.string().trim().min(1).max(200) }) },
  response: emailList.extend({ confirmed_uuid: z.string() }),
});

/**
 * POST v2/makePrimaryEmail: makes a confirmed address primary (the others lose the flag).
 *
 * @example
 * await api.call(makePrimaryEmailEntry, { body: { email_addr: 'ada@work.example' } });
 */
export const makePrimaryEmailEntry = defineEntry({
  id: 'makePrimaryEmail',
  method: 'POST',
  path: 'v2/makePrimaryEmail',
  auth: 'session',
  summary: 'Makes one of the account’s confirmed addresses primary; the others lose the flag. 400 email_not_confirmed; 404 email_not_found.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: emailAddr },
  response: emailList,
});

/**
 * POST v2/removeEmail: removes an address (never the primary one nor the last).
 *
 * @example
 * await api.call(removeEmailEntry, { body: { email_addr: 'old@example.com' } });
 */
export const removeEmailEntry = defineEntry({
  id: 'removeEmail',
  method: 'POST',
  path: 'v2/removeEmail',
  auth: 'session',
  summary: 'Removes an address from the account. 400 primary_email for the primary one, last_email for the last; 404 email_not_found.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: emailAddr },
  response: emailList,
});

/**
 * POST v2/updateImportTripPlanSharing: the import-sharing choice of one address (form email_ref, value).
 *
 * @example
 * await api.call(updateImportTripPlanSharingEntry, { body: { email_ref: uuid, value: 'concur_sharing_yes' } });
 */
export const updateImportTripPlanSharingEntry = defineEntry({
  id: 'updateImportTripPlanSharing',
  method: 'POST',
  path: 'v2/updateImportTripPlanSharing',
  auth: 'session',
  summary: 'Sets whether plans imported from this address are shared with the expense system (concur_sharing_yes, _no, _none). 404 email_not_found.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ email_ref: z.string().trim().min(1).max(100), value: z.enum(IMPORT_TRIP_PLAN_SHARING) }) },
  response: emailList,
});

/**
 * The e-mail address calls, in the order the contract lists them.
 *
 * @example
 * EMAIL_ADDRESS_ENTRIES.map((e) => e.path) // ['v2/list/emailAddresses', 'v2/requestAddEmail', ...]
 */
export const EMAIL_ADDRESS_ENTRIES = [
  listEmailAddressesEntry,
  requestAddEmailEntry,
  confirmAddEmailEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  updateImportTripPlanSharingEntry,
] as const;
