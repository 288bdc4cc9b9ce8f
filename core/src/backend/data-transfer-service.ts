import { documentOut } from './document-handlers.js';
import {
  DATA_IMPORT_MAX_BYTES,
  DATA_TRANSFER_ERRORS,
  exportStatusEntry,
  importStatusEntry,
  startExportEntry,
  startImportEntry,
  type DataImportErrorCode,
  type DataTransferWire,
} from '../contract/data-export/data-transfer-entries.js';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportDocumentWire,
  exportedPlanWrappers,
  type ExportDocumentWire,
  type ExportedDocumentWire,
} from '../contract/data-export/export-json.js';
import { tripItExportDocument } from '../contract/data-export/tripit-wire.js';
import { commonErrors } from '../contract/error.js';
import { firstUncleanPath } from '../contract/input-hygiene.js';
import { decodeReservation } from '../contract/plans/types/reservation-codec.js';
import { profileToWire } from '../contract/profile.js';
import { tripInputWire } from '../contract/trip.js';
import { TRIP_THEME_IMAGES, tripThemeImageUrl } from '../contract/trip-entries.js';
import { tripFromWire } from '../contract/trips/trip-wire.js';
import { documentLimitOf } from '../domain/billing/pro-capabilities.js';
import {
  DATA_EXPORT_LIFETIME_HOURS,
  dataTransferStateAt,
  exportDocumentPath,
  exportFileName,
  importFileKind,
  type DataTransfer,
  type DataTransferSummary,
} from '../domain/data-export/data-transfer.js';
import { plansCsv, type PlanCsvEntry } from '../domain/data-export/plans-csv.js';
import { readTripItFeed } from '../domain/data-export/tripit-feed.js';
import { encodeUtf8 } from '../domain/data-export/utf8-encode.js';
import { decodeUtf8 } from '../domain/imports/utf8.js';
import { checkDocumentUpload } from '../domain/plans/document-upload-check.js';
import { checkDocumentName, documentMimeType, documentTypeOfMime } from '../domain/plans/document-limits.js';
import { imageDimensions } from '../domain/plans/image-dimensions.js';
import { EMPTY_BOOKING_FIELDS } from '../domain/plans/plan-fields.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { err, ok, type Result } from '../domain/result.js';
import type { CalendarEvent } from '../domain/trips/trip-calendar.js';
import { EMPTY_TRIP, type Trip } from '../domain/trips/trip.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { Archiver, ArchiveFile, CalendarWriter, DataImportStores, DataImportUnit, DataTransferStore } from '../ports/data-transfer.port.js';
import type { DocumentStore } from '../ports/document-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Job, JobQueue } from '../ports/job-queue.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import type { TimeZoneLookup } from '../ports/time-zone-lookup.port.js';
import type { TripRole, TripStore } from '../ports/trip-store.port.js';
import { feedTripEvents, type CalendarFeedLabels } from './calendar-feed.js';
import { bind, type BoundHandler } from './handler.js';
import { objectLists, planAsSeenBy } from './plan-answers.js';
import type { PlanZoneResolver } from './plan-time-zones.js';
import { planWriter } from './plan-writer.js';
import { checkTripDates, checkTripImageBytes, decodeBase64, tripAnswerFor, tripImagePath, withEditableFields } from './trip-handlers.js';
import { everyTripOf } from './every-trip.js';

/**
 * The job that builds an export's archive (payload: the transfer id).
 *
 * @example
 * DATA_EXPORT_JOB // 'data-export'
 */
export const DATA_EXPORT_JOB = 'data-export';

/**
 * The job that reads an uploaded file and adds its trips and plans (payload: the transfer id).
 *
 * @example
 * DATA_IMPORT_JOB // 'data-import'
 */
export const DATA_IMPORT_JOB = 'data-import';

/**
 * The job that removes an export's archive when it expires (payload: the transfer id).
 *
 * @example
 * DATA_EXPORT_EXPIRY_JOB // 'data-export-expiry'
 */
