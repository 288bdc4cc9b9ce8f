import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from '../domain/plans/document-upload-check.js';
import { defineEntry, noBody, nothing } from './entry.js';

/**
 * The largest upload body: a DOCUMENT_MAX_BYTES file in base64 (4/3 of its size, as a data: URL)
 * plus the name and the JSON around it. A file just over the limit still reaches the use case and
 * gets 160.1; a body beyond this answers 413.
 *
 * @example
 * DOCUMENT_UPLOAD_BODY_MAX_BYTES // 14081016
 */
export const DOCUMENT_UPLOAD_BODY_MAX_BYTES = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 100_000;

/**
 * One plan document as it travels: `url` downloads it (attachment), `thumbnail_url` shows an
 * image inline (absent for a PDF), width and height only for images, `created` an ISO instant.
 *
 * @example
 * documentWire.parse({ uuid: 'd1', name: 'Ticket', content_type: 'application/pdf', size_bytes: 1200, url: '/plan/document/d1', created: '2026-11-21T10:00:00.000Z' })
 */
export const documentWire = z.object({
  uuid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  url: z.string(),
  thumbnail_url: z.string().optional(),
  created: z.string(),
});

/**
 * A plan document on the wire.
 *
 * @example
 * const d: DocumentWire = { uuid: 'd1', name: 'Ticket', content_type: 'application/pdf', size_bytes: 1200, url: '/plan/document/d1', created: '2026-11-21T10:00:00.000Z' };
 */
export type DocumentWire = z.output<typeof documentWire>;

const oneDocument = z.object({ Document: documentWire });

/**
 * POST v2/upload/document: attaches a file to a plan. `data` is base64 or a data: URL; the type
 * comes from the bytes (gif, jpeg, png or pdf), `content_type` is only checked against them.
 * Refusals are 400 with the spec's upload code (160.1 ... 164.2) as detailed_error_code.
 *
 * @example
 * await api.call(uploadDocumentEntry, { body: { plan_uuid: 'p1', name: 'Ticket', content_type: 'application/pdf', data: base64 } })
 */
export const uploadDocumentEntry = defineEntry({
  id: 'uploadDocument',
  method: 'POST',
  path: 'v2/upload/document',
  auth: 'session',
  summary:
    'Attaches a document (gif, jpeg, png or pdf told by its bytes; at most 10 MB, images at most ' +
    '5000x5000 pixels; at most 20 per plan; name 1-100 characters) to a plan the caller can edit. ' +
    'Refusals: 400 with detailed_error_code the upload code (160.1-164.2), document_limit_reached or invalid_field:name.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      plan_uuid: z.string().min(1).max(100),
      name: z.string().max(2000),
      content_type: z.string().max(200).default(''),
      data: z.string(),
    }),
  },
  response: oneDocument,
  maxBodyBytes: DOCUMENT_UPLOAD_BODY_MAX_BYTES,
});

/**
 * POST v2/rename/document: renames a document (1-100 characters after trimming).
 *
 * @example
 * await api.call(renameDocumentEntry, { body: { document_uuid: 'd1', name: 'E-ticket' } })
 */
export const renameDocumentEntry = defineEntry({
  id: 'renameDocument',
  method: 'POST',
  path: 'v2/rename/document',
  auth: 'session',
  summary: 'Renames a plan document (name 1-100 characters after trimming, else 400 invalid_field:name). Editors only.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ document_uuid: z.string().min(1).max(100), name: z.string().max(2000) }) },
  response: oneDocument,
});

/**
 * POST v2/delete/document: removes a document and its stored file. (The path carries no uuid:
 * v2/delete/:type/uuid/:uuid is the plan delete.)
 *
 * @example
 * await api.call(deleteDocumentEntry, { body: { document_uuid: 'd1' } })
 */
export const deleteDocumentEntry = defineEntry({
  id: 'deleteDocument',
  method: 'POST',
  path: 'v2/delete/document',
  auth: 'session',
  summary: 'Removes a plan document and its stored file. Editors only.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ document_uuid: z.string().min(1).max(100) }) },
  response: z.object({}),
});

/**
 * GET v2/list/documents?plan_uuid=: the documents of a plan, oldest first. Viewers and strangers
 * get 404 (documents are sensitive, part 2 section 6).
 *
 * @example
 * await api.call(listDocumentsEntry, { query: { plan_uuid: 'p1' } })
 */
export const listDocumentsEntry = defineEntry({
  id: 'listDocuments',
  method: 'GET',
  path: 'v2/list/documents',
  auth: 'session',
  summary: 'The documents of a plan, oldest first; viewers and people outside the trip get 404.',
  params: nothing,
  query: z.object({ plan_uuid: z.string().min(1).max(100) }),
  body: noBody,
  response: z.array(documentWire),
});
