import {
  DATA_IMPORT_ERROR_CODES,
  DATA_IMPORT_MAX_BYTES,
  exportStatusEntry,
  importStatusEntry,
  startExportEntry,
  startImportEntry,
  type DataImportErrorCode,
  type DataTransferWire,
} from '../contract/data-export/data-transfer-entries.js';
import type { DataTransferState, DataTransferSummary } from '../domain/data-export/data-transfer.js';
import { importFileKind } from '../domain/data-export/data-transfer.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { CachePolicy } from './cache-policy.js';
import { encodeBase64 } from './document-service.js';
import type { TripCacheValues } from './trip-service.js';

/**
 * An export or import as the data settings screen shows it: its state, how far it got (0 to 1,
 * or null before the job knows its size), the archive's address once an export is ready, what an
 * import added, and why it failed.
 *
 * @example
 * const v: DataTransferView = { id: 'x', state: 'running', progress: 0.5, downloadUrl: '', fileName: '', summary: { trips: 0, plans: 0, documents: 0 }, failure: null };
 */
export interface DataTransferView {
  readonly id: string;
  readonly state: DataTransferState;
  readonly progress: number | null;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly summary: DataTransferSummary;
  readonly failure: DataTransferFailure | null;
}

/**
 * Why an export or an import did not happen, for the message the screen shows: an import's own
 * codes (the file kind, its size, unreadable, another version, invalid content, nothing in it,
 * too many documents on a plan), `busy` when one is already running, `export-failed`, and
 * `failed` for anything else (network, server).
 *
 * @example
 * const f: DataTransferFailure = 'data_import_invalid';
 */
export type DataTransferFailure = DataImportErrorCode | 'busy' | 'export-failed' | 'failed';

/**
 * How often the screen asks again while a transfer is queued or running, in ms.
 *
 * @example
 * DATA_TRANSFER_POLL_MS // 1000
 */
export const DATA_TRANSFER_POLL_MS = 1000;

const isImportCode = (code: string): code is DataImportErrorCode => (DATA_IMPORT_ERROR_CODES as readonly string[]).includes(code);

/**
 * The failure a status's error code or a refused call means.
 *
 * @example
 * dataTransferFailureOf('data_import_empty') // 'data_import_empty'
 * dataTransferFailureOf({ kind: 'network' }) // 'failed'
 */
export function dataTransferFailureOf(error: string | ApiFailure): DataTransferFailure {
  if (typeof error === 'string') return isImportCode(error) ? error : error === 'data_export_failed' ? 'export-failed' : 'failed';
  if (error.kind !== 'http') return 'failed';
  if (error.status === 413) return 'data_import_too_large';
  if (error.status === 429) return 'busy';
  if (error.detailedErrorCode === 'invalid_field:data') return 'data_import_unreadable';
  return isImportCode(error.detailedErrorCode) ? error.detailedErrorCode : 'failed';
}

/**
 * A status on the wire as the screen shows it.
 *
 * @example
 * dataTransferViewOf(wire).progress // 0.5 for 1 of 2 steps
 */
export function dataTransferViewOf(w: DataTransferWire): DataTransferView {
  return {
    id: w.id,
    state: w.state,
    progress: w.state === 'done' ? 1 : w.progress_total > 0 ? Math.min(1, w.progress_done / w.progress_total) : null,
    downloadUrl: w.download_url,
    fileName: w.file_name,
    summary: { ...w.Summary },
    failure: w.state === 'failed' ? dataTransferFailureOf(w.error_code) : null,
  };
}

/**
 * The export and import use cases of the app (the data settings screen and a trip's "Export this
 * trip"): start an export of everything or of one trip, start an import of a Waybook archive or
 * export.json or of a TripIt .ics (checked first with the server's rules: size and kind from the
 * bytes), and follow either. A finished import makes the cached trip lists stale.
 *
 * @example
 * const transfers = new DataTransferClient(api, cache);
 * const started = await transfers.startExport('');
 */
export class DataTransferClient {
  constructor(
    private readonly api: ApiTransport,
    private readonly tripCache?: Pick<CachePolicy<TripCacheValues>, 'invalidate'>,
  ) {}

  /** Starts an export of everything ('') or of one trip. */
  async startExport(tripUuid: string): Promise<Result<DataTransferView, DataTransferFailure>> {
    const r = await this.api.call(startExportEntry, { body: { trip_uuid: tripUuid } });
    return r.ok ? ok(dataTransferViewOf(r.value.DataTransfer)) : err(dataTransferFailureOf(r.error));
  }

  /** Where an export stands. */
  async exportStatus(id: string): Promise<Result<DataTransferView, DataTransferFailure>> {
    const r = await this.api.call(exportStatusEntry, { params: { id } });
    return r.ok ? ok(dataTransferViewOf(r.value.DataTransfer)) : err(dataTransferFailureOf(r.error));
  }

  /** Uploads a file to import; refused here already when too large or of another kind. */
  async startImport(name: string, bytes: Uint8Array): Promise<Result<DataTransferView, DataTransferFailure>> {
    if (bytes.length > DATA_IMPORT_MAX_BYTES) return err('data_import_too_large');
    if (importFileKind(bytes) === null) return err('data_import_unsupported');
    const r = await this.api.call(startImportEntry, { body: { name: name.slice(0, 255), data: encodeBase64(bytes) } });
    return r.ok ? ok(dataTransferViewOf(r.value.DataTransfer)) : err(dataTransferFailureOf(r.error));
  }

  /** Where an import stands; once done, the trip lists are read again. */
  async importStatus(id: string): Promise<Result<DataTransferView, DataTransferFailure>> {
    const r = await this.api.call(importStatusEntry, { params: { id } });
    if (!r.ok) return err(dataTransferFailureOf(r.error));
    const view = dataTransferViewOf(r.value.DataTransfer);
    if (view.state === 'done') this.tripCache?.invalidate('trips:list');
    return ok(view);
  }
}
