import { importBookingFileEntry, type ImportedPlanWire } from '../contract/imports/import-entries.js';
import { getPlanImportEntry, type PlanImportWire } from '../contract/imports/plan-import-entries.js';
import { BOOKING_FILE_MAX_BYTES, bookingFileKind } from '../domain/imports/booking-file.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { CachePolicy } from './cache-policy.js';
import { encodeBase64 } from './document-service.js';
import type { TripCacheValues } from './trip-service.js';

/**
 * One plan an upload wrote or found, as the app shows it: its page (`path`, under the app) and
 * what happened to it (new, brought up to date, already so, or a changed flight to resolve).
 *
 * @example
 * const p: BookingImportPlan = { uuid: 'p1', type: 'air', name: 'AF 1234 CDG → JFK', tripUuid: 't1', path: '/trips/t1/air/s1', outcome: 'created' };
 */
export interface BookingImportPlan {
  readonly uuid: string;
  readonly type: string;
  readonly name: string;
  /** '' for Unfiled Items. */
  readonly tripUuid: string;
  readonly path: string;
  readonly outcome: ImportedPlanWire['outcome'];
}

/**
 * What an upload did: its plans, the trip new plans went to ('' for Unfiled Items), whether that
 * trip was created for them, and by how many days an existing trip was extended.
 *
 * @example
 * const o: BookingImportOutcome = { plans: [], tripUuid: 't1', createdTrip: true, extendedDays: 0 };
 */
export interface BookingImportOutcome {
  readonly plans: readonly BookingImportPlan[];
  readonly tripUuid: string;
  readonly createdTrip: boolean;
  readonly extendedDays: number;
}

/**
 * Why an upload was refused: larger than the limit, a file the importer cannot read (PDFs and
 * images of boarding passes among them), no reservation in it, the trip is not the user's to
 * change (or is gone), or the call failed for another reason (network, server).
 *
 * @example
 * const f: BookingImportFailure = { kind: 'unsupported' };
 */
export type BookingImportFailure =
  { readonly kind: 'too-large' | 'unsupported' | 'nothing-found' | 'not-allowed' } | { readonly kind: 'failed'; readonly failure: ApiFailure };

/**
 * Where an imported plan came from, as its page says so: the message's subject, sender and
 * received instant (ISO 8601), the extractor, and the original message's address ('' when the
 * reader may not open it or none was kept).
 *
 * @example
 * const p: PlanProvenance = { extractor: 'json-ld', messageId: '<a@b>', subject: 'Your flight', sender: 'news@airline.example', received: '2026-11-20T08:00:00.000Z', imported: '2026-11-20T08:05:00.000Z', originalUrl: '' };
 */
export interface PlanProvenance {
  readonly extractor: string;
  readonly messageId: string;
  readonly subject: string;
  readonly sender: string;
  readonly received: string;
  readonly imported: string;
  readonly originalUrl: string;
}

const FAILURE_OF_CODE: ReadonlyMap<string, Exclude<BookingImportFailure['kind'], 'failed'>> = new Map([
  ['import_file_too_large', 'too-large'],
  ['payload_too_large', 'too-large'],
  ['import_file_unsupported', 'unsupported'],
  ['invalid_field:data', 'unsupported'],
  ['import_nothing_found', 'nothing-found'],
  ['trip_permission_denied', 'not-allowed'],
]);

/**
 * What a refused upload means for the user: each refusal of POST v2/importBookingFile its own
 * kind (a body over the server's limit is too large; a trip that is not found is not allowed).
 *
 * @example
 * bookingImportFailureOf({ kind: 'http', status: 422, code: 'unprocessable_entity', detailedErrorCode: 'import_nothing_found', description: '' }) // { kind: 'nothing-found' }
 * bookingImportFailureOf({ kind: 'network' }) // { kind: 'failed', failure: { kind: 'network' } }
 */
export function bookingImportFailureOf(failure: ApiFailure): BookingImportFailure {
  if (failure.kind !== 'http') return { kind: 'failed', failure };
  if (failure.status === 413) return { kind: 'too-large' };
  if (failure.status === 404) return { kind: 'not-allowed' };
  const kind = FAILURE_OF_CODE.get(failure.detailedErrorCode);
  return kind === undefined ? { kind: 'failed', failure } : { kind };
}

const planOf = (p: ImportedPlanWire): BookingImportPlan => ({
  uuid: p.uuid,
  type: p.type,
  name: p.display_name,
  tripUuid: p.trip_uuid,
  path: p.relative_url,
  outcome: p.outcome,
});

const provenanceOf = (p: PlanImportWire): PlanProvenance => ({
  extractor: p.extractor,
  messageId: p.message_id,
  subject: p.subject,
  sender: p.sender,
  received: p.received,
  imported: p.imported,
  originalUrl: p.original_url,
});

/**
 * The booking import use cases of the app: uploading a confirmation (.eml, .ics, .pkpass), checked
 * first with the server's own rules (size, kind from the bytes) so most refusals never leave the
 * device, and reading where an imported plan came from. A successful upload makes the cached trip
 * lists stale.
 *
 * @example
 * const imports = new BookingImportService(transport, cache);
 * const r = await imports.upload('flight.eml', bytes, '');
 */
export class BookingImportService {
  constructor(
    private readonly api: ApiTransport,
    private readonly tripCache?: Pick<CachePolicy<TripCacheValues>, 'invalidate'>,
  ) {}

  /** Uploads a booking file into a trip (or, with '', wherever the import rules place it). */
  async upload(name: string, bytes: Uint8Array, tripUuid: string): Promise<Result<BookingImportOutcome, BookingImportFailure>> {
    if (bytes.length > BOOKING_FILE_MAX_BYTES) return err({ kind: 'too-large' });
    const kind = bookingFileKind(bytes);
    if (kind === null) return err({ kind: 'unsupported' });
    const r = await this.api.call(importBookingFileEntry, { body: { name: name.slice(0, 255), data: encodeBase64(bytes), trip_uuid: tripUuid } });
    if (!r.ok) return err(bookingImportFailureOf(r.error));
    this.tripCache?.invalidate('trips:list');
    const v = r.value.ImportResult;
    return ok({ plans: v.Plans.map(planOf), tripUuid: v.trip_uuid, createdTrip: v.created_trip === 'true', extendedDays: v.extended_days });
  }

  /** Where a plan came from; null when it was not imported (or the user cannot read it). */
  async provenance(planUuid: string): Promise<Result<PlanProvenance | null, ApiFailure>> {
    const r = await this.api.call(getPlanImportEntry, { query: { plan_uuid: planUuid } });
    if (r.ok) return ok(provenanceOf(r.value.PlanImport));
    return r.error.kind === 'http' && r.error.status === 404 ? ok(null) : r;
  }
}