export const DATA_EXPORT_EXPIRY_JOB = 'data-export-expiry';

/**
 * Where an export's archive is downloaded (GET, the owner's session only; 404 for anyone else).
 *
 * @example
 * dataExportDownloadPath('x1') // '/data-export/x1/download'
 */
export const dataExportDownloadPath = (id: string): string => `/data-export/${encodeURIComponent(id)}/download`;

/** Limits of a zip an import opens: files, and bytes once unpacked. */
export const DATA_IMPORT_ARCHIVE_LIMITS = { maxFiles: 5_000, maxBytes: 200 * 1024 * 1024 } as const;

/** A queued or running transfer older than this is taken as abandoned (a worker died on its last attempt). */
const ACTIVE_FOR_MS = 60 * 60 * 1000;
const PAGE_SIZE = 200;
const NO_SUMMARY: DataTransferSummary = { trips: 0, plans: 0, documents: 0 };

/** What exports and imports need. */
export interface DataTransferDeps {
  readonly transfers: DataTransferStore;
  readonly unit: DataImportUnit;
  readonly archives: Archiver;
  readonly calendars: CalendarWriter;
  readonly trips: TripStore;
  readonly plans: PlanStore;
  readonly documents: DocumentStore;
  readonly blobs: BlobStore;
  readonly accounts: AccountStore;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** How plans get their zones filled on write (the create call's resolver). */
  readonly zones: PlanZoneResolver;
  readonly timeZones: Pick<TimeZoneLookup, 'at' | 'forAirport'>;
  /** The calendar words in a language (the calendar feed's). */
  readonly labels: (language: string) => CalendarFeedLabels;
  readonly publicUrl: string;
  readonly log: (line: string) => void;
}

/** An import refused while writing: the transaction rolls back and the status names the code. */
class ImportRefusal extends Error {
  constructor(
    readonly code: DataImportErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/**
 * One trip of an import, checked and decoded before anything is written.
 *
 * @example
 * const t: ImportedTrip = { trip, plans: [], image: null };
 */
export interface ImportedTrip {
  readonly trip: Trip;
  readonly plans: readonly ImportedPlan[];
  /** An uploaded picture of the trip (checked), or a theme image's url, or null. */
  readonly image: { readonly bytes: Uint8Array; readonly mimeType: string } | { readonly themeUrl: string } | null;
}

/**
 * One plan of an import with its documents (checked).
 *
 * @example
 * const p: ImportedPlan = { plan, documents: [] };
 */
export interface ImportedPlan {
  readonly plan: Plan;
  readonly documents: readonly ImportedDocument[];
}

/**
 * One document of an imported plan.
 *
 * @example
 * const d: ImportedDocument = { name: 'Ticket', bytes, type: 'pdf', createdAt: '2026-11-21T10:00:00.000Z' };
 */
export interface ImportedDocument {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly type: 'gif' | 'jpeg' | 'png' | 'pdf';
  readonly createdAt: string;
}

/**
 * What an import adds, checked: trips with their plans, and unfiled plans.
 *
 * @example
 * const b: ImportBatch = { trips: [], unfiled: [] };
 */
export interface ImportBatch {
  readonly trips: readonly ImportedTrip[];
  readonly unfiled: readonly ImportedPlan[];
}

const refusal = (code: DataImportErrorCode, detail: string): Result<never, ImportRefusal> => err(new ImportRefusal(code, detail));

/**
 * Reads an export document and its archive's files into a checked batch, with the same rules as
 * the calls that create trips, plans and documents: each Trip as POST v2/create/trip reads it
 * (name 1-200, start not after end), each plan decoded by the create call's codec, each document
 * by the upload's checks (kind from its bytes, size, name). Documents whose file is missing (an
 * export.json imported without its archive) are left out. `step` is told after each trip.
 *
 * @example
 * const batch = await checkedImportBatch(doc, files, async () => {});
 */
export async function checkedImportBatch(
  doc: ExportDocumentWire,
  files: ReadonlyMap<string, Uint8Array>,
  step: () => Promise<void>,
): Promise<Result<ImportBatch, ImportRefusal>> {
  const plansOf = (lists: Parameters<typeof exportedPlanWrappers>[0], documents: readonly ExportedDocumentWire[], where: string) => {
    const out: ImportedPlan[] = [];
    for (const [index, wrapper] of exportedPlanWrappers(lists).entries()) {
      const decoded = decodeReservation(wrapper);
      if (!decoded.ok) return refusal('data_import_invalid', `${where} plan ${index + 1}: ${JSON.stringify(decoded.error)}`);
      const exportedUuid = decoded.value.meta.uuid;
      const docs: ImportedDocument[] = [];
      for (const d of documents.filter((x) => x.plan_uuid !== '' && x.plan_uuid === exportedUuid)) {
        const bytes = files.get(d.file);
        if (bytes === undefined) continue;
        const name = checkDocumentName(d.name);
        const checked = checkDocumentUpload({ bytes, mimeType: d.content_type });
        if (!name.ok || !checked.ok) return refusal('data_import_invalid', `${where} document ${d.file}`);
        docs.push({ name: name.value, bytes, type: checked.value, createdAt: Number.isNaN(Date.parse(d.created)) ? '' : d.created });
      }
      out.push({ plan: decoded.value, documents: docs });
    }
    return ok(out);
  };
  const trips: ImportedTrip[] = [];
  for (const [index, t] of doc.Trips.entries()) {
    const where = `trip ${index + 1}`;
    const read = tripInputWire.safeParse(t.Trip);
    if (!read.success) return refusal('data_import_invalid', `${where}: ${read.error.issues[0]?.path.join('.') ?? ''}`);
    const trip = tripFromWire(read.data);
    const dated = checkTripDates(trip);
    if (!dated.ok) return refusal('data_import_invalid', `${where}: end_date`);
    const plans = plansOf(t, t.Documents, where);
    if (!plans.ok) return plans;
    let image: ImportedTrip['image'] = null;
    const theme = TRIP_THEME_IMAGES.map(tripThemeImageUrl).find((url) => url === trip.imageUrl);
    const imageBytes = t.image_file === '' ? undefined : files.get(t.image_file);
    if (imageBytes !== undefined) {
      const checked = checkTripImageBytes(imageBytes);
      if (!checked.ok) return refusal('data_import_invalid', `${where}: image`);
      image = { bytes: imageBytes, mimeType: checked.value.mimeType };
    } else if (theme !== undefined) {
      image = { themeUrl: theme };
    }
    trips.push({ trip, plans: plans.value, image });
    await step();
  }
  const unfiled = plansOf(doc.Unfiled, doc.Unfiled.Documents, 'unfiled');
  if (!unfiled.ok) return unfiled;
  await step();
  if (trips.length === 0 && unfiled.value.length === 0) return refusal('data_import_empty', 'nothing to import');
  return ok({ trips, unfiled: unfiled.value });
}

/** The export document and files of an uploaded file, or why it cannot be read. */
function readUpload(
  bytes: Uint8Array,
  deps: Pick<DataTransferDeps, 'archives' | 'timeZones' | 'clock'>,
): Result<{ doc: ExportDocumentWire; files: ReadonlyMap<string, Uint8Array> }, ImportRefusal> {
  const kind = importFileKind(bytes);
  const fromJson = (text: string, files: ReadonlyMap<string, Uint8Array>) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return refusal('data_import_unreadable', 'export.json is not JSON');
    }
    const head = json as { format?: unknown; version?: unknown } | null;
    if (head === null || typeof head !== 'object' || head.format !== EXPORT_FORMAT) return refusal('data_import_unsupported', 'not a Waybook export');
    if (head.version !== EXPORT_VERSION) return refusal('data_import_version', `version ${String(head.version)}`);
    // What a request body must not hold (NUL bytes, lone surrogates) may not come in through a file either.
    const unclean = firstUncleanPath(json, 'export');
    if (unclean !== null) return refusal('data_import_invalid', unclean);
    const parsed = exportDocumentWire.safeParse(json);
    if (!parsed.success) return refusal('data_import_invalid', parsed.error.issues[0]?.path.join('.') ?? '');
    return ok({ doc: parsed.data, files });
  };
  const text = (b: Uint8Array) => decodeUtf8(b).replace(/^\uFEFF/, '');
  if (kind === 'json') return fromJson(text(bytes), new Map());
  if (kind === 'ics') {
    const feed = readTripItFeed(text(bytes), { airport: (code) => deps.timeZones.forAirport(code), at: (lat, lon) => deps.timeZones.at(lat, lon) });
    if (!feed.ok) return refusal(feed.error === 'no-events' ? 'data_import_empty' : 'data_import_unreadable', feed.error);
    const doc = tripItExportDocument(feed.value, deps.clock.now().toISOString());
    const unclean = firstUncleanPath(doc, 'feed');
    return unclean === null ? ok({ doc, files: new Map() }) : refusal('data_import_invalid', unclean);
  }
  if (kind === 'zip') {
    const unpacked = deps.archives.unzip(bytes, DATA_IMPORT_ARCHIVE_LIMITS);
    if (unpacked === 'too-large') return refusal('data_import_too_large', 'archive');
    if (unpacked === 'unreadable') return refusal('data_import_unreadable', 'archive');
    const files = new Map(unpacked.map((f) => [f.path, f.bytes] as const));
    const json = files.get('export.json');
    return json === undefined ? refusal('data_import_unsupported', 'no export.json') : fromJson(text(json), files);
  }
  return refusal('data_import_unsupported', 'unknown file kind');
}

/**
 * Exports and imports of a user's data (beyond the spec): the calls POST v2/startExport, GET
 * v2/exportStatus/:id, POST v2/startImport and GET v2/importStatus/:id, the archive download, and
 * the three jobs (build an export, run an import, remove an expired archive).
 *
 * @example
 * const transfers = new DataTransferService(deps);
 * const handlers = transfers.handlers();
 */
export class DataTransferService {
  constructor(private readonly deps: DataTransferDeps) {}

