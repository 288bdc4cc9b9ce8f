import { z } from 'zod';
import { TRIP_OBJECT_LIST_KEYS, type TripObjectListKey } from '../trip-entries.js';

/**
 * The `format` of every Waybook export document (export.json).
 *
 * @example
 * EXPORT_FORMAT // 'waybook-export'
 */
export const EXPORT_FORMAT = 'waybook-export';

/**
 * The version of the export document this server writes; an import reads this version only.
 *
 * @example
 * EXPORT_VERSION // 1
 */
export const EXPORT_VERSION = 1;

/**
 * A plan document in an export: the list/documents wire object with the plan it belongs to and
 * `file`, the path of its bytes in the archive (documents/...).
 *
 * @example
 * const d: ExportedDocumentWire = { plan_uuid: 'p1', uuid: 'd1', name: 'Ticket', content_type: 'application/pdf', size_bytes: 1200, created: '2026-11-21T10:00:00.000Z', file: 'documents/p1/d1-Ticket.pdf' };
 */
export const exportedDocumentWire = z.object({
  plan_uuid: z.string(),
  uuid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  created: z.string(),
  file: z.string(),
});

/**
 * The wire shape of one exported document.
 *
 * @example
 * const d: ExportedDocumentWire = exportedDocumentWire.parse(json);
 */
export type ExportedDocumentWire = z.output<typeof exportedDocumentWire>;

const plainObject = z.record(z.string(), z.unknown());

const objectLists = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((key) => [key, z.array(plainObject).default([])])) as Record<
  TripObjectListKey,
  z.ZodDefault<z.ZodArray<typeof plainObject>>
>;

/**
 * One trip in an export: the Trip object (as POST v2/create/trip reads it) and its plans in the typed object lists, exactly as
 * GET v2/get/trip/uuid/{id}/include_objects/true answers them, plus its documents and, for an
 * uploaded trip picture, `image_file` (its path in the archive; '' otherwise).
 *
 * @example
 * exportedTripWire.parse({ Trip: { uuid: 't1', display_name: 'Lyon' }, NoteObject: [{ uuid: 'n1', display_name: 'Tickets' }] })
 */
export const exportedTripWire = z.object({
  // Read by the import with the create call's own schema (tripInputWire), not here.
  Trip: plainObject,
  ...objectLists,
  Documents: z.array(exportedDocumentWire).default([]),
  image_file: z.string().default(''),
});

/**
 * The wire shape of one exported trip.
 *
 * @example
 * const t: ExportedTripWire = exportedTripWire.parse(json);
 */
export type ExportedTripWire = z.output<typeof exportedTripWire>;

/**
 * The plans of no trip (unfiled items) in an export, in the same typed lists, with their documents.
 *
 * @example
 * exportedUnfiledWire.parse({ NoteObject: [{ uuid: 'n1' }] }).NoteObject.length // 1
 */
export const exportedUnfiledWire = z.object({
  ...objectLists,
  Documents: z.array(exportedDocumentWire).default([]),
});

/**
 * The wire shape of the unfiled items of an export.
 *
 * @example
 * const u: ExportedUnfiledWire = exportedUnfiledWire.parse({});
 */
export type ExportedUnfiledWire = z.output<typeof exportedUnfiledWire>;

/**
 * export.json, the document of a Waybook export (version 1): `format` 'waybook-export',
 * `version` 1, when it was made, whether it holds the whole account or one trip, the user's
 * Profile as GET v2/get/profile answers it (account exports only; for the record: an import does
 * not change the profile), the trips with their plans and documents, and the unfiled items. Every
 * object keeps the API's wire names, so what the API accepts reads it back.
 *
 * @example
 * exportDocumentWire.parse({ format: 'waybook-export', version: 1, exported_at: '2026-11-21T10:00:00.000Z', scope: 'trip', Trips: [] })
 */
export const exportDocumentWire = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: z.string(),
  scope: z.enum(['account', 'trip']),
  Profile: plainObject.optional(),
  Trips: z.array(exportedTripWire).default([]),
  Unfiled: exportedUnfiledWire.prefault({}),
});

/**
 * The wire shape of export.json.
 *
 * @example
 * const doc: ExportDocumentWire = exportDocumentWire.parse(JSON.parse(text));
 */
export type ExportDocumentWire = z.output<typeof exportDocumentWire>;

/**
 * The typed object lists of an exported trip or of the unfiled items, as reservation wrappers
 * (`{ "NoteObject": {...} }`), in list order: what POST v2/create/plan takes.
 *
 * @example
 * exportedPlanWrappers({ NoteObject: [{ uuid: 'n1' }] }) // [{ NoteObject: { uuid: 'n1' } }]
 */
export function exportedPlanWrappers(lists: Partial<Record<TripObjectListKey, readonly Record<string, unknown>[]>>): Record<string, unknown>[] {
  return TRIP_OBJECT_LIST_KEYS.flatMap((key) => (lists[key] ?? []).map((object) => ({ [key]: object })));
}
