import type { ThrottlePolicy } from '../account/throttle-rules.js';

/**
 * The topics a support request is filed under, in the order the support page offers them: the
 * help topics of the page, then anything else.
 *
 * @example
 * SUPPORT_TOPICS[0] // 'getting-started'
 */
export const SUPPORT_TOPICS = [
  'getting-started',
  'trips-and-plans',
  'sharing',
  'importing-by-email',
  'calendar-feed',
  'pro-and-billing',
  'account-and-privacy',
  'other',
] as const;

/**
 * One support topic.
 *
 * @example
 * const topic: SupportTopic = 'calendar-feed';
 */
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/**
 * The bounds of a support request: the message (trimmed) between `messageMin` and `messageMax`
 * characters, the optional trip link at most `tripLinkMax`.
 *
 * @example
 * SUPPORT_LIMITS.messageMax // 5000
 */
export const SUPPORT_LIMITS = { messageMin: 10, messageMax: 5000, tripLinkMax: 500 } as const;

/**
 * Whether a string names a support topic.
 *
 * @example
 * isSupportTopic('sharing') // true
 * isSupportTopic('refunds') // false
 */
export function isSupportTopic(value: string): value is SupportTopic {
  return (SUPPORT_TOPICS as readonly string[]).includes(value);
}

// An absolute http(s) address: scheme, a host (name, IPv4 or [IPv6]) with an optional port and no
// credentials, then the path, query and fragment (core has no URL class: it runs without DOM types).
const LINK = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(\/[^?#\s]*)?(?:\?[^#\s]*)?(?:#\S*)?$/i;

// A trip page of the app (/app/trips/{id}, any page below it) or a trip's public page (/p/{guid}).
const TRIP_PATH = /^\/(?:app\/trips|p)\/([A-Za-z0-9-]{1,64})(?:\/[^?#]*)?$/;

/**
 * The trip a link names: the id in a Waybook trip page's address (`/app/trips/{id}`, or a page
 * below it such as a plan) or a public trip page's (`/p/{guid}`), on http or https; null for
 * anything else (another page, another scheme, credentials in the address, no address at all).
 * The host is not checked: the person reading the request knows their own.
 *
 * @example
 * tripIdOfLink('https://waybook.example/app/trips/7c1e/flights/9') // '7c1e'
 * tripIdOfLink('https://waybook.example/p/a1b2c3')                 // 'a1b2c3'
 * tripIdOfLink('https://waybook.example/app/account/billing')       // null
 * tripIdOfLink('javascript:alert(1)')                               // null
 */
export function tripIdOfLink(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > SUPPORT_LIMITS.tripLinkMax) return null;
  const path = LINK.exec(trimmed)?.[1];
  if (path === undefined) return null;
  return TRIP_PATH.exec(path)?.[1] ?? null;
}

/**
 * What a person fills in on the support form.
 *
 * @example
 * const d: SupportDraft = { topic: 'sharing', message: 'My friend cannot see the trip.', tripLink: '' };
 */
export interface SupportDraft {
  readonly topic: string;
  readonly message: string;
  readonly tripLink: string;
}

/**
 * A field of the support form.
 *
 * @example
 * const f: SupportField = 'message';
 */
export type SupportField = 'topic' | 'message' | 'tripLink';

/**
 * Why a field is refused: no topic chosen, no message, a message too short or too long, or a
 * trip link that is not one of a Waybook trip.
 *
 * @example
 * const i: SupportIssue = { field: 'message', key: 'tooShort' };
 */
export type SupportIssue =
  | { readonly field: 'topic'; readonly key: 'required' }
  | { readonly field: 'message'; readonly key: 'required' | 'tooShort' | 'tooLong' }
  | { readonly field: 'tripLink'; readonly key: 'invalid' | 'tooLong' };

/**
 * The issues of a support draft, in form order (empty when it may be sent): the topic must be
 * one of SUPPORT_TOPICS, the trimmed message between the bounds of SUPPORT_LIMITS, and the trip
 * link, when given, a link to a Waybook trip (see tripIdOfLink). The server checks the same.
 *
 * @example
 * supportDraftIssues({ topic: '', message: 'Hi', tripLink: '' })
 * // [{ field: 'topic', key: 'required' }, { field: 'message', key: 'tooShort' }]
 * supportDraftIssues({ topic: 'other', message: 'Where is my trip?', tripLink: '' }) // []
 */
export function supportDraftIssues(draft: SupportDraft): SupportIssue[] {
  const issues: SupportIssue[] = [];
  if (!isSupportTopic(draft.topic)) issues.push({ field: 'topic', key: 'required' });
  const message = draft.message.trim();
  if (message === '') issues.push({ field: 'message', key: 'required' });
  else if (message.length < SUPPORT_LIMITS.messageMin) issues.push({ field: 'message', key: 'tooShort' });
  else if (message.length > SUPPORT_LIMITS.messageMax) issues.push({ field: 'message', key: 'tooLong' });
  const link = draft.tripLink.trim();
  if (link.length > SUPPORT_LIMITS.tripLinkMax) issues.push({ field: 'tripLink', key: 'tooLong' });
  else if (link !== '' && tripIdOfLink(link) === null) issues.push({ field: 'tripLink', key: 'invalid' });
  return issues;
}

/**
 * How often one person may file a support request: per account and per reply address (five at
 * once, then one every twelve minutes).
 *
 * @example
 * SUPPORT_THROTTLE.account // { capacity: 5, refillSeconds: 720 }
 */
export const SUPPORT_THROTTLE = {
  account: { capacity: 5, refillSeconds: 720 },
  address: { capacity: 5, refillSeconds: 720 },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * The reference a support request is known by, from a random token: `WB-` and the token in
 * capitals, in two groups of four (easy to read out and to search for in the support inbox).
 *
 * @example
 * supportReference('ab12cd34') // 'WB-AB12-CD34'
 */
export function supportReference(token: string): string {
  const upper = token.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const head = upper.slice(0, 4);
  const tail = upper.slice(4, 8);
  return tail === '' ? `WB-${head}` : `WB-${head}-${tail}`;
}