  handlers(): BoundHandler[] {
    const { deps } = this;
    return [
      bind(startExportEntry, async ({ body }, ctx) => {
        const tripUuid = body.trip_uuid.trim();
        if (tripUuid !== '' && (await deps.trips.get(tripUuid, ctx.userId)) === undefined) return err(commonErrors.notFound);
        if (await this.busy(ctx.userId, 'export')) return err(DATA_TRANSFER_ERRORS.exportBusy);
        const transfer = this.newTransfer(ctx.userId, 'export', { tripUuid });
        await deps.transfers.create(transfer);
        await deps.jobs.enqueue({ kind: DATA_EXPORT_JOB, payload: { id: transfer.id } }, deps.clock.now());
        return ok({ DataTransfer: this.wire(transfer) });
      }),
      bind(exportStatusEntry, async ({ params }, ctx) => this.status(params.id, ctx.userId, 'export')),
      bind(startImportEntry, async ({ body }, ctx) => {
        const bytes = body.data.startsWith('data:') ? null : decodeBase64(body.data);
        if (bytes === null || bytes.length === 0) return err(DATA_TRANSFER_ERRORS.unreadable);
        if (bytes.length > DATA_IMPORT_MAX_BYTES) return err(DATA_TRANSFER_ERRORS.tooLarge);
        if (importFileKind(bytes) === null) return err(DATA_TRANSFER_ERRORS.unsupported);
        if (await this.busy(ctx.userId, 'import')) return err(DATA_TRANSFER_ERRORS.importBusy);
        const blobId = deps.ids.uuid();
        await deps.blobs.put({ id: blobId, contentType: 'application/octet-stream', bytes }, ctx.userId);
        const transfer = this.newTransfer(ctx.userId, 'import', { blobId, fileName: body.name.trim().slice(0, 255) });
        await deps.transfers.create(transfer);
        await deps.jobs.enqueue({ kind: DATA_IMPORT_JOB, payload: { id: transfer.id } }, deps.clock.now());
        return ok({ DataTransfer: this.wire(transfer) });
      }),
      bind(importStatusEntry, async ({ params }, ctx) => this.status(params.id, ctx.userId, 'import')),
    ];
  }

