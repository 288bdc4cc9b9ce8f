import type { ImportTripPlanSharing } from '../domain/account/email-address-rules.js';

/**
 * One address of an account as the e-mail address calls read it.
 *
 * @example
 * const e: StoredEmailAddress = { uuid: 'e1', address: 'ada@example.com', isPrimary: true, isConfirmed: true, importTripPlanSharing: 'concur_sharing_none' };
 */
export interface StoredEmailAddress {
  readonly uuid: string;
  readonly address: string;
  readonly isPrimary: boolean;
  readonly isConfirmed: boolean;
  readonly importTripPlanSharing: ImportTripPlanSharing;
  /** Inbox sync is on for the address (absent: off). */
  readonly isAutoImport?: boolean;
  /** The server can sync this address's inbox (a provider takes its domain; absent: no). */
  readonly isAutoInboxEligible?: boolean;
  /** When the synced inbox was last looked at (ISO 8601; absent or '' when never). */
  readonly lastAutoInboxFetchDateTime?: string;
}

/**
 * The addresses of accounts. An address is held by at most one account once it is confirmed or
 * primary; an added address waits unconfirmed on the account that asked for it and belongs to no
 * one until its link is followed, so asking to add someone else's address takes nothing from them.
 *
 * @example
 * await emails.addUnconfirmed({ userId, uuid, address: 'ada@work.example', now });
 * await emails.confirm(userId, 'ada@work.example'); // 'confirmed' | 'taken' | 'missing'
 */
export interface EmailAddressStore {
  /** The account's addresses, in no particular order. */
  list(userId: string): Promise<readonly StoredEmailAddress[]>;
  /** Whether any account holds this address confirmed or as its primary one. */
  isHeld(address: string): Promise<boolean>;
  /** Adds an unconfirmed, non-primary address; false when the account already has it. */
  addUnconfirmed(input: { readonly userId: string; readonly uuid: string; readonly address: string; readonly now: Date }): Promise<boolean>;
  /** Confirms the account's address; 'taken' when another account holds it by now, 'missing' when removed. */
  confirm(userId: string, address: string): Promise<'confirmed' | 'taken' | 'missing'>;
  /** Makes a confirmed address of the account primary and clears the flag on the others, in one transaction; false otherwise. */
  makePrimary(userId: string, address: string): Promise<boolean>;
  /** Removes a non-primary address of the account; false when there was none. */
  remove(userId: string, address: string): Promise<boolean>;
  /** Sets the import-sharing choice of the account's address `uuid`; false when there is none. */
  setImportSharing(userId: string, uuid: string, value: ImportTripPlanSharing): Promise<boolean>;
}
