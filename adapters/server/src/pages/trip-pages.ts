import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  calendarFileName,
  documentFileName,
  isTripInProgress,
  languageFormatter,
  todayInZone,
  planCalendarEvents,
  tripTimeline,
  tripCalendarEvents,
  type AccountStore,
  type BlobStore,
  type Clock,
  type DocumentStore,
  type Formatter,
  type LanguageTag,
  type Plan,
  type PlanStore,
  type TimelineEvent,
  type TimeZoneLookup,
  type Trip,
  type TripStore,
} from '@waybook/core';
import { openDocument, planAsSeenBy, publicTripView, tripImagePath, tripWithRight } from '@waybook/core/server';
import { renderTripCalendar } from '../calendar/trip-ics.js';
import type { Cookies } from '../cookies.js';
import { negotiateLocale } from '../locale.js';
import { fill, pageMessages } from './i18n/catalogue.js';
import { buttonClass, esc, LOGO_MARK, renderPage } from './layout.js';

/** What the trip pages need. */
export interface TripPagesDeps {
  readonly trips: TripStore;
  readonly accounts: AccountStore;
  readonly blobs: BlobStore;
  readonly plans: PlanStore;
  readonly documents: DocumentStore;
  readonly clock: Clock;
  /** Zones of coordinates, for the calendar file of a trip. */
  readonly timeZones: TimeZoneLookup;
  readonly cookies: Cookies;
  readonly resolveSession: (sessionId: string) => Promise<string | undefined>;
}

function localeOf(c: Context): LanguageTag {
  return negotiateLocale(c.req.query('l') ?? c.req.header('x-waybook-locale'), c.req.header('accept-language'));
}

function datesOf(trip: Trip, locale: LanguageTag, unset: string): string {
  return languageFormatter(locale).dateRange(trip.startDate, trip.endDate) || unset;
}

function eventLine(e: TimelineEvent, f: Formatter, kinds: Readonly<Record<string, string>>): string {
  const known = (dt: TimelineEvent['start'] | null) => dt !== null && dt.isTimeKnown && dt.time !== '';
  // One-day spans as '9:50 – 11:40 PM', longer ones with each end's day, as the app's timeline.
  const span = known(e.start) ? f.dateTimeSpan(e.start, known(e.end) ? e.end : null) || f.time(e.start.time) : '';
  // The time column stays even when empty, so every title starts on the same line of the grid.
  const time = `<span class="time">${esc(span)}</span>`;
  const where = e.location === '' ? '' : `<span class="where">${esc(e.location)}</span>`;
  return `<li>${time}<span class="wb-timeline__what"><span class="wb-timeline__kind">${esc(kinds[e.kind] ?? '')}</span><span class="wb-timeline__title">${esc(e.title)}</span>${where}</span></li>`;
}

/**
 * The plans of a public trip, day by day in each plan's local time (already without sensitive
 * fields: the caller passes redacted plans).
 *
 * @example
 * publicPlansHtml([notePlan], 'en-US')
 */
export function publicPlansHtml(plans: readonly Plan[], locale: LanguageTag): string {
  const m = pageMessages(locale);
  const f = languageFormatter(locale);
  const days = tripTimeline(plans).days.filter((d) => d.events.length > 0);
  if (days.length === 0) return `<p class="wb-muted">${esc(m.publicTrip.noPlans)}</p>`;
  return days
    .map(
      (d) => `<section class="wb-day"><h3>${esc(d.date === null ? m.tripMail.datesUnset : f.date(d.date, 'weekday'))}</h3>
<ol class="wb-timeline">${d.events.map((e) => eventLine(e, f, m.planKinds)).join('')}</ol></section>`,
    )
    .join('');
}

/**
 * The body of the public trip page: image, name, owner, dates, destination, description, plans.
 * Nothing sensitive: no participants, no addresses, no costs or confirmation numbers.
 *
 * @example
 * publicTripBody(trip, 'Ada Lovelace', 'en-US', '2026-11-21')
 */
