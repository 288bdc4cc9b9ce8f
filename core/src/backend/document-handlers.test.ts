import { describe, expect, it } from 'vitest';
import type { EntryInput, ContractEntry } from '../contract/entry.js';
import { decodeReservation } from '../contract/plans/types/reservation-codec.js';
import { FREE_DOCUMENTS_PER_PLAN_MAX } from '../domain/billing/pro-capabilities.js';
import { DOCUMENTS_PER_PLAN_MAX } from '../domain/plans/document-limits.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { DocumentAddResult, DocumentStore, StoredDocument } from '../ports/document-store.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import type { TripRole, TripStore } from '../ports/trip-store.port.js';
import { ManualClock } from '../testing/fakes.js';
import { canSeeDocuments, documentHandlers, documentOut, documentUploadError } from './document-handlers.js';

class MemoryDocuments implements DocumentStore {
  readonly rows = new Map<string, StoredDocument>();
  constructor(private readonly planExists: (uuid: string) => boolean) {}
  async add(d: StoredDocument, max: number): Promise<DocumentAddResult> {
    if (!this.planExists(d.planUuid)) return 'no-plan';
    if ((await this.listForPlan(d.planUuid)).length >= max) return 'limit';
    this.rows.set(d.uuid, d);
    return 'added';
  }
  async get(uuid: string) {
    return this.rows.get(uuid);
  }
  async listForPlan(planUuid: string) {
    return [...this.rows.values()].filter((d) => d.planUuid === planUuid);
  }
  async rename(uuid: string, name: string) {
    const d = this.rows.get(uuid);
    if (d) this.rows.set(uuid, { ...d, name });
    return d !== undefined;
  }
  async delete(uuid: string) {
    return this.rows.delete(uuid);
  }
}

class MemoryBlobs implements BlobStore {
  readonly rows = new Map<string, StoredBlob>();
  async put(b: StoredBlob) {
    this.rows.set(b.id, b);
  }
  async get(id: string) {
    return this.rows.get(id);
  }
  async delete(id: string) {
    this.rows.delete(id);
  }
}

const notePlan = (uuid: string, tripUuid: string, ownerId: string): StoredPlan => {
  const decoded = decodeReservation({ NoteObject: { uuid, trip_uuid: tripUuid, display_name: 'Tickets' } });
  if (!decoded.ok) throw new Error('fixture');
  return { plan: { ...decoded.value, meta: { ...decoded.value.meta, uuid, tripUuid } }, ownerId, startsAt: null };
};

// Who has Pro (ada by default) and whether the free ones may buy it.
function setup(roles: Record<string, TripRole>, pro: readonly string[] = ['ada'], shouldAllowProPurchase = true) {
  const plans = new Map<string, StoredPlan>([
    ['p1', notePlan('p1', 't1', 'ada')],
    ['u1', notePlan('u1', '', 'ada')],
  ]);
  const planStore = { get: async (uuid: string) => plans.get(uuid) } as unknown as PlanStore;
  const trips = { get: async (_t: string, userId: string) => (roles[userId] ? { role: roles[userId] } : undefined) } as unknown as TripStore;
  const documents = new MemoryDocuments((uuid) => plans.has(uuid));
  const blobs = new MemoryBlobs();
  let n = 0;
  const handlers = documentHandlers({
    plans: planStore,
    trips,
    documents,
    blobs,
    clock: new ManualClock(new Date('2026-11-21T10:00:00Z')),
    ids: { uuid: () => `id${(n += 1)}` } as never,
    accounts: {
      profile: async (userId: string) =>
        ({ isPro: pro.includes(userId), isEnterprisePro: false, shouldAllowProPurchase: shouldAllowProPurchase && !pro.includes(userId) }) as never,
    },
  });
  const run = (id: string, input: Partial<EntryInput<ContractEntry>>, userId = 'ada') => {
    const h = handlers.find((x) => x.entry.id === id);
    if (!h) throw new Error(id);
    return h.run({ params: {}, query: {}, body: {}, ...input } as EntryInput<ContractEntry>, { userId, locale: 'en-US' });
  };
  return { run, documents, blobs };
}

const pdf64 = Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');
const upload = (planUuid: string, name = 'Ticket', data = pdf64, content_type = '') => ({ body: { plan_uuid: planUuid, name, data, content_type } });

