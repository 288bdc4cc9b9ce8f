import { tripFromAnswer } from '../contract/trip.js';
import { getTripWithObjectsEntry, listTripsEntry, TRIP_OBJECT_LIST_KEYS } from '../contract/trip-entries.js';
import { getPlanEntry } from '../contract/plan-entries.js';
import { listDocumentsEntry } from '../contract/document-entries.js';
import { appConfigEntry } from '../contract/profile-entries.js';
import { tripsKeptOffline } from '../domain/offline/offline-trips.js';
import { mayEditTrip, tripRoleOf } from '../domain/trips/trip-access.js';
import { tripListFilters, tripListQuery } from '../domain/trips/trip-list-tabs.js';
import type { Plan } from '../domain/plans/types/plan.js';
import type { Trip } from '../domain/trips/trip.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { Result } from '../domain/result.js';
import type { OfflineStore } from '../ports/offline-store.port.js';
import { plansOfObjectLists } from './plan-service.js';

/**
 * What one {@link OfflineKeeper.keep} run saved: the trips, the plan reads (one per plan and per
 * segment a link can name) and the document files.
 *
 * @example
 * const r: OfflineKeepReport = { trips: 1, plans: 3, files: 2 };
 */
export interface OfflineKeepReport {
  readonly trips: number;
  readonly plans: number;
  readonly files: number;
}

const NOTHING: OfflineKeepReport = { trips: 0, plans: 0, files: 0 };

// The uuids a plan page is opened with: the plan's own and, for flights, trains, transport and
// cruises, each segment's (the trip timeline links a segment's page).
function pageUuidsOf(plan: Plan): string[] {
  const segments = 'segments' in plan ? (plan.segments as readonly { readonly uuid: string }[]) : [];
  return [...new Set([plan.meta.uuid, ...segments.map((s) => s.uuid).filter((u) => u !== '')])];
}

/**
 * Keeps the trips of the coming days readable with no network (issue 16): reads, through the
 * offline store, the app's flags, the upcoming trip lists, then each trip starting within 14 days or in progress
 * (core's {@link tripsKeptOffline} on "today" in the user's zone) with its plans and, for trips
 * the user may edit, its plans' documents and their files. The store saves each answer as it
 * passes, so the same screens open offline. Failures are skipped: whatever could be read is kept.
 * A run in which every read succeeded then prunes the rest (trips that left the window, pages
 * opened earlier, files of removed documents); a run with a failure prunes nothing.
 *
 * @example
 * const keeper = new OfflineKeeper(api, store, { now: () => new Date() });
 * await keeper.keep(profile.profileRef, today()); // { trips: 1, plans: 4, files: 2 }
 */
export class OfflineKeeper {
  constructor(
    private readonly api: ApiTransport,
    private readonly store: OfflineStore,
    private readonly clock: Clock,
  ) {}

  /** Saves the trips of the next 14 days (and those in progress) of `owner`, as of `today` (y-MM-dd). */
  async keep(owner: string, today: string): Promise<OfflineKeepReport> {
    if (!(await this.store.ready())) return NOTHING;
    await this.store.adoptOwner(owner);
    const startedAt = this.clock.now();
    let complete = true;
    const read = async <T>(answer: Promise<Result<T, unknown>>): Promise<T | undefined> => {
      const r = await answer;
      if (r.ok) return r.value;
      complete = false;
      return undefined;
    };
    // The app's flags: the frame opens no page without them.
    await read(this.api.call(appConfigEntry, {}));
    const trips: Trip[] = [];
    for (const tab of ['your_upcoming', 'others_upcoming'] as const) {
      const filters = tripListFilters(tab);
      if (filters.kind !== 'trips') continue;
      const page = await read(this.api.call(listTripsEntry, { query: tripListQuery(filters, 1) }));
      if (page !== undefined) trips.push(...page.Trip.map(tripFromAnswer));
    }
    let plans = 0;
    const files: string[] = [];
    const kept = tripsKeptOffline(trips, today);
    for (const trip of kept) {
      const details = await read(this.api.call(getTripWithObjectsEntry, { params: { id: trip.uuid } }));
      if (details === undefined) continue;
      const editable = mayEditTrip(tripRoleOf(tripFromAnswer(details.Trip), owner));
      const lists = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((k) => [k, details[k]]));
      for (const plan of plansOfObjectLists(lists)) {
        for (const uuid of pageUuidsOf(plan)) {
          if ((await read(this.api.call(getPlanEntry, { params: { type: plan.type, uuid } }))) !== undefined) plans += 1;
        }
        if (!editable) continue;
        const documents = await read(this.api.call(listDocumentsEntry, { query: { plan_uuid: plan.meta.uuid } }));
        for (const file of documents ?? []) {
          for (const url of [file.url, file.thumbnail_url]) {
            if (url === undefined || url === '') continue;
            await this.store.keepFile(url);
            files.push(url);
          }
        }
      }
    }
    if (complete) await this.store.prune(startedAt, files);
    return { trips: kept.length, plans, files: files.length };
  }

  /** Clears everything saved on the device (sign-out). */
  forget(): Promise<void> {
    return this.store.forget();
  }
}
