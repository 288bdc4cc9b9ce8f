import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  calendarFileName,
  formatDisplayDate,
  isTripInProgress,
  publicTripView,
  tripCalendarEvents,
  tripWithRight,
  type AccountStore,
  type BlobStore,
  type Clock,
  type LanguageTag,
  type Trip,
  type TripStore,
} from '@waybook/core';
import { timeZoneAt } from '@waybook/adapter-reference-data';
import { renderTripCalendar } from '../calendar/trip-ics.js';
import type { Cookies } from '../cookies.js';
import { negotiateLocale } from '../locale.js';
import { fill, pageMessages } from './i18n/catalogue.js';
import { esc, renderPage } from './layout.js';

/** What the trip pages need. */
export interface TripPagesDeps {
  readonly trips: TripStore;
  readonly accounts: AccountStore;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly cookies: Cookies;
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
}

function localeOf(c: Context): LanguageTag {
  return negotiateLocale(c.req.query('l') ?? c.req.header('x-waybook-locale'), c.req.header('accept-language'));
}

function datesOf(trip: Trip, locale: LanguageTag, unset: string): string {
  const parts = [trip.startDate, trip.endDate].filter((d): d is string => d !== null).map((d) => formatDisplayDate(d, locale));
  return parts.length === 0 ? unset : parts.join(' – ');
}

/**
 * The body of the public trip page: image, name, owner, dates, destination, description, plans.
 * Nothing sensitive: no participants, no addresses, no costs or confirmation numbers.
 *
 * @example
 * publicTripBody(trip, 'Ada Lovelace', 'en-US', '2026-11-21')
 */
export function publicTripBody(trip: Trip, ownerName: string | null, locale: LanguageTag, today: string): string {
  const m = pageMessages(locale);
  const t = m.publicTrip;
  const image = trip.imageUrl === '' ? '' : `<img class="trip-image" src="${esc(trip.imageUrl)}" alt="">`;
  const facts: [string, string][] = [[m.tripMail.dates, datesOf(trip, locale, m.tripMail.datesUnset)]];
  if (trip.primaryLocation !== '') facts.unshift([m.tripMail.destination, trip.primaryLocation]);
  const badge = isTripInProgress(trip, today) ? ` <span class="badge">${esc(t.inProgress)}</span>` : '';
  return `${image}<div class="content"><h1>${esc(trip.displayName)}${badge}</h1>
${ownerName === null ? '' : `<p class="intro">${esc(fill(t.sharedBy, { owner: ownerName }))}</p>`}
<dl class="facts">${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
${trip.description === '' ? '' : `<p class="description">${esc(trip.description)}</p>`}
<h2>${esc(t.plans)}</h2><p>${esc(t.noPlans)}</p>
<p><a class="cta" href="/account/create">${esc(t.cta)}</a></p></div>`;
}

/**
 * Trip pages outside the app: the public link /p/{guid} (no sign-in), the calendar file
 * /trip/download/uuid/{id}/{fileName} (participants only) and stored trip images.
 *
 * @example
 * app.route('/', tripPages(deps));
 */
export function tripPages(deps: TripPagesDeps): Hono {
  const pages = new Hono();

  pages.get('/p/:guid', async (c) => {
    const locale = localeOf(c);
    const m = pageMessages(locale);
    const view = await publicTripView(deps, c.req.param('guid'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!view) {
      const body = `<div class="content"><h1>${esc(m.publicTrip.notFoundTitle)}</h1><p>${esc(m.publicTrip.notFound)}</p><p><a href="/app/">${esc(m.publicTrip.home)}</a></p></div>`;
      return c.html(renderPage({ locale, title: m.publicTrip.notFoundTitle, body, wide: true }), 404);
    }
    const today = deps.clock.now().toISOString().slice(0, 10);
    const keep: Record<string, string> = {};
    const jurisdiction = c.req.query('routing_jurisdiction');
    if (jurisdiction === 'EMEA') keep['routing_jurisdiction'] = jurisdiction;
    return c.html(renderPage({
      locale, title: fill(m.publicTrip.title, { trip: view.trip.displayName }), body: publicTripBody(view.trip, view.ownerName, locale, today), keep, wide: true,
    }));
  });

  pages.get('/trip/download/uuid/:id/:fileName', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.redirect(`/account/login?redirect_url=${encodeURIComponent(c.req.path)}`, 302);
    const found = await tripWithRight(deps.trips, c.req.param('id'), userId, () => true);
    if (!found.ok) return c.text('Not found', 404);
    const { trip } = found.value;
    const address = trip.primaryLocationAddress;
    const timeZone = address && address.latitude !== null && address.longitude !== null ? timeZoneAt(address.latitude, address.longitude) : null;
    const ics = renderTripCalendar(tripCalendarEvents({ trip, timeZone }), { now: deps.clock.now(), calendarName: trip.displayName });
    const fileName = calendarFileName(trip);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(ics);
  });

  pages.get('/trip/image/:id', async (c) => {
    const blob = await deps.blobs.get(c.req.param('id'));
    if (!blob) return c.text('Not found', 404);
    c.header('Content-Type', blob.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>);
  });

  return pages;
}