  /** The archive of a finished, unexpired export, for its owner only; undefined for anyone else. */
  async archive(id: string, userId: string): Promise<{ readonly fileName: string; readonly bytes: Uint8Array } | undefined> {
    const t = await this.deps.transfers.get(id);
    if (t === undefined || t.userId !== userId || t.kind !== 'export' || dataTransferStateAt(t, this.deps.clock.now()) !== 'done' || t.blobId === '')
      return undefined;
    const blob = await this.deps.blobs.get(t.blobId);
    return blob === undefined ? undefined : { fileName: t.fileName, bytes: blob.bytes };
  }

  /** Runs one job of the three kinds. */
  async run(job: Job): Promise<void> {
    const id = typeof job.payload['id'] === 'string' ? job.payload['id'] : '';
    const t = await this.deps.transfers.get(id);
    if (t === undefined) return;
    if (job.kind === DATA_EXPORT_EXPIRY_JOB) return this.expire(t);
    if (t.state === 'done' || t.state === 'failed' || t.state === 'expired') return;
    if (job.kind === DATA_EXPORT_JOB) return this.runExport(t);
    if (job.kind === DATA_IMPORT_JOB) return this.runImport(t);
  }

  private newTransfer(userId: string, kind: DataTransfer['kind'], o: { tripUuid?: string; blobId?: string; fileName?: string }): DataTransfer {
    return {
      id: this.deps.ids.token(24),
      userId,
      kind,
      state: 'queued',
      tripUuid: o.tripUuid ?? '',
      progressDone: 0,
      progressTotal: 0,
      errorCode: '',
      fileName: o.fileName ?? '',
      blobId: o.blobId ?? '',
      summary: NO_SUMMARY,
      createdAt: this.deps.clock.now(),
      expiresAt: null,
    };
  }

