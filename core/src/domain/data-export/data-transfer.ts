import { decodeUtf8 } from '../imports/utf8.js';

/**
 * An export or an import of a user's data, as the job queue runs it.
 *
 * @example
 * const k: DataTransferKind = 'export';
 */
export type DataTransferKind = 'export' | 'import';

/**
 * Where a transfer stands: queued (the job waits), running, done, failed (nothing written, for
 * an import), expired (an export's archive was removed).
 *
 * @example
 * const s: DataTransferState = 'running';
 */
export type DataTransferState = 'queued' | 'running' | 'done' | 'failed' | 'expired';

/**
 * What an import added (or an export holds): trips, plans and documents.
 *
 * @example
 * const s: DataTransferSummary = { trips: 2, plans: 9, documents: 1 };
 */
export interface DataTransferSummary {
  readonly trips: number;
  readonly plans: number;
  readonly documents: number;
}

/**
 * One export or import: whose it is, its state and progress (steps done of total), the trip of
 * a single-trip export ('' for everything), why it failed ('' unless failed), the file (the
 * archive an export made, or the upload an import reads: `blobId`, '' once removed) and, for an
 * export, until when its archive can be downloaded.
 *
 * @example
 * const t: DataTransfer = { id: 'x', userId: 'u1', kind: 'export', state: 'queued', tripUuid: '', progressDone: 0, progressTotal: 0, errorCode: '', fileName: '', blobId: '', summary: { trips: 0, plans: 0, documents: 0 }, createdAt: new Date(0), expiresAt: null };
 */
export interface DataTransfer {
  readonly id: string;
  readonly userId: string;
  readonly kind: DataTransferKind;
  readonly state: DataTransferState;
  readonly tripUuid: string;
  readonly progressDone: number;
  readonly progressTotal: number;
  readonly errorCode: string;
  readonly fileName: string;
  readonly blobId: string;
  readonly summary: DataTransferSummary;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

/**
 * How long an export's archive stays downloadable: 24 hours.
 *
 * @example
 * DATA_EXPORT_LIFETIME_HOURS // 24
 */
export const DATA_EXPORT_LIFETIME_HOURS = 24;

/**
 * The state a transfer shows at `now`: an export whose archive is past its expiry is expired,
 * even before the clean-up job has removed it.
 *
 * @example
 * dataTransferStateAt({ state: 'done', expiresAt: new Date('2026-01-01T00:00:00Z') }, new Date('2026-01-02T00:00:00Z')) // 'expired'
 */
export function dataTransferStateAt(t: Pick<DataTransfer, 'state' | 'expiresAt'>, now: Date): DataTransferState {
  return t.state === 'done' && t.expiresAt !== null && t.expiresAt.getTime() <= now.getTime() ? 'expired' : t.state;
}

/**
 * The name of an export's archive: 'waybook-export-<day>.zip', or with the trip's name for a
 * single trip (letters, digits, '-' and '_' kept, at most 40 characters).
 *
 * @example
 * exportFileName('2026-11-21', '')              // 'waybook-export-2026-11-21.zip'
 * exportFileName('2026-11-21', 'Lyon & Annecy') // 'waybook-Lyon-Annecy-2026-11-21.zip'
 */
export function exportFileName(day: string, tripName: string): string {
  const slug = tripName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug === '' ? `waybook-export-${day}.zip` : `waybook-${slug}-${day}.zip`;
}

/**
 * The path of a document's bytes in an export archive: documents/<plan uuid>/<document uuid>-<name>.<ext>
 * with the name reduced to safe characters (at most 60).
 *
 * @example
 * exportDocumentPath('p1', 'd1', 'Boarding pass.pdf', 'pdf') // 'documents/p1/d1-Boarding-pass.pdf'
 */
export function exportDocumentPath(planUuid: string, documentUuid: string, name: string, extension: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  const base = safe(name.replace(new RegExp(`\\.${extension}$`, 'i'), '')).slice(0, 60);
  return `documents/${safe(planUuid)}/${safe(documentUuid)}${base === '' ? '' : `-${base}`}.${extension}`;
}

/**
 * The kind of file an import upload is, told by its first bytes: a zip archive, a JSON document
 * or an iCalendar text; null for anything else.
 *
 * @example
 * importFileKind(new TextEncoder().encode('BEGIN:VCALENDAR\r\n')) // 'ics'
 * importFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))       // 'zip'
 */
export function importFileKind(bytes: Uint8Array): 'zip' | 'json' | 'ics' | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  const head = decodeUtf8(bytes.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{')) return 'json';
  if (/^BEGIN:VCALENDAR/i.test(head)) return 'ics';
  return null;
}