export function publicTripBody(trip: Trip, ownerName: string | null, locale: LanguageTag, today: string, plans: readonly Plan[] = []): string {
  const m = pageMessages(locale);
  const t = m.publicTrip;
  // Without a picture of its own the trip shows the Waybook mark on the brand colours, as the app.
  const image = trip.imageUrl === '' ? LOGO_MARK(64) : `<img src="${esc(trip.imageUrl)}" alt="">`;
  const facts: [string, string][] = [[m.tripMail.dates, datesOf(trip, locale, m.tripMail.datesUnset)]];
  if (trip.primaryLocation !== '') facts.unshift([m.tripMail.destination, trip.primaryLocation]);
  const badge = isTripInProgress(trip, today) ? ` <span class="wb-badge wb-badge--success">${esc(t.inProgress)}</span>` : '';
  return `<article class="wb-public-trip"><div class="wb-card wb-public-trip__header"><div class="wb-public-trip__image">${image}</div>
<div><h1 class="wb-public-trip__name">${esc(trip.displayName)}${badge}</h1>
${ownerName === null ? '' : `<p class="wb-muted">${esc(fill(t.sharedBy, { owner: ownerName }))}</p>`}
<dl class="wb-public-trip__facts">${facts.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('')}</dl>
${trip.description === '' ? '' : `<p class="wb-public-trip__description">${esc(trip.description)}</p>`}</div></div>
<section class="wb-card" aria-labelledby="plans"><h2 id="plans">${esc(t.plans)}</h2>${publicPlansHtml(plans, locale)}</section>
<div class="wb-card wb-public-trip__cta"><p>${esc(t.cta)}</p><a class="${buttonClass('primary')}" href="/account/create">${esc(m.create.submit)}</a></div></article>`;
}

/**
 * The policy of every user upload served (trip images, plan documents): nothing may load or run,
 * in a sandbox; the app's global policy does not replace it (app.ts).
 *
 * @example
 * USER_UPLOAD_CSP // "default-src 'none'; sandbox"
 */
export const USER_UPLOAD_CSP = "default-src 'none'; sandbox";

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
      const body = `<h1>${esc(m.publicTrip.notFoundTitle)}</h1><p class="wb-intro">${esc(m.publicTrip.notFound)}</p><p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.publicTrip.home)}</a></p>`;
      return c.html(renderPage({ locale, title: m.publicTrip.notFoundTitle, body }), 404);
    }
    // A public visitor names no zone: the default of the one "today" rule (UTC).
    const today = todayInZone(deps.clock.now(), undefined);
    const keep: Record<string, string> = {};
    const jurisdiction = c.req.query('routing_jurisdiction');
    if (jurisdiction === 'EMEA') keep['routing_jurisdiction'] = jurisdiction;
    const plans = (await deps.plans.listForTrip(view.trip.uuid)).map((p) => planAsSeenBy(p.plan, 'public'));
    return c.html(
      renderPage({
        locale,
        title: fill(m.publicTrip.title, { trip: view.trip.displayName }),
        body: publicTripBody(view.trip, view.ownerName, locale, today, plans),
        keep,
        wide: true,
      }),
    );
  });

  pages.get('/trip/download/uuid/:id/:fileName', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.redirect(`/account/login?redirect_url=${encodeURIComponent(c.req.path)}`, 302);
    const found = await tripWithRight(deps.trips, c.req.param('id'), userId, () => true);
    if (!found.ok) return c.text('Not found', 404);
    const { trip } = found.value;
    const address = trip.primaryLocationAddress;
    const timeZone = address && address.latitude !== null && address.longitude !== null ? deps.timeZones.at(address.latitude, address.longitude) : null;
    const kinds = pageMessages(localeOf(c)).planKinds;
    const plans = (await deps.plans.listForTrip(trip.uuid)).flatMap((p) =>
      planCalendarEvents(planAsSeenBy(p.plan, found.value.role), { summary: (e) => `${kinds[e.kind]}: ${e.title}` }),
    );
    const ics = renderTripCalendar(tripCalendarEvents({ trip, timeZone, plans }), { now: deps.clock.now(), calendarName: trip.displayName });
    const fileName = calendarFileName(trip);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(ics);
  });

  // Only a file some trip shows: a plan document's id never opens here (documents check access).
  pages.get('/trip/image/:id', async (c) => {
    const id = c.req.param('id');
    const blob = (await deps.trips.isTripImage(tripImagePath(id))) ? await deps.blobs.get(id) : undefined;
    if (!blob) return c.text('Not found', 404);
    c.header('Content-Type', blob.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    // An upload: opened on its own it may do nothing (no script, no plugin, no form), as documents.
    c.header('Content-Security-Policy', USER_UPLOAD_CSP);
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>);
  });

  // A plan document: same access as listing (participants but viewers; an unfiled item's owner).
  // Attachment by default; ?inline=1 shows an image in the page (thumbnails), never a PDF.
  pages.get('/plan/document/:uuid', async (c) => {
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
    if (!userId) return c.redirect(`/account/login?redirect_url=${encodeURIComponent(c.req.path)}`, 302);
    const found = await openDocument(deps, c.req.param('uuid'), userId);
    if (!found) return c.text('Not found', 404);
    const { document, blob } = found;
    const fileName = documentFileName(document.name, document.contentType);
    const inline = c.req.query('inline') === '1' && document.contentType !== 'pdf';
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    c.header('Content-Type', blob.contentType);
    c.header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', USER_UPLOAD_CSP);
    return c.body(blob.bytes as Uint8Array<ArrayBuffer>);
  });

  return pages;
}
