import { configureCalendarFeedEntry, refreshFeedUrlEntry } from '../contract/sharing/calendar-feed-entries.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';

/**
 * The signed-in user's calendar feed, as the calendar feed settings change it: turn it on (its
 * secret URL), turn it off, or reset it to a new URL (the old one answers 404 at once). Any
 * failure reads as `'failed'`; the screen shows the toast of the action.
 *
 * @example
 * const r = await new CalendarFeedClient(api).enable();
 * if (r.ok) showUrl(r.value);
 */
export class CalendarFeedClient {
  constructor(private readonly api: ApiTransport) {}

  /** Turns the feed on (configureCalendarFeed, is_enabled true); answers the feed's secret URL. */
  async enable(): Promise<Result<string, 'failed'>> {
    const answer = await this.api.call(configureCalendarFeedEntry, { body: { private: { is_enabled: true } } });
    if (!answer.ok || answer.value.ical_url.trim() === '') return err('failed');
    return ok(answer.value.ical_url);
  }

  /** Turns the feed off (configureCalendarFeed, is_enabled false); its URL answers 404 from now on. */
  async disable(): Promise<Result<void, 'failed'>> {
    const answer = await this.api.call(configureCalendarFeedEntry, { body: { private: { is_enabled: false } } });
    return answer.ok ? ok(undefined) : err('failed');
  }

  /** Gives the feed a new secret URL (refreshFeedUrl, feed=calendar); answers the new URL. */
  async reset(): Promise<Result<string, 'failed'>> {
    const answer = await this.api.call(refreshFeedUrlEntry, { body: { feed: 'calendar' } });
    if (!answer.ok || answer.value.ical_url.trim() === '') return err('failed');
    return ok(answer.value.ical_url);
  }
}
