import { z } from 'zod';
import { defineEntry, nothing } from '../entry.js';
import { wireBoolean } from '../wire.js';

const icalUrlAnswer = z.object({ ical_url: z.string() });

/**
 * POST v2/refreshFeedUrl (part 1 section 7, form feed=calendar): a new secret calendar feed URL;
 * the previous URL answers 404 at once. Turns the feed on when it was off.
 *
 * @example
 * const { ical_url } = await api.call(refreshFeedUrlEntry, { body: { feed: 'calendar' } });
 */
export const refreshFeedUrlEntry = defineEntry({
  id: 'refreshFeedUrl',
  method: 'POST',
  path: 'v2/refreshFeedUrl',
  auth: 'session',
  summary:
    'Resets the caller’s calendar feed (form feed=calendar): a new secret URL answered as ical_url; the old URL answers ' +
    '404 from now on. Calendar applications may take up to 48 hours to follow.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ feed: z.literal('calendar') }) },
  response: icalUrlAnswer,
});

/**
 * POST v2/configureCalendarFeed (part 1 section 7, JSON private.is_enabled "true"/"false"): turns
 * the calendar feed on (a new secret URL when there was none) or off (the URL answers 404).
 *
 * @example
 * await api.call(configureCalendarFeedEntry, { body: { private: { is_enabled: true } } });
 */
export const configureCalendarFeedEntry = defineEntry({
  id: 'configureCalendarFeed',
  method: 'POST',
  path: 'v2/configureCalendarFeed',
  auth: 'session',
  summary:
    'Turns the caller’s calendar feed on or off (JSON private.is_enabled as "true" or "false"): answers ical_url, ' +
    'the feed’s secret URL, or "" when off. Turning it on keeps an existing URL.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ private: z.object({ is_enabled: wireBoolean }) }) },
  response: icalUrlAnswer,
});

/**
 * The calendar feed calls.
 *
 * @example
 * CALENDAR_FEED_ENTRIES.length // 2
 */
export const CALENDAR_FEED_ENTRIES = [refreshFeedUrlEntry, configureCalendarFeedEntry] as const;