  private async busy(userId: string, kind: DataTransfer['kind']): Promise<boolean> {
    const active = await this.deps.transfers.active(userId, kind);
    return active !== undefined && this.deps.clock.now().getTime() - active.createdAt.getTime() < ACTIVE_FOR_MS;
  }

  private async status(id: string, userId: string, kind: DataTransfer['kind']) {
    const t = await this.deps.transfers.get(id);
    if (t === undefined || t.userId !== userId || t.kind !== kind) return err(commonErrors.notFound);
    return ok({ DataTransfer: this.wire(t) });
  }

  private wire(t: DataTransfer): DataTransferWire {
    const state = dataTransferStateAt(t, this.deps.clock.now());
    return {
      id: t.id,
      kind: t.kind,
      state,
      progress_done: t.progressDone,
      progress_total: t.progressTotal,
      trip_uuid: t.tripUuid,
      error_code: t.errorCode,
      file_name: t.fileName,
      download_url: state === 'done' && t.kind === 'export' ? dataExportDownloadPath(t.id) : '',
      expires_at: t.expiresAt === null ? '' : t.expiresAt.toISOString(),
      Summary: { ...t.summary },
    };
  }

  private async expire(t: DataTransfer): Promise<void> {
    if (t.blobId !== '') await this.deps.blobs.delete(t.blobId);
    await this.deps.transfers.update(t.id, { state: t.state === 'done' ? 'expired' : t.state, blobId: '' });
  }

