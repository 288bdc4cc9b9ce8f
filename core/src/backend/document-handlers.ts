import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import { deleteDocumentEntry, listDocumentsEntry, renameDocumentEntry, uploadDocumentEntry, type DocumentWire } from '../contract/document-entries.js';
import { checkDocumentUpload } from '../domain/plans/document-upload-check.js';
import type { DocumentUploadErrorCode } from '../domain/plans/document-upload-errors.js';
import {
  checkDocumentName,
  DOCUMENT_NAME_MAX_LENGTH,
  documentMimeType,
  DOCUMENTS_PER_PLAN_MAX,
  type DocumentNameError,
} from '../domain/plans/document-limits.js';
import { imageDimensions } from '../domain/plans/image-dimensions.js';
import { err, ok, type Result } from '../domain/result.js';
import { canEditTrip } from '../domain/trips/trip-access.js';
import { documentLimitOf } from '../domain/billing/pro-capabilities.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { DocumentStore, StoredDocument } from '../ports/document-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import type { TripRole, TripStore } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { planRole } from './plan-handlers.js';
import { decodeBase64, tripForbidden } from './trip-handlers.js';

/**
 * What the document use cases need.
 *
 * @example
 * const deps: DocumentDeps = { plans, trips, documents, blobs, clock, ids };
 */
export interface DocumentDeps {
  readonly plans: PlanStore;
  readonly trips: TripStore;
  readonly documents: DocumentStore;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The uploading user's Pro flags: free users hold fewer documents per plan (documentLimitOf). */
  readonly accounts: Pick<AccountStore, 'profile'>;
}

/**
 * The English description sent with each upload error code (the app shows its own localised
 * message, core documentUploadErrorMessage).
 *
 * @example
 * DOCUMENT_UPLOAD_ERROR_DESCRIPTIONS['160.1'] // 'The file is larger than 10 MB.'
 */
export const DOCUMENT_UPLOAD_ERROR_DESCRIPTIONS: Readonly<Record<DocumentUploadErrorCode, string>> = {
  '160.1': 'The file is larger than 10 MB.',
  '160.2': 'The document could not be stored. Please try again.',
  '160.3': 'The file is empty or its data is not valid base64.',
  '161.1': 'This image type is not supported: use GIF, JPEG or PNG.',
  '161.2': 'This type of file is not supported: use GIF, JPEG, PNG or PDF.',
  '162.1': 'The image is taller than 5000 pixels.',
  '162.2': 'The image is wider than 5000 pixels.',
  '163.1': 'The document has no content.',
  '163.2': 'The document cannot be uploaded in its current state.',
  '164.1': 'The file content does not match its declared type.',
  '164.2': 'The file is not a GIF, JPEG, PNG or PDF.',
};

/**
 * The 400 of an upload refusal: detailed_error_code is the spec code.
 *
 * @example
 * documentUploadError('161.2').detailedErrorCode // '161.2'
 */
export function documentUploadError(code: DocumentUploadErrorCode): ApiError {
  return apiError(400, 'bad_request', code, DOCUMENT_UPLOAD_ERROR_DESCRIPTIONS[code]);
}

/**
 * The 400 of a refused document name, naming the field `name`.
 *
 * @example
 * documentNameError('too-long').description // 'Document name is too long'
 */
export function documentNameError(error: DocumentNameError): ApiError {
  return error === 'required'
    ? apiError(400, 'bad_request', 'invalid_field:name', 'Document name is required.')
    : apiError(400, 'bad_request', 'invalid_field:name', 'Document name is too long');
}

/**
 * The 400 of a plan that already holds the most documents allowed.
 *
 * @example
 * documentLimitError.detailedErrorCode // 'document_limit_reached'
 */
export const documentLimitError: ApiError = apiError(400, 'bad_request', 'document_limit_reached', `A plan holds at most ${DOCUMENTS_PER_PLAN_MAX} documents.`);

/**
 * The refusal of one document too many for the uploader's limit: Pro's is {@link documentLimitError};
 * a free user's names the lower limit and, when Pro may be bought, that Pro holds more (the app
 * shows its upgrade prompt from the same rule, documentLimitOf).
 *
 * @example
 * documentLimitErrorOf({ max: 5, offersUpgrade: true }).description // 'A plan holds at most 5 documents on the free plan; Waybook Pro holds 20.'
 */
