import { configureCalendarFeedEntry, refreshFeedUrlEntry } from '../contract/sharing/calendar-feed-entries.js';
import type { TimelineEventKind } from '../domain/plans/plan-timeline-kinds.js';
import { planCalendarEvents } from '../domain/plans/plan-calendar.js';
import { redactPlanForViewer } from '../domain/plans/plan-privacy.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { ok } from '../domain/result.js';
import { tripCalendarEvents, type CalendarEvent, type CalendarPlanEvent } from '../domain/trips/trip-calendar.js';
import type { Trip } from '../domain/trips/trip.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { CalendarFeedStore } from '../ports/calendar-feed-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { SecretBox } from '../ports/inbox-sync.port.js';
import type { PlanStore } from '../ports/plan-store.port.js';
import type { TimeZoneLookup } from '../ports/time-zone-lookup.port.js';
import type { TripRole, TripStore } from '../ports/trip-store.port.js';
import { everyTripOf } from './every-trip.js';
import { bind, type BoundHandler } from './handler.js';
import { planAsSeenBy } from './plan-answers.js';

/** Characters of a feed token (letters and digits: about 190 bits). */
export const CALENDAR_FEED_TOKEN_LENGTH = 32;

/**
 * The path of a feed URL: a secret that opens one calendar file and nothing else (never a sign-in).
 *
 * @example
 * calendarFeedPath('abc') // '/calendar/feed/abc.ics'
 */
export const calendarFeedPath = (token: string): string => `/calendar/feed/${token}.ics`;

/** The words of a feed in the owner's language. */
export interface CalendarFeedLabels {
  /** The calendar's name (X-WR-CALNAME). */
  readonly name: string;
  readonly kinds: Readonly<Record<TimelineEventKind, string>>;
  readonly confirmation: string;
  readonly bookingConfirmation: string;
  readonly cost: string;
  readonly notes: string;
}

/** What the feed needs. */
export interface CalendarFeedDeps {
  readonly store: CalendarFeedStore;
  readonly box: SecretBox;
  readonly ids: Pick<IdGenerator, 'token'>;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly trips: Pick<TripStore, 'list' | 'get'>;
  readonly plans: Pick<PlanStore, 'listForTrip'>;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly timeZones: Pick<TimeZoneLookup, 'at'>;
  readonly labels: (language: string) => CalendarFeedLabels;
}

/**
 * One user's feed, ready to be written as RFC 5545: its name, its events (each with LAST-MODIFIED
 * and SEQUENCE from its trip or plan) and the stamp of its newest change (DTSTAMP), so the same
 * data always gives the same file.
 *
 * @example
 * const f: CalendarFeed = { name: 'Waybook trips', events: [], stamp: new Date(0) };
 */
export interface CalendarFeed {
  readonly name: string;
  readonly events: readonly CalendarEvent[];
  readonly stamp: Date;
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * The SEQUENCE of an event changed at `lastModified` (an ISO instant): whole seconds since
 * 2020-01-01, so it grows with every change of the plan and stays put otherwise; 0 when unknown.
 *
 * @example
 * calendarSequence('2020-01-01T00:01:00.000Z') // 60
 * calendarSequence('') // 0
 */
export function calendarSequence(lastModified: string): number {
  const at = Date.parse(lastModified);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((at - SEQUENCE_EPOCH) / 1000));
}

/** How the feed is written: the profile's isCalDetailed and isCalLocaltime. */
export interface CalendarFeedOptions {
  /** Off: titles and times only (no description, no place, no confirmation number or cost). */
  readonly detailed: boolean;
  /** On: every time on its own local wall clock, floating (no zone). */
  readonly localTime: boolean;
}

function describe(plan: Plan, labels: CalendarFeedLabels, link: string): string {
  const b = plan.booking;
  const lines = [
    b.supplierConfirmationNumber.trim() === '' ? '' : `${labels.confirmation}: ${b.supplierConfirmationNumber.trim()}`,
    b.bookingSiteConfirmationNumber.trim() === '' ? '' : `${labels.bookingConfirmation}: ${b.bookingSiteConfirmationNumber.trim()}`,
    b.totalCost.trim() === '' ? '' : `${labels.cost}: ${b.totalCost.trim()}`,
    b.notes.trim() === '' ? '' : `${labels.notes}: ${b.notes.trim()}`,
    link,
  ];
  return lines.filter((l) => l !== '').join('\n');
}

const floating = (e: CalendarPlanEvent): CalendarPlanEvent => ({
  ...e,
  start: { ...e.start, timeZone: null },
  end: e.end === null ? null : { ...e.end, timeZone: null },
});

/**
 * The events of one trip in a feed: the trip's own event, then each plan's events (derived
 * segments such as each flight, check-in and check-out are their own events), each plan as its
 * role may see it (viewers never get confirmation numbers or costs), with LAST-MODIFIED and
 * SEQUENCE from the trip or the plan. Redacted (not detailed): titles and times only.
 *
 * @example
 * feedTripEvents({ trip, role: 'owner', timeZone: 'Europe/Paris', plans }, labels, { detailed: true, localTime: false }, 'https://waybook.example')
 */