  /** Every trip the user takes part in (own and shared), by uuid. */
  private async tripUuids(userId: string): Promise<string[]> {
    return (await everyTripOf(this.deps.trips, userId, this.deps.clock.now())).map((t) => t.uuid);
  }

  private async unfiledPlans(userId: string): Promise<StoredPlan[]> {
    const out: StoredPlan[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await this.deps.plans.listUnfiled(userId, pageNum, PAGE_SIZE);
      out.push(...page.items);
      if (pageNum >= page.maxPage) break;
    }
    return out;
  }

  /** The documents of plans: their wire objects and the archive files of their bytes. */
  private async documentsOf(plans: readonly Plan[]): Promise<{ wire: ExportedDocumentWire[]; files: ArchiveFile[] }> {
    const wire: ExportedDocumentWire[] = [];
    const files: ArchiveFile[] = [];
    for (const plan of plans) {
      for (const doc of await this.deps.documents.listForPlan(plan.meta.uuid)) {
        const blob = await this.deps.blobs.get(doc.blobId);
        if (blob === undefined) continue;
        const file = exportDocumentPath(plan.meta.uuid, doc.uuid, doc.name, doc.contentType === 'jpeg' ? 'jpg' : doc.contentType);
        const { url: _url, thumbnail_url: _thumbnail, ...out } = documentOut(doc);
        wire.push({ plan_uuid: plan.meta.uuid, ...out, file });
        files.push({ path: file, bytes: blob.bytes });
      }
    }
    return { wire, files };
  }