export function documentLimitErrorOf(limit: { readonly max: number; readonly offersUpgrade: boolean }): ApiError {
  if (limit.max === DOCUMENTS_PER_PLAN_MAX) return documentLimitError;
  const more = limit.offersUpgrade ? `; Waybook Pro holds ${DOCUMENTS_PER_PLAN_MAX}` : '';
  return apiError(400, 'bad_request', 'document_limit_reached', `A plan holds at most ${limit.max} documents on the free plan${more}.`);
}

async function documentLimitFor(deps: DocumentDeps, userId: string): Promise<{ readonly max: number; readonly offersUpgrade: boolean }> {
  const p = await deps.accounts.profile(userId);
  const access = { isPro: p?.isPro === true, isTrial: false, isEnterprisePro: p?.isEnterprisePro === true, isInGracePeriod: false };
  return documentLimitOf(access, { shouldAllowProPurchase: p?.shouldAllowProPurchase === true });
}

/**
 * Where a document is downloaded (GET, session required; attachment). `?inline=1` shows an image
 * in the page (thumbnails).
 *
 * @example
 * documentPath('d1')         // '/plan/document/d1'
 * documentPath('d1', true)   // '/plan/document/d1?inline=1'
 */
export function documentPath(uuid: string, inline = false): string {
  return `/plan/document/${encodeURIComponent(uuid)}${inline ? '?inline=1' : ''}`;
}

/**
 * The wire form of a stored document.
 *
 * @example
 * documentOut(stored).url // '/plan/document/d1'
 */
export function documentOut(doc: StoredDocument): DocumentWire {
  const image = doc.contentType !== 'pdf';
  return {
    uuid: doc.uuid,
    name: doc.name,
    content_type: documentMimeType(doc.contentType),
    size_bytes: doc.sizeBytes,
    ...(doc.width === null ? {} : { width: doc.width }),
    ...(doc.height === null ? {} : { height: doc.height }),
    url: documentPath(doc.uuid),
    ...(image ? { thumbnail_url: documentPath(doc.uuid, true) } : {}),
    created: doc.createdAt,
  };
}

/**
 * Whether a role on a plan sees its documents: every participant except viewers (documents are
 * sensitive, part 2 section 6); an unfiled item's owner has the role 'owner'.
 *
 * @example
 * canSeeDocuments('traveler') // true
 * canSeeDocuments('viewer')   // false
 */
export function canSeeDocuments(role: TripRole): boolean {
  return role !== 'viewer';
}

/**
 * The plan and the caller's role when the caller may see its documents (and edit them when `need`
 * is 'edit'). Someone outside the trip, and a viewer, get 404, as for a plan that does not exist.
 *
 * @example
 * const access = await documentPlanAccess(deps, 'p1', 'u1', 'edit');
 */
export async function documentPlanAccess(
  deps: Pick<DocumentDeps, 'plans' | 'trips'>,
  planUuid: string,
  userId: string,
  need: 'read' | 'edit',
): Promise<Result<{ stored: StoredPlan; role: TripRole }, ApiError>> {
  const stored = await deps.plans.get(planUuid);
  if (!stored) return err(commonErrors.notFound);
  const role = await planRole(deps, stored, userId);
  if (role === null || !canSeeDocuments(role)) return err(commonErrors.notFound);
  if (need === 'edit' && !canEditTrip(role)) return err(tripForbidden);
  return ok({ stored, role });
}

/**
 * A document and its stored file when `userId` may see it (same rule as listing), else null.
 * Serves the download route.
 *
 * @example
 * const found = await openDocument(deps, 'd1', 'u1'); // { document, blob } | null
 */
export async function openDocument(
  deps: Pick<DocumentDeps, 'plans' | 'trips' | 'documents' | 'blobs'>,
  uuid: string,
  userId: string,
): Promise<{ document: StoredDocument; blob: StoredBlob } | null> {
  const doc = await deps.documents.get(uuid);
  if (!doc) return null;
  const access = await documentPlanAccess(deps, doc.planUuid, userId, 'read');
  if (!access.ok) return null;
  const blob = await deps.blobs.get(doc.blobId);
  return blob ? { document: doc, blob } : null;
}

