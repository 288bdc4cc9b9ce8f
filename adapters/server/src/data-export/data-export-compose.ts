// Export and import of a user's data (issue 16): the use case wired to the stores and archiver
// compose.ts builds, and to the calendar feed's RFC 5545 writer and words.
import type {
  AccountStore,
  Archiver,
  BlobStore,
  Clock,
  DataImportUnit,
  DataTransferStore,
  DocumentStore,
  IdGenerator,
  JobQueue,
  PlanStore,
  TimeZoneLookup,
  TripStore,
} from '@waybook/core';
import { DataTransferService, type DataTransferDeps } from '@waybook/core/server';
import { calendarFeedLabels } from '../calendar/calendar-feed-route.js';
import { renderTripCalendar } from '../calendar/trip-ics.js';

/**
 * The export and import service of the server.
 *
 * @example
 * const transfers = composeDataTransfers({ transfers: new SqlDataTransferStore(db), unit, archives, clock, ids, ... });
 */
export function composeDataTransfers(o: {
  readonly transfers: DataTransferStore;
  readonly unit: DataImportUnit;
  readonly archives: Archiver;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly trips: TripStore;
  readonly plans: PlanStore;
  readonly documents: DocumentStore;
  readonly blobs: BlobStore;
  readonly accounts: AccountStore;
  readonly jobs: JobQueue;
  readonly zones: DataTransferDeps['zones'];
  readonly timeZones: Pick<TimeZoneLookup, 'at' | 'forAirport'>;
  readonly publicUrl: string;
  readonly log: (line: string) => void;
}): DataTransferService {
  return new DataTransferService({
    ...o,
    calendars: { write: (events, options) => renderTripCalendar(events, options) },
    labels: calendarFeedLabels,
  });
}
