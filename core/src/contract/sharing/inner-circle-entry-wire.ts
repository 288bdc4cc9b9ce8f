import { z } from 'zod';
import { toWireBoolean } from '../wire.js';
import { wireFlag, wireText } from '../wire-fields.js';

/**
 * One Inner Circle entry, a member or a sharer (part 3 section 3). `isPending` marks an invitation
 * not yet accepted; `isReadOnly` is the permission (read it with `permissionFromReadOnly`).
 *
 * @example
 * const e: InnerCircleEntry = { profileRef: 'p2', isPending: false, isReadOnly: true, photoUrl: '', primaryEmailAddress: 'ann@example.com', publicDisplayName: 'Ann', screenName: 'ann' };
 */
export interface InnerCircleEntry {
  readonly profileRef: string;
  readonly isPending: boolean;
  readonly isReadOnly: boolean;
  readonly photoUrl: string;
  readonly primaryEmailAddress: string;
  readonly publicDisplayName: string;
  readonly screenName: string;
}

/**
 * An Inner Circle entry on the wire, keys as the spec names them (is_pending, is_read_only,
 * photo_url, primary_email_address, profile_ref, public_display_name, screen_name). Missing flags
 * read as false, missing texts as ''.
 *
 * @example
 * innerCircleEntryWire.parse({ profile_ref: 'p2', is_read_only: 'true' }).is_read_only // true
 */
export const innerCircleEntryWire = z.object({
  profile_ref: z.string(),
  is_pending: wireFlag(false),
  is_read_only: wireFlag(false),
  photo_url: wireText,
  primary_email_address: wireText,
  public_display_name: wireText,
  screen_name: wireText,
});

/**
 * An Inner Circle entry as it travels.
 *
 * @example
 * const w: InnerCircleEntryWire = { profile_ref: 'p2', is_pending: 'false', is_read_only: 'true' };
 */
export type InnerCircleEntryWire = z.input<typeof innerCircleEntryWire>;

/**
 * Parsed wire entry to the domain entry.
 *
 * @example
 * innerCircleEntryFromWire(innerCircleEntryWire.parse({ profile_ref: 'p2' })).isPending // false
 */
export function innerCircleEntryFromWire(w: z.output<typeof innerCircleEntryWire>): InnerCircleEntry {
  return {
    profileRef: w.profile_ref,
    isPending: w.is_pending,
    isReadOnly: w.is_read_only,
    photoUrl: w.photo_url,
    primaryEmailAddress: w.primary_email_address,
    publicDisplayName: w.public_display_name,
    screenName: w.screen_name,
  };
}

/**
 * Domain entry to the wire, booleans as "true"/"false".
 *
 * @example
 * innerCircleEntryToWire(entry).is_read_only // 'true'
 */
export function innerCircleEntryToWire(e: InnerCircleEntry): InnerCircleEntryWire {
  return {
    profile_ref: e.profileRef,
    is_pending: toWireBoolean(e.isPending),
    is_read_only: toWireBoolean(e.isReadOnly),
    photo_url: e.photoUrl,
    primary_email_address: e.primaryEmailAddress,
    public_display_name: e.publicDisplayName,
    screen_name: e.screenName,
  };
}

/**
 * The Inner Circle of a user: the members (people the user shares with, including pending
 * invitations sent) and the sharers (people who share with the user, including pending
 * invitations received).
 *
 * @example
 * const c: InnerCircles = { members: [entry], sharers: [] };
 */
export interface InnerCircles {
  readonly members: readonly InnerCircleEntry[];
  readonly sharers: readonly InnerCircleEntry[];
}

const entries = z
  .array(innerCircleEntryWire)
  .nullish()
  .transform((v) => v ?? []);

/**
 * The answer of GET v2/innerCircles. The spec names "members or sharers" but not the keys:
 * `Members` and `Sharers` are our choice (PascalCase like other nested lists); missing means none.
 *
 * @example
 * innerCirclesWire.parse({ Members: [{ profile_ref: 'p2' }] }).Sharers // []
 */
export const innerCirclesWire = z.object({ Members: entries, Sharers: entries });

/**
 * The Inner Circle answer as it travels.
 *
 * @example
 * const w: InnerCirclesWire = { Members: [], Sharers: [] };
 */
export type InnerCirclesWire = z.input<typeof innerCirclesWire>;

/**
 * Parsed wire Inner Circle answer to the domain.
 *
 * @example
 * innerCirclesFromWire(innerCirclesWire.parse({})) // { members: [], sharers: [] }
 */
export function innerCirclesFromWire(w: z.output<typeof innerCirclesWire>): InnerCircles {
  return { members: w.Members.map(innerCircleEntryFromWire), sharers: w.Sharers.map(innerCircleEntryFromWire) };
}

/**
 * Domain Inner Circle to the wire.
 *
 * @example
 * innerCirclesToWire({ members: [], sharers: [] }) // { Members: [], Sharers: [] }
 */
export function innerCirclesToWire(c: InnerCircles): InnerCirclesWire {
  return { Members: c.members.map(innerCircleEntryToWire), Sharers: c.sharers.map(innerCircleEntryToWire) };
}
