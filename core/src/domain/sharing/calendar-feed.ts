import { err, ok, type Result } from '../result.js';
import { sharingMessage, type SharingMessage } from './message-keys.js';

/**
 * How long a calendar feed change can take to reach subscribed calendars (part 3 section 9).
 *
 * @example
 * CALENDAR_FEED_PROPAGATION_HOURS // 48
 */
export const CALENDAR_FEED_PROPAGATION_HOURS = 48;

const PROPAGATION_MS = CALENDAR_FEED_PROPAGATION_HOURS * 3_600_000;

/**
 * The calendar feed: enabled with its private URL, or disabled. "Reset" is not a resting state
 * but an event that leaves the feed enabled under a new URL. `changedAt` is when the last change
 * was made in this session (null when the state was read from the profile).
 *
 * @example
 * const s: CalendarFeedState = { status: 'enabled', url: 'https://waybook.app/feed/ical/abc.ics', changedAt: null };
 */
export type CalendarFeedState =
  { readonly status: 'enabled'; readonly url: string; readonly changedAt: Date | null } | { readonly status: 'disabled'; readonly changedAt: Date | null };

/**
 * A change to the feed, with the call behind it: `enable` and `disable` (configureCalendarFeed,
 * private.is_enabled "true"/"false"; `enable` carries the profile's icalUrl) and `reset`
 * (refreshFeedUrl, carrying the ical_url it answered).
 *
 * @example
 * const e: CalendarFeedEvent = { type: 'reset', url: 'https://waybook.app/feed/ical/new.ics', at: new Date('2026-05-01T10:00:00Z') };
 */
export type CalendarFeedEvent =
  | { readonly type: 'enable'; readonly url: string; readonly at: Date }
  | { readonly type: 'reset'; readonly url: string; readonly at: Date }
  | { readonly type: 'disable'; readonly at: Date };

/**
 * A refused feed change.
 *
 * @example
 * const e: CalendarFeedError = { kind: 'url-unchanged' };
 */
export type CalendarFeedError =
  | { readonly kind: 'already-enabled' }
  | { readonly kind: 'already-disabled' }
  | { readonly kind: 'not-enabled' }
  | { readonly kind: 'url-missing' }
  | { readonly kind: 'url-unchanged' };

/**
 * The feed after a change, or why it is refused: enable only a disabled feed and only with a URL;
 * disable only an enabled feed; reset only an enabled feed, and only to a different, non-empty URL
 * (a reset must invalidate the old URL). Re-enabling may reuse the URL the feed had before.
 *
 * @example
 * const at = new Date('2026-05-01T10:00:00Z');
 * calendarFeedTransition({ status: 'enabled', url: 'u1', changedAt: null }, { type: 'reset', url: 'u2', at })
 * // ok({ status: 'enabled', url: 'u2', changedAt: at })
 * calendarFeedTransition({ status: 'disabled', changedAt: null }, { type: 'reset', url: 'u2', at })
 * // err({ kind: 'not-enabled' })
 */
export function calendarFeedTransition(state: CalendarFeedState, event: CalendarFeedEvent): Result<CalendarFeedState, CalendarFeedError> {
  switch (event.type) {
    case 'enable':
      if (state.status === 'enabled') return err({ kind: 'already-enabled' });
      if (event.url.trim() === '') return err({ kind: 'url-missing' });
      return ok({ status: 'enabled', url: event.url, changedAt: event.at });
    case 'reset':
      if (state.status !== 'enabled') return err({ kind: 'not-enabled' });
      if (event.url.trim() === '') return err({ kind: 'url-missing' });
      if (event.url === state.url) return err({ kind: 'url-unchanged' });
      return ok({ status: 'enabled', url: event.url, changedAt: event.at });
    case 'disable':
      if (state.status === 'disabled') return err({ kind: 'already-disabled' });
      return ok({ status: 'disabled', changedAt: event.at });
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * The feed as the profile tells it. The spec names no separate enabled flag on the profile, so a
 * feed is taken to be enabled exactly when the profile carries an icalUrl.
 *
 * @example
 * calendarFeedFromProfile({ icalUrl: '' })   // { status: 'disabled', changedAt: null }
 * calendarFeedFromProfile({ icalUrl: 'u1' }) // { status: 'enabled', url: 'u1', changedAt: null }
 */
export function calendarFeedFromProfile(profile: { readonly icalUrl: string }): CalendarFeedState {
  return profile.icalUrl.trim() === '' ? { status: 'disabled', changedAt: null } : { status: 'enabled', url: profile.icalUrl, changedAt: null };
}

/**
 * When the last change will have reached every subscribed calendar: 48 hours after it, or null
 * when no change was made.
 *
 * @example
 * calendarFeedPropagatedBy({ status: 'disabled', changedAt: new Date('2026-05-01T10:00:00Z') })
 * // new Date('2026-05-03T10:00:00Z')
 */
export function calendarFeedPropagatedBy(state: CalendarFeedState): Date | null {
  return state.changedAt === null ? null : new Date(state.changedAt.getTime() + PROPAGATION_MS);
}

/**
 * Whether the "changes can take up to 48 hours" notice still applies at `now`.
 *
 * @example
 * const s: CalendarFeedState = { status: 'disabled', changedAt: new Date('2026-05-01T10:00:00Z') };
 * isCalendarFeedPropagating(s, new Date('2026-05-03T09:59:59Z')) // true
 * isCalendarFeedPropagating(s, new Date('2026-05-03T10:00:00Z')) // false
 */
export function isCalendarFeedPropagating(state: CalendarFeedState, now: Date): boolean {
  const by = calendarFeedPropagatedBy(state);
  return by !== null && now.getTime() < by.getTime();
}

/**
 * The notice shown after a change: "Changes can take up to {hours} hours to show."
 *
 * @example
 * calendarFeedPropagationNotice() // { key: 'sharing:calendarFeed.propagationNotice', values: { hours: 48 } }
 */
export function calendarFeedPropagationNotice(): SharingMessage {
  return sharingMessage('sharing:calendarFeed.propagationNotice', { hours: CALENDAR_FEED_PROPAGATION_HOURS });
}

/**
 * The toast of a failed feed call: reset and disable share "Unable to reset or disable calendar
 * feed"; enabling (and the detailed/local-time flags) the update failure; saving the URL its own.
 *
 * @example
 * calendarFeedFailureMessage('disable') // { key: 'sharing:calendarFeed.resetOrDisableFailed' }
 * calendarFeedFailureMessage('enable')  // { key: 'sharing:calendarFeed.updateFailed' }
 */
export function calendarFeedFailureMessage(action: 'enable' | 'disable' | 'reset' | 'save-url'): SharingMessage {
  if (action === 'reset' || action === 'disable') return sharingMessage('sharing:calendarFeed.resetOrDisableFailed');
  if (action === 'save-url') return sharingMessage('sharing:calendarFeed.urlSaveFailed');
  return sharingMessage('sharing:calendarFeed.updateFailed');
}
