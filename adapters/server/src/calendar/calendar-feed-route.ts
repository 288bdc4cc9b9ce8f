// GET /calendar/feed/{token}.ics: a user's calendar feed for calendar applications. The token is
// the only key (no session, no cookie) and opens this file and nothing else. A calendar polls
// every few minutes: each answer is kept a minute per user and carries an ETag, so a poll with
// If-None-Match costs a token lookup and a 304.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { LANGUAGE_TAGS, type Clock, type LanguageTag } from '@waybook/core';
import type { CalendarFeedLabels, CalendarFeedService } from '@waybook/core/server';
import { pageMessages } from '../pages/i18n/catalogue.js';
import { renderTripCalendar } from './trip-ics.js';

/** How long an answer is reused for the same user, in ms (the spec allows changes 48 hours). */
export const CALENDAR_FEED_CACHE_MS = 60_000;
const CACHE_MAX_USERS = 1_000;

/**
 * The words of a feed in a language, from the server's page catalogue.
 *
 * @example
 * calendarFeedLabels('fr-FR').name // 'Voyages Waybook'
 */
export function calendarFeedLabels(language: string): CalendarFeedLabels {
  const tag = (LANGUAGE_TAGS as readonly string[]).includes(language) ? (language as LanguageTag) : 'en-US';
  const m = pageMessages(tag);
  return { ...m.calendarFeed, kinds: m.planKinds };
}

/**
 * The feed route. `feeds` finds the owner of a token and builds their feed.
 *
 * @example
 * app.route('/', calendarFeedRoute(feedService, clock));
 */
export function calendarFeedRoute(feeds: Pick<CalendarFeedService, 'ownerOf' | 'feed'>, clock: Clock): Hono {
  const cache = new Map<string, { readonly body: string; readonly etag: string; readonly at: number }>();
  const route = new Hono();
  route.get('/calendar/feed/:file', async (c) => {
    const file = c.req.param('file');
    const userId = file.endsWith('.ics') ? await feeds.ownerOf(file.slice(0, -4)) : undefined;
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    if (userId === undefined) return c.text('Not found', 404);
    const now = clock.now().getTime();
    let entry = cache.get(userId);
    if (entry === undefined || now - entry.at >= CALENDAR_FEED_CACHE_MS) {
      const feed = await feeds.feed(userId);
      if (feed === undefined) return c.text('Not found', 404);
      const body = renderTripCalendar(feed.events, { now: feed.stamp, calendarName: feed.name });
      entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, at: now };
      cache.delete(userId);
      cache.set(userId, entry);
      if (cache.size > CACHE_MAX_USERS) cache.delete(cache.keys().next().value ?? '');
    }
    c.header('ETag', entry.etag);
    const match = c.req.header('If-None-Match');
    if (match !== undefined && match.split(',').some((t) => t.trim() === entry.etag)) return c.body(null, 304);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    return c.body(entry.body);
  });
  return route;
}
