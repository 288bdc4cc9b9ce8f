import { z } from 'zod';
import { BOOKING_FILE_MAX_BYTES } from '../../domain/imports/booking-file.js';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, nothing } from '../entry.js';

/**
 * The largest JSON body of an import upload: the file's 10 MiB in base64, and room for the rest.
 *
 * @example
 * IMPORT_UPLOAD_BODY_MAX_BYTES // 14081016
 */
export const IMPORT_UPLOAD_BODY_MAX_BYTES = Math.ceil(BOOKING_FILE_MAX_BYTES / 3) * 4 + 100_000;

/**
 * One plan an import wrote or found: `outcome` says whether it is new (created), an earlier
 * import of the same reservation brought up to date (updated), already as imported (unchanged), or
 * a changed flight kept as it was until the traveler chooses a version (conflict).
 *
 * @example
 * const p: ImportedPlanWire = { uuid: 'p1', type: 'air', display_name: 'AF 1234', trip_uuid: 't1', relative_url: '/trips/t1/air/p1', outcome: 'created' };
 */
export const importedPlanWire = z.object({
  uuid: z.string(),
  type: z.string(),
  display_name: z.string(),
  trip_uuid: z.string(),
  relative_url: z.string(),
  outcome: z.enum(['created', 'updated', 'unchanged', 'conflict']),
});

/**
 * The wire shape of one imported plan.
 *
 * @example
 * const p: ImportedPlanWire = importedPlanWire.parse(json);
 */
export type ImportedPlanWire = z.output<typeof importedPlanWire>;

/**
 * POST v2/importBookingFile (designed here; the spec shows none): imports the plans in an
 * uploaded confirmation (.eml, .ics or Apple Wallet .pkpass, told by its bytes, at most 10 MiB)
 * into the trip given (one the caller can edit), or else where the import rules place them.
 *
 * @example
 * await api.call(importBookingFileEntry, { body: { name: 'flight.eml', data: base64, trip_uuid: '' } })
 */
export const importBookingFileEntry = defineEntry({
  id: 'importBookingFile',
  method: 'POST',
  path: 'v2/importBookingFile',
  auth: 'session',
  summary:
    'Imports the plans of an uploaded booking file: a saved e-mail (.eml), a calendar (.ics), an Apple Wallet pass ' +
    '(.pkpass), or a PDF or picture (PNG, JPEG, GIF) of a boarding pass, whose barcode (PDF417, Aztec, QR, Data Matrix) ' +
    'is read, told by its bytes, at most 10 MiB, base64 in `data`. With trip_uuid the plans go into that trip (the ' +
    'caller must be able to edit it), else where the import rules place them. The same reservation imported again updates ' +
    'its plan. Refusals: 400 import_file_too_large, import_file_unsupported, invalid_field:data; 422 import_nothing_found ' +
    'when no reservation is in the file (a PDF or picture without a boarding-pass barcode).',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({ name: z.string().max(255).default(''), data: z.string().min(1), trip_uuid: z.string().max(100).default('') }),
  },
  response: z.object({
    ImportResult: z.object({
      Plans: z.array(importedPlanWire),
      trip_uuid: z.string(),
      created_trip: z.enum(['true', 'false']),
      extended_days: z.number().int().nonnegative(),
    }),
  }),
  maxBodyBytes: IMPORT_UPLOAD_BODY_MAX_BYTES,
});

/**
 * The refusals of an import upload, with the spec's Error object.
 *
 * @example
 * IMPORT_ERRORS.nothingFound.detailedErrorCode // 'import_nothing_found'
 */
export const IMPORT_ERRORS = {
  tooLarge: apiError(400, 'bad_request', 'import_file_too_large', 'The file is larger than 10 MiB.'),
  unsupported: apiError(
    400,
    'bad_request',
    'import_file_unsupported',
    'Upload a saved e-mail (.eml), a calendar (.ics), a Wallet pass (.pkpass), or a PDF or picture of a boarding pass.',
  ),
  unreadable: apiError(400, 'bad_request', 'invalid_field:data', 'The file is not valid base64.'),
  nothingFound: apiError(422, 'unprocessable_entity', 'import_nothing_found', 'No reservation was found in this file.'),
} as const satisfies Record<string, ApiError>;

/**
 * The import calls.
 *
 * @example
 * IMPORT_ENTRIES.length // 1
 */
export const IMPORT_ENTRIES = [importBookingFileEntry] as const;