// A document the caller may change, found by uuid.
async function editableDocument(deps: DocumentDeps, uuid: string, userId: string): Promise<Result<StoredDocument, ApiError>> {
  const doc = await deps.documents.get(uuid);
  if (!doc) return err(commonErrors.notFound);
  const access = await documentPlanAccess(deps, doc.planUuid, userId, 'edit');
  return access.ok ? ok(doc) : access;
}

/**
 * The plan document use cases: editors of a plan (owner, traveler, planner; an unfiled item's
 * owner) upload, rename and delete; every participant but viewers lists. The type comes from the
 * bytes (core checkDocumentUpload: 10 MB, 5000x5000 pixels), at most 20 documents per plan for an
 * uploader with Pro and 5 for a free one (documentLimitOf), names
 * of 1-100 characters. Bytes go to the BlobStore, metadata to the DocumentStore.
 *
 * @example
 * const handlers = documentHandlers({ plans, trips, documents, blobs, clock, ids, accounts });
 */
export function documentHandlers(deps: DocumentDeps): BoundHandler[] {
  return [
    bind(uploadDocumentEntry, async (input, ctx) => {
      const { plan_uuid: planUuid, content_type: declared, data } = input.body;
      const access = await documentPlanAccess(deps, planUuid, ctx.userId, 'edit');
      if (!access.ok) return access;
      const name = checkDocumentName(input.body.name, DOCUMENT_NAME_MAX_LENGTH);
      if (!name.ok) return err(documentNameError(name.error));
      const limit = await documentLimitFor(deps, ctx.userId);
      if ((await deps.documents.listForPlan(planUuid)).length >= limit.max) return err(documentLimitErrorOf(limit));
      const bytes = decodeBase64(data);
      if (bytes === null) return err(documentUploadError('160.3'));
      // A data: URL carries a MIME type too; the explicit content_type wins.
      const fromDataUrl = data.startsWith('data:') ? (data.slice(5, data.indexOf(',')).split(';')[0] ?? '') : '';
      const checked = checkDocumentUpload({ bytes, mimeType: declared !== '' ? declared : fromDataUrl });
      if (!checked.ok) return err(documentUploadError(checked.error));
      const type = checked.value;
      const size = type === 'pdf' ? null : imageDimensions(bytes, type);
      const blobId = deps.ids.uuid();
      try {
        await deps.blobs.put({ id: blobId, contentType: documentMimeType(type), bytes }, ctx.userId);
      } catch {
        return err(documentUploadError('160.2'));
      }
      const doc: StoredDocument = {
        uuid: deps.ids.uuid(),
        planUuid,
        blobId,
        name: name.value,
        contentType: type,
        sizeBytes: bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        createdAt: deps.clock.now().toISOString(),
      };
      let added: Awaited<ReturnType<DocumentStore['add']>>;
      try {
        added = await deps.documents.add(doc, limit.max);
      } catch {
        await deps.blobs.delete(blobId);
        return err(documentUploadError('160.2'));
      }
      if (added !== 'added') {
        await deps.blobs.delete(blobId);
        return err(added === 'limit' ? documentLimitErrorOf(limit) : commonErrors.notFound);
      }
      return ok({ Document: documentOut(doc) });
    }),
    bind(renameDocumentEntry, async (input, ctx) => {
      const found = await editableDocument(deps, input.body.document_uuid, ctx.userId);
      if (!found.ok) return found;
      const name = checkDocumentName(input.body.name, DOCUMENT_NAME_MAX_LENGTH);
      if (!name.ok) return err(documentNameError(name.error));
      if (!(await deps.documents.rename(found.value.uuid, name.value))) return err(commonErrors.notFound);
      return ok({ Document: documentOut({ ...found.value, name: name.value }) });
    }),
    bind(deleteDocumentEntry, async (input, ctx) => {
      const found = await editableDocument(deps, input.body.document_uuid, ctx.userId);
      if (!found.ok) return found;
      if (!(await deps.documents.delete(found.value.uuid))) return err(commonErrors.notFound);
      await deps.blobs.delete(found.value.blobId);
      return ok({});
    }),
    bind(listDocumentsEntry, async (input, ctx) => {
      const access = await documentPlanAccess(deps, input.query.plan_uuid, ctx.userId, 'read');
      if (!access.ok) return access;
      return ok((await deps.documents.listForPlan(input.query.plan_uuid)).map(documentOut));
    }),
  ];
}