  private async runExport(t: DataTransfer): Promise<void> {
    const { deps } = this;
    try {
      const profile = await deps.accounts.profile(t.userId);
      if (profile === undefined) return await deps.transfers.update(t.id, { state: 'failed', errorCode: 'data_export_failed' });
      const uuids = t.tripUuid === '' ? await this.tripUuids(t.userId) : [t.tripUuid];
      const total = uuids.length + 2;
      let done = 0;
      await deps.transfers.update(t.id, { state: 'running', progressDone: 0, progressTotal: total });
      const step = async () => deps.transfers.update(t.id, { progressDone: (done += 1) });
      const labels = deps.labels(profile.languageTag);
      const trips: Record<string, unknown>[] = [];
      let unfiledLists: Record<string, unknown> = { ...objectLists([], 'owner'), Documents: [] };
      const files: ArchiveFile[] = [];
      const events: CalendarEvent[] = [];
      const csv: PlanCsvEntry[] = [];
      const summary = { trips: 0, plans: 0, documents: 0 };
      let tripName = '';
      for (const uuid of uuids) {
        const found = await deps.trips.get(uuid, t.userId);
        if (found !== undefined) {
          const { trip, role } = found;
          tripName = trip.displayName;
          const stored = (await deps.plans.listForTrip(uuid)).map((p) => p.plan);
          const seen = this.seenPlans(stored, role);
          const docs = await this.documentsOf(seen);
          const imageFile = await this.tripImage(trip, files);
          trips.push({ Trip: tripAnswerFor(found, t.userId).Trip, ...objectLists(seen, role), Documents: docs.wire, image_file: imageFile });
          files.push(...docs.files);
          const address = trip.primaryLocationAddress;
          const timeZone = address && address.latitude !== null && address.longitude !== null ? deps.timeZones.at(address.latitude, address.longitude) : null;
          events.push(...feedTripEvents({ trip, role, timeZone, plans: stored }, labels, { detailed: true, localTime: false }, deps.publicUrl));
          csv.push(...seen.map((plan) => ({ plan, trip: { uuid, name: trip.displayName } })));
          summary.trips += 1;
          summary.plans += seen.length;
          summary.documents += docs.wire.length;
        }
        await step();
      }
      if (t.tripUuid === '') {
        const unfiled = (await this.unfiledPlans(t.userId)).map((p) => p.plan);
        const docs = await this.documentsOf(unfiled);
        unfiledLists = { ...objectLists(unfiled, 'owner'), Documents: docs.wire };
        files.push(...docs.files);
        csv.push(...unfiled.map((plan) => ({ plan, trip: null })));
        summary.plans += unfiled.length;
        summary.documents += docs.wire.length;
      }
      await step();
      const now = deps.clock.now();
      const doc = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exported_at: now.toISOString(),
        scope: t.tripUuid === '' ? 'account' : 'trip',
        ...(t.tripUuid === '' ? { Profile: profileToWire(profile).Profile } : {}),
        Trips: trips,
        Unfiled: unfiledLists,
      };
      const archive = deps.archives.zip([
        { path: 'export.json', bytes: encodeUtf8(`${JSON.stringify(doc, null, 2)}\n`) },
        { path: 'trips.ics', bytes: encodeUtf8(deps.calendars.write(events, { now, calendarName: labels.name })) },
        { path: 'plans.csv', bytes: encodeUtf8(plansCsv(csv)) },
        ...files,
      ]);
      const blobId = deps.ids.uuid();
      await deps.blobs.put({ id: blobId, contentType: 'application/zip', bytes: archive }, t.userId);
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_LIFETIME_HOURS * 3_600_000);
      const fileName = exportFileName(now.toISOString().slice(0, 10), t.tripUuid === '' ? '' : tripName);
      await deps.transfers.update(t.id, { state: 'done', progressDone: total, blobId, fileName, expiresAt, summary });
      await deps.jobs.enqueue({ kind: DATA_EXPORT_EXPIRY_JOB, payload: { id: t.id }, runAt: expiresAt }, now);
    } catch (e) {
      deps.log(`data export ${t.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      await deps.transfers.update(t.id, { state: 'failed', errorCode: 'data_export_failed' });
    }
  }

  /** Each plan as the role sees it (viewers: no costs, confirmation numbers or travelers). */
  private seenPlans(plans: readonly Plan[], role: TripRole): Plan[] {
    return plans.map((plan) => planAsSeenBy(plan, role));
  }

  /** Adds an uploaded trip picture to the archive; answers its path, or ''. */
  private async tripImage(trip: Trip, files: ArchiveFile[]): Promise<string> {
    const prefix = tripImagePath('');
    if (!trip.imageUrl.startsWith(prefix)) return '';
    const blob = await this.deps.blobs.get(decodeURIComponent(trip.imageUrl.slice(prefix.length)));
    if (blob === undefined) return '';
    const extension = blob.contentType === 'image/png' ? 'png' : blob.contentType === 'image/gif' ? 'gif' : 'jpg';
    const path = `trip-images/${trip.uuid.replace(/[^A-Za-z0-9_-]+/g, '-')}.${extension}`;
    files.push({ path, bytes: blob.bytes });
    return path;
  }

  private async runImport(t: DataTransfer): Promise<void> {
    const { deps } = this;
    const fail = async (code: string) => deps.transfers.update(t.id, { state: 'failed', errorCode: code });
    try {
      const upload = t.blobId === '' ? undefined : await deps.blobs.get(t.blobId);
      if (upload === undefined) return await fail('data_import_unreadable');
      const read = readUpload(upload.bytes, deps);
      if (!read.ok) return await fail(read.error.code);
      const total = read.value.doc.Trips.length + 2;
      let done = 0;
      await deps.transfers.update(t.id, { state: 'running', progressDone: 0, progressTotal: total });
      const batch = await checkedImportBatch(read.value.doc, read.value.files, async () => deps.transfers.update(t.id, { progressDone: (done += 1) }));
      if (!batch.ok) return await fail(batch.error.code);
      const summary = await deps.unit.run((stores) => this.write(t.userId, batch.value, stores));
      await deps.transfers.update(t.id, { state: 'done', progressDone: total, summary });
    } catch (e) {
      if (e instanceof ImportRefusal) {
        await fail(e.code);
      } else {
        deps.log(`data import ${t.id} failed: ${e instanceof Error ? e.message : String(e)}`);
        await fail('data_import_failed');
      }
    } finally {
      if (t.blobId !== '') {
        await deps.blobs.delete(t.blobId);
        await deps.transfers.update(t.id, { blobId: '' });
      }
    }
  }

  /** Writes a checked batch through the create calls' rules, in the unit's transaction; a refusal throws (all rolled back). */
  private async write(userId: string, batch: ImportBatch, stores: DataImportStores): Promise<DataTransferSummary> {
    const { clock, ids } = this.deps;
    const writer = planWriter({ ...stores, clock, ids, zones: this.deps.zones });
    const profile = await stores.accounts.profile(userId);
    const access = { isPro: profile?.isPro === true, isTrial: false, isEnterprisePro: profile?.isEnterprisePro === true, isInGracePeriod: false };
    const maxDocuments = documentLimitOf(access, { shouldAllowProPurchase: profile?.shouldAllowProPurchase === true }).max;
    const summary = { trips: 0, plans: 0, documents: 0 };
    const writePlans = async (plans: readonly ImportedPlan[], tripUuid: string) => {
      for (const { plan, documents } of plans) {
        // Read-only booking fields: the booking's own facts (record locator, cancellation) are
        // kept; what only Waybook decides (booked with us, possible cancellation) is not.
        const serverBooking = { ...EMPTY_BOOKING_FIELDS, recordLocator: plan.booking.recordLocator, cancellationDateTime: plan.booking.cancellationDateTime };
        const created = await writer.create(plan, { tripUuid, userId, serverBooking });
        if (!created.ok) throw new ImportRefusal('data_import_invalid', created.error.detailedErrorCode);
        summary.plans += 1;
        for (const d of documents) {
          const blobId = ids.uuid();
          await stores.blobs.put({ id: blobId, contentType: documentMimeType(d.type), bytes: d.bytes }, userId);
          const size = d.type === 'pdf' ? null : imageDimensions(d.bytes, d.type);
          const added = await stores.documents.add(
            {
              uuid: ids.uuid(),
              planUuid: created.value.meta.uuid,
              blobId,
              name: d.name,
              contentType: documentTypeOfMime(documentMimeType(d.type)) ?? d.type,
              sizeBytes: d.bytes.length,
              width: size?.width ?? null,
              height: size?.height ?? null,
              createdAt: d.createdAt === '' ? clock.now().toISOString() : d.createdAt,
            },
            maxDocuments,
          );
          if (added === 'limit') throw new ImportRefusal('data_import_document_limit', `more than ${maxDocuments} documents on a plan`);
          if (added !== 'added') throw new ImportRefusal('data_import_failed', `document ${added}`);
          summary.documents += 1;
        }
      }
    };
    for (const imported of batch.trips) {
      const uuid = ids.uuid();
      let imageUrl = '';
      if (imported.image !== null && 'themeUrl' in imported.image) imageUrl = imported.image.themeUrl;
      if (imported.image !== null && 'bytes' in imported.image) {
        const blobId = ids.uuid();
        await stores.blobs.put({ id: blobId, contentType: imported.image.mimeType, bytes: imported.image.bytes }, userId);
        imageUrl = tripImagePath(blobId);
      }
      const base: Trip = { ...EMPTY_TRIP, uuid, imageUrl, relativeUrl: buildPath('trip_summary', { tripUuid: uuid }), lastModified: writer.stamp() };
      await stores.trips.create(userId, withEditableFields(base, imported.trip));
      await stores.legacyIds.register('trip', uuid);
      summary.trips += 1;
      await writePlans(imported.plans, uuid);
    }
    await writePlans(batch.unfiled, '');
    return summary;
  }
}
