import { z } from 'zod';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, noBody, nothing } from '../entry.js';

/**
 * The largest file an import takes (a Waybook archive with its documents, export.json or a
 * TripIt .ics): 25 MiB.
 *
 * @example
 * DATA_IMPORT_MAX_BYTES // 26214400
 */
export const DATA_IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The largest JSON body of POST v2/startImport: the file in base64, and room for the name.
 *
 * @example
 * DATA_IMPORT_BODY_MAX_BYTES // 34963136
 */
export const DATA_IMPORT_BODY_MAX_BYTES = Math.ceil(DATA_IMPORT_MAX_BYTES / 3) * 4 + 10_000;

/**
 * Where an export or import stands: waiting for the job queue, running (progress_done of
 * progress_total steps), done (an export's archive downloadable at download_url until
 * expires_at; an import's summary counts what was added), failed (error_code says why, nothing
 * was written) or expired (the archive is gone).
 *
 * @example
 * dataTransferWire.parse({ id: 'x', kind: 'export', state: 'running', progress_done: 1, progress_total: 3, trip_uuid: '', error_code: '', file_name: '', download_url: '', expires_at: '', Summary: { trips: 0, plans: 0, documents: 0 } })
 */
export const dataTransferWire = z.object({
  id: z.string(),
  kind: z.enum(['export', 'import']),
  state: z.enum(['queued', 'running', 'done', 'failed', 'expired']),
  progress_done: z.number().int().nonnegative(),
  progress_total: z.number().int().nonnegative(),
  trip_uuid: z.string(),
  error_code: z.string(),
  file_name: z.string(),
  download_url: z.string(),
  expires_at: z.string(),
  Summary: z.object({ trips: z.number().int().nonnegative(), plans: z.number().int().nonnegative(), documents: z.number().int().nonnegative() }),
});

/**
 * The wire shape of an export's or import's status.
 *
 * @example
 * const t: DataTransferWire = dataTransferWire.parse(json);
 */
export type DataTransferWire = z.output<typeof dataTransferWire>;

const oneTransfer = z.object({ DataTransfer: dataTransferWire });
const transferId = z.object({ id: z.string().min(1).max(64) });

/**
 * POST v2/startExport (designed here, beyond the spec): starts an export of everything the caller
 * has (trips, plans, documents, profile), or of one trip they take part in (trip_uuid). A
 * background job builds the archive; the answer is its status, to follow with v2/exportStatus.
 *
 * @example
 * const { DataTransfer } = await api.call(startExportEntry, { body: { trip_uuid: '' } });
 */
export const startExportEntry = defineEntry({
  id: 'startExport',
  method: 'POST',
  path: 'v2/startExport',
  auth: 'session',
  summary:
    'Starts an export of the caller’s data as a .zip archive (export.json with the API’s wire names, trips.ics, plans.csv ' +
    'and the plan documents): everything, or one trip the caller takes part in when trip_uuid is given (404 otherwise). ' +
    'Runs as a background job; answers its status. 429 data_export_busy while another export of the caller runs.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ trip_uuid: z.string().max(100).default('') }) },
  response: oneTransfer,
});

/**
 * GET v2/exportStatus/:id: where an export of the caller stands (404 for anyone else's).
 *
 * @example
 * const { DataTransfer } = await api.call(exportStatusEntry, { params: { id } });
 */
export const exportStatusEntry = defineEntry({
  id: 'exportStatus',
  method: 'GET',
  path: 'v2/exportStatus/:id',
  auth: 'session',
  summary:
    'Where one of the caller’s exports stands: progress, then download_url (the archive, for the caller only, until ' +
    'expires_at), or error_code. Another user’s export answers 404.',
  params: transferId,
  query: nothing,
  body: noBody,
  response: oneTransfer,
});

/**
 * POST v2/startImport (designed here): uploads a file to import (base64 in `data`, at most 25
 * MiB): a Waybook archive (.zip) or its export.json, or a TripIt iCal feed (.ics). A background
 * job reads it and adds its trips and plans in one transaction (nothing when it fails).
 *
 * @example
 * const { DataTransfer } = await api.call(startImportEntry, { body: { name: 'waybook-export.zip', data: base64 } });
 */
export const startImportEntry = defineEntry({
  id: 'startImport',
  method: 'POST',
  path: 'v2/startImport',
  auth: 'session',
  summary:
    'Uploads a file to import into the caller’s account, base64 in `data`, at most 25 MiB: a Waybook export (.zip archive ' +
    'or export.json) or a TripIt iCal feed (.ics), told by its bytes. A background job adds its trips, plans and ' +
    'documents in one transaction: all of it, or nothing with error_code saying why. Refusals: 400 data_import_unsupported, ' +
    'data_import_too_large, invalid_field:data; 429 data_import_busy while another import of the caller runs.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ name: z.string().max(255).default(''), data: z.string().min(1) }) },
  response: oneTransfer,
  maxBodyBytes: DATA_IMPORT_BODY_MAX_BYTES,
});

/**
 * GET v2/importStatus/:id: where an import of the caller stands (404 for anyone else's).
 *
 * @example
 * const { DataTransfer } = await api.call(importStatusEntry, { params: { id } });
 */
export const importStatusEntry = defineEntry({
  id: 'importStatus',
  method: 'GET',
  path: 'v2/importStatus/:id',
  auth: 'session',
  summary:
    'Where one of the caller’s imports stands: progress, then the Summary of what was added, or error_code (nothing was ' +
    'added). Another user’s import answers 404.',
  params: transferId,
  query: nothing,
  body: noBody,
  response: oneTransfer,
});

/**
 * Why an import failed (a status's error_code, which the app words in the reader's language) or
 * was refused at upload.
 *
 * @example
 * DATA_IMPORT_ERROR_CODES.includes('data_import_invalid') // true
 */
export const DATA_IMPORT_ERROR_CODES = [
  'data_import_unsupported',
  'data_import_too_large',
  'data_import_unreadable',
  'data_import_version',
  'data_import_invalid',
  'data_import_empty',
  'data_import_document_limit',
  'data_import_failed',
] as const;

/**
 * One import error code.
 *
 * @example
 * const c: DataImportErrorCode = 'data_import_empty';
 */
export type DataImportErrorCode = (typeof DATA_IMPORT_ERROR_CODES)[number];

/**
 * The refusals of the export and import calls, with the spec's Error object.
 *
 * @example
 * DATA_TRANSFER_ERRORS.unsupported.detailedErrorCode // 'data_import_unsupported'
 */
export const DATA_TRANSFER_ERRORS = {
  unsupported: apiError(400, 'bad_request', 'data_import_unsupported', 'Upload a Waybook export (.zip or export.json) or a TripIt calendar (.ics).'),
  tooLarge: apiError(400, 'bad_request', 'data_import_too_large', 'The file is larger than 25 MiB.'),
  unreadable: apiError(400, 'bad_request', 'invalid_field:data', 'The file is not valid base64.'),
  exportBusy: apiError(429, 'too_many_requests', 'data_export_busy', 'An export is already being prepared.'),
  importBusy: apiError(429, 'too_many_requests', 'data_import_busy', 'An import is already running.'),
} as const satisfies Record<string, ApiError>;

/**
 * The export and import calls.
 *
 * @example
 * DATA_TRANSFER_ENTRIES.length // 4
 */
export const DATA_TRANSFER_ENTRIES = [startExportEntry, exportStatusEntry, startImportEntry, importStatusEntry] as const;
