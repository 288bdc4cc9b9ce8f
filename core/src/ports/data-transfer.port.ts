import type { DataTransfer } from '../domain/data-export/data-transfer.js';
import type { CalendarEvent } from '../domain/trips/trip-calendar.js';
import type { AccountStore } from './account-store.port.js';
import type { BlobStore } from './blob-store.port.js';
import type { DocumentStore } from './document-store.port.js';
import type { LegacyIdStore } from './legacy-id-store.port.js';
import type { PlanStore } from './plan-store.port.js';
import type { TripStore } from './trip-store.port.js';

/**
 * Exports and imports as stored (their status, progress and file).
 *
 * @example
 * await transfers.create(transfer);
 * await transfers.update(transfer.id, { state: 'running', progressTotal: 4 });
 */
export interface DataTransferStore {
  create(transfer: DataTransfer): Promise<void>;
  get(id: string): Promise<DataTransfer | undefined>;
  /** Changes the fields given; nothing happens for an unknown id. */
  update(id: string, patch: Partial<Omit<DataTransfer, 'id' | 'userId' | 'kind' | 'createdAt'>>): Promise<void>;
  /** The user's queued or running transfer of a kind, if any. */
  active(userId: string, kind: DataTransfer['kind']): Promise<DataTransfer | undefined>;
}

/**
 * The stores an import writes through, all in one transaction.
 *
 * @example
 * await unit.run(async (s) => s.trips.create(userId, trip));
 */
export interface DataImportStores {
  readonly trips: TripStore;
  readonly plans: PlanStore;
  readonly documents: DocumentStore;
  readonly blobs: BlobStore;
  readonly legacyIds: LegacyIdStore;
  readonly accounts: AccountStore;
}

/**
 * All-or-nothing writes: `work` runs with stores that write in one transaction, committed when it
 * resolves and rolled back (nothing written) when it throws.
 *
 * @example
 * await unit.run(async (stores) => { await stores.trips.create(userId, trip); throw new Error('no'); }); // nothing kept
 */
export interface DataImportUnit {
  run<T>(work: (stores: DataImportStores) => Promise<T>): Promise<T>;
}

/**
 * A file inside an archive: its path (forward slashes) and bytes.
 *
 * @example
 * const f: ArchiveFile = { path: 'export.json', bytes: new TextEncoder().encode('{}') };
 */
export interface ArchiveFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/**
 * Zip archives: writes one, and reads one within limits (how many files, how many bytes once
 * unpacked), so a crafted archive cannot exhaust the server.
 *
 * @example
 * const bytes = archives.zip([{ path: 'export.json', bytes }]);
 * archives.unzip(bytes, { maxFiles: 10, maxBytes: 1e6 }) // [{ path: 'export.json', bytes }]
 */
export interface Archiver {
  zip(files: readonly ArchiveFile[]): Uint8Array;
  /** The files of an archive, or 'too-large' past a limit, or 'unreadable'. */
  unzip(bytes: Uint8Array, limits: { readonly maxFiles: number; readonly maxBytes: number }): readonly ArchiveFile[] | 'too-large' | 'unreadable';
}

/**
 * Writes calendar events as an RFC 5545 file (the calendar feed's writer).
 *
 * @example
 * calendars.write(events, { now: new Date(), calendarName: 'Waybook trips' }) // 'BEGIN:VCALENDAR...'
 */
export interface CalendarWriter {
  write(events: readonly CalendarEvent[], options: { readonly now: Date; readonly calendarName: string }): string;
}