export function feedTripEvents(
  input: { readonly trip: Trip; readonly role: TripRole; readonly timeZone: string | null; readonly plans: readonly Plan[] },
  labels: CalendarFeedLabels,
  options: CalendarFeedOptions,
  publicUrl: string,
): CalendarEvent[] {
  const { trip } = input;
  const stampOf = (lastModified: string) => ({ lastModified, sequence: calendarSequence(lastModified) });
  const bare = (e: CalendarEvent): CalendarEvent => (options.detailed ? e : { ...e, description: '', location: '' });
  const own = tripCalendarEvents({
    trip: { ...trip, relativeUrl: `${publicUrl}/app${trip.relativeUrl}` },
    timeZone: options.localTime ? null : input.timeZone,
  }).map((e) => ({ ...bare(e), ...stampOf(trip.lastModified) }));
  const undated: Trip = { ...trip, startDate: null, endDate: null };
  const plans = input.plans.flatMap((raw) => {
    const seen = planAsSeenBy(raw, input.role);
    const plan = options.detailed ? seen : redactPlanForViewer(seen);
    const link = `${publicUrl}/app${plan.meta.relativeUrl}`;
    const events = planCalendarEvents(plan, {
      summary: (e) => `${labels.kinds[e.kind]}: ${e.title}`,
      ...(options.detailed ? { description: () => describe(plan, labels, link) } : {}),
    });
    return tripCalendarEvents({ trip: undated, timeZone: null, plans: options.localTime ? events.map(floating) : events }).map((e) => ({
      ...bare(e),
      ...stampOf(raw.meta.lastModified),
    }));
  });
  return [...own, ...plans];
}

/**
 * The calendar feed: POST v2/refreshFeedUrl and v2/configureCalendarFeed, the profile's icalUrl,
 * and the feed itself for a token (every trip the user takes part in and every plan in them).
 *
 * @example
 * const feed = new CalendarFeedService(deps);
 * const handlers = feed.handlers();
 */
export class CalendarFeedService {
  constructor(private readonly deps: CalendarFeedDeps) {}

  handlers(): BoundHandler[] {
    return [
      bind(refreshFeedUrlEntry, async (_input, ctx) => ok({ ical_url: await this.reset(ctx.userId) })),
      bind(configureCalendarFeedEntry, async ({ body }, ctx) => {
        if (!body.private.is_enabled) {
          await this.deps.store.remove(ctx.userId);
          return ok({ ical_url: '' });
        }
        const current = await this.icalUrl(ctx.userId);
        return ok({ ical_url: current !== '' ? current : await this.reset(ctx.userId) });
      }),
    ];
  }

  private urlOf(token: string): string {
    return `${this.deps.publicUrl}${calendarFeedPath(token)}`;
  }

  /** A new secret URL for the user (the old one stops at once). */
  async reset(userId: string): Promise<string> {
    const token = this.deps.ids.token(CALENDAR_FEED_TOKEN_LENGTH);
    await this.deps.store.save(userId, token, this.deps.box.seal(token), this.deps.clock.now());
    return this.urlOf(token);
  }

  /** The profile's icalUrl: the feed's URL, or '' when the feed is off. */
  async icalUrl(userId: string): Promise<string> {
    const feed = await this.deps.store.feedOf(userId);
    const token = feed === undefined ? undefined : this.deps.box.open(feed.sealedToken);
    return token === undefined ? '' : this.urlOf(token);
  }

  /** The user a feed token belongs to now; undefined for an unknown, reset or disabled one. */
  async ownerOf(token: string): Promise<string | undefined> {
    return /^[A-Za-z0-9]{16,64}$/.test(token) ? this.deps.store.ownerOf(token) : undefined;
  }

  /** Every trip the user takes part in, with their plans, as the profile's flags ask. */
  async feed(userId: string): Promise<CalendarFeed | undefined> {
    const profile = await this.deps.accounts.profile(userId);
    if (profile === undefined) return undefined;
    const labels = this.deps.labels(profile.languageTag);
    const options = { detailed: profile.isCalDetailed, localTime: profile.isCalLocaltime };
    const trips = await everyTripOf(this.deps.trips, userId, this.deps.clock.now());
    const events: CalendarEvent[] = [];
    let newest = 0;
    for (const listed of trips) {
      const found = await this.deps.trips.get(listed.uuid, userId);
      if (found === undefined) continue;
      const address = found.trip.primaryLocationAddress;
      const timeZone = address && address.latitude !== null && address.longitude !== null ? this.deps.timeZones.at(address.latitude, address.longitude) : null;
      const plans = (await this.deps.plans.listForTrip(found.trip.uuid)).map((p) => p.plan);
      for (const e of feedTripEvents({ trip: found.trip, role: found.role, timeZone, plans }, labels, options, this.deps.publicUrl)) {
        events.push(e);
        newest = Math.max(newest, Date.parse(e.lastModified ?? '') || 0);
      }
    }
    return { name: labels.name, events, stamp: new Date(newest) };
  }
}