describe('document use cases', () => {
  it('stores the bytes in the blob store and the metadata in the document store', async () => {
    const { run, documents, blobs } = setup({ ada: 'owner' });
    const r = await run('uploadDocument', upload('p1', ' Ticket '));
    expect(r).toMatchObject({ ok: true, value: { Document: { name: 'Ticket', content_type: 'application/pdf', url: '/plan/document/id2' } } });
    const stored = [...documents.rows.values()][0];
    expect(stored).toMatchObject({ planUuid: 'p1', blobId: 'id1', contentType: 'pdf', width: null, createdAt: '2026-11-21T10:00:00.000Z' });
    expect(blobs.rows.get('id1')?.contentType).toBe('application/pdf');
  });

  it('answers the spec code as detailed_error_code and keeps no blob for a refusal', async () => {
    const { run, blobs } = setup({ ada: 'owner' });
    const r = await run('uploadDocument', upload('p1', 'x.pdf', Buffer.from('hello').toString('base64'), 'text/plain'));
    expect(r).toEqual({ ok: false, error: documentUploadError('161.2') });
    expect(blobs.rows.size).toBe(0);
  });

  it('refuses the document past the per-plan limit and drops its blob', async () => {
    const { run, blobs } = setup({ ada: 'owner' });
    for (let i = 0; i < DOCUMENTS_PER_PLAN_MAX; i += 1) expect((await run('uploadDocument', upload('p1'))).ok).toBe(true);
    const r = await run('uploadDocument', upload('p1'));
    expect(r.ok ? null : r.error.detailedErrorCode).toBe('document_limit_reached');
    expect(blobs.rows.size).toBe(DOCUMENTS_PER_PLAN_MAX);
  });

  it('holds fewer documents for a free uploader, and says Pro holds more when Pro may be bought', async () => {
    const { run } = setup({ ada: 'owner', ed: 'edit' }, []);
    for (let i = 0; i < FREE_DOCUMENTS_PER_PLAN_MAX; i += 1) expect((await run('uploadDocument', upload('p1'))).ok).toBe(true);
    expect(await run('uploadDocument', upload('p1'))).toMatchObject({
      ok: false,
      error: {
        status: 400,
        detailedErrorCode: 'document_limit_reached',
        description: 'A plan holds at most 5 documents on the free plan; Waybook Pro holds 20.',
      },
    });
    // The limit is the uploader's: a Pro editor of the same plan may add more.
    const withPro = setup({ ada: 'owner', ed: 'edit' }, ['ed'], false);
    for (let i = 0; i < FREE_DOCUMENTS_PER_PLAN_MAX; i += 1) expect((await withPro.run('uploadDocument', upload('p1'))).ok).toBe(true);
    expect((await withPro.run('uploadDocument', upload('p1'), 'ed')).ok).toBe(true);
    expect(await withPro.run('uploadDocument', upload('p1'))).toMatchObject({
      ok: false,
      error: { description: 'A plan holds at most 5 documents on the free plan.' },
    });
  });

  it('hides documents from viewers and strangers (404) and lets editors change them', async () => {
    const { run } = setup({ ada: 'owner', vi: 'viewer', ed: 'edit', tr: 'traveler' });
    const up = await run('uploadDocument', upload('p1'));
    const uuid = up.ok ? (up.value as { Document: { uuid: string } }).Document.uuid : '';
    for (const who of ['vi', 'zed']) {
      expect(await run('listDocuments', { query: { plan_uuid: 'p1' } }, who)).toMatchObject({ ok: false, error: { status: 404 } });
      expect(await run('renameDocument', { body: { document_uuid: uuid, name: 'x' } }, who)).toMatchObject({ ok: false, error: { status: 404 } });
      expect(await run('uploadDocument', upload('p1'), who)).toMatchObject({ ok: false, error: { status: 404 } });
    }
    expect(await run('renameDocument', { body: { document_uuid: uuid, name: 'Renamed' } }, 'ed')).toMatchObject({
      ok: true,
      value: { Document: { name: 'Renamed' } },
    });
    expect(await run('listDocuments', { query: { plan_uuid: 'p1' } }, 'tr')).toMatchObject({ ok: true, value: [{ name: 'Renamed' }] });
    expect(await run('deleteDocument', { body: { document_uuid: uuid } }, 'ed')).toEqual({ ok: true, value: {} });
  });

  it("keeps an unfiled item's documents to its owner", async () => {
    const { run } = setup({});
    expect((await run('uploadDocument', upload('u1'))).ok).toBe(true);
    expect(await run('listDocuments', { query: { plan_uuid: 'u1' } }, 'bo')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses a name over 100 characters as "Document name is too long"', async () => {
    const { run } = setup({ ada: 'owner' });
    expect(await run('uploadDocument', upload('p1', 'n'.repeat(101)))).toMatchObject({
      ok: false,
      error: { status: 400, detailedErrorCode: 'invalid_field:name', description: 'Document name is too long' },
    });
  });

  it('answers images with a thumbnail and pixel size, PDFs without', () => {
    const base = { uuid: 'd1', planUuid: 'p1', blobId: 'b1', name: 'A', sizeBytes: 3, createdAt: '2026-11-21T10:00:00.000Z' };
    expect(documentOut({ ...base, contentType: 'png', width: 2, height: 1 })).toMatchObject({
      thumbnail_url: '/plan/document/d1?inline=1',
      width: 2,
      height: 1,
    });
    expect(documentOut({ ...base, contentType: 'pdf', width: null, height: null })).not.toHaveProperty('thumbnail_url');
    expect(canSeeDocuments('viewer')).toBe(false);
  });
});
