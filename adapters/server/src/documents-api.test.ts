import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_PLAN_MAX, FREE_DOCUMENTS_PER_PLAN_MAX } from '@waybook/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type DocumentWire = {
  uuid: string;
  name: string;
  content_type: string;
  size_bytes: number;
  width?: number;
  height?: number;
  url: string;
  thumbnail_url?: string;
  created: string;
};
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };

let h: Harness;
let ada: TestClient; // owns the trip
let bo: TestClient; // invited (viewer or editor, per test)
let cy: TestClient; // takes no part
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  cy = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
  await h.signUp(cy, 'cy@example.com');
});

// ---------------------------------------------------------------- files

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A PNG header (signature + IHDR) of the given size, with a few bytes of payload. */
const png = (width = 640, height = 480) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
    1,
    2,
    3,
    4,
  ]);
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const text = new TextEncoder().encode('Just some notes, not a PDF at all.\n');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

// ---------------------------------------------------------------- helpers

const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).Error;

const createTrip = async (): Promise<string> => {
  const res = await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Copenhagen', start_date: '2026-12-01', end_date: '2026-12-20' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
};
/** Ada invites `email` (bo's) and bo opens the mailed link, signed in: bo takes part. Answers the invitation. */
const invite = async (tripUuid: string, email: string, isReadOnly: boolean) => {
  const res = await ada.json('/api/v2/invite', {
    Invitation: { EmailAddresses: [{ email_address: email }], TripShare: { trip_uuid: tripUuid, is_read_only: isReadOnly ? 'true' : 'false' } },
  });
  if (res.ok) expect((await h.acceptInvitation(bo, email)).status).toBe(303);
  return res;
};
const createNote = async (tripUuid: string, client = ada): Promise<string> => {
  const res = await client.json('/api/v2/create', { NoteObject: { trip_uuid: tripUuid, display_name: 'Tickets' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { NoteObject: { uuid: string } }).NoteObject.uuid;
};
const upload = (planUuid: string, name: string, data: string, contentType?: string, client = ada) =>
  client.json('/api/v2/upload/document', { plan_uuid: planUuid, name, data, ...(contentType === undefined ? {} : { content_type: contentType }) });
const uploaded = async (planUuid: string, name: string, bytes: Uint8Array, contentType?: string, client = ada): Promise<DocumentWire> => {
  const res = await upload(planUuid, name, b64(bytes), contentType, client);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return ((await res.json()) as { Document: DocumentWire }).Document;
};
const list = (planUuid: string, client = ada) => client.request(`/api/v2/list/documents?plan_uuid=${planUuid}`);
const listed = async (planUuid: string, client = ada): Promise<DocumentWire[]> => {
  const res = await list(planUuid, client);
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentWire[];
};
const rename = (uuid: string, name: string, client = ada) => client.json('/api/v2/rename/document', { document_uuid: uuid, name });
const remove = (uuid: string, client = ada) => client.json('/api/v2/delete/document', { document_uuid: uuid });
const blobCount = async () =>
  Number(
    (
      await h.database.db
        .selectFrom('blobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// ---------------------------------------------------------------- tests

describe('uploading, listing and downloading', () => {
  it('stores a PNG with its size and serves the same bytes, as an attachment or inline', async () => {
    const plan = await createNote(await createTrip());
    const bytes = png(800, 600);
    const doc = await uploaded(plan, '  Boarding pass  ', bytes, 'image/png');
    expect(doc).toMatchObject({
      name: 'Boarding pass',
      content_type: 'image/png',
      size_bytes: bytes.length,
      width: 800,
      height: 600,
      url: `/plan/document/${doc.uuid}`,
      thumbnail_url: `/plan/document/${doc.uuid}?inline=1`,
      created: '2026-11-21T10:00:00.000Z',
    });
    expect(await listed(plan)).toEqual([doc]);

    const download = await ada.request(doc.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Boarding pass.png"; filename*=UTF-8''Boarding%20pass.png`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    const inline = await ada.request(doc.thumbnail_url ?? '');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('stores a PDF sent as a data: URL (type from the bytes), without thumbnail or pixel size', async () => {
    const plan = await createNote(await createTrip());
    const res = await upload(plan, 'E-ticket Zürich', `data:application/pdf;base64,${b64(pdf)}`);
    expect(res.status).toBe(200);
    const doc = ((await res.json()) as { Document: DocumentWire }).Document;
    expect(doc).toMatchObject({ name: 'E-ticket Zürich', content_type: 'application/pdf', size_bytes: pdf.length });
    expect(doc).not.toHaveProperty('thumbnail_url');
    expect(doc).not.toHaveProperty('width');
    const download = await ada.request(`${doc.url}?inline=1`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // A PDF is never shown inline.
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="E-ticket Z_rich.pdf"; filename*=UTF-8''E-ticket%20Z%C3%BCrich.pdf`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('lists documents oldest first', async () => {
    const plan = await createNote(await createTrip());
    const a = await uploaded(plan, 'A', pdf);
    h.clock.advance(1000);
    const b = await uploaded(plan, 'B', png());
    expect((await listed(plan)).map((d) => d.uuid)).toEqual([a.uuid, b.uuid]);
  });
});

describe('refusals', () => {
  const refused = async (res: Response, code: string) => {
    expect(res.status).toBe(400);
    const e = await errorOf(res);
    expect(e.detailed_error_code).toBe(code);
    expect(e.description).not.toBe('');
    return e;
  };

  it('tells the type from the bytes: a text file is refused whatever it claims to be', async () => {
    const plan = await createNote(await createTrip());
    await refused(await upload(plan, 'ticket.pdf', b64(text), 'application/pdf'), '164.1');
    await refused(await upload(plan, 'ticket.pdf', b64(text), 'text/plain'), '161.2');
    await refused(await upload(plan, 'ticket.pdf', b64(text)), '164.2');
    await refused(await upload(plan, 'scan.png', b64(pdf), 'image/png'), '164.1');
    await refused(await upload(plan, 'scan.bmp', b64(png()), 'image/bmp'), '161.1');
    await refused(await upload(plan, 'empty', ''), '160.3');
    await refused(await upload(plan, 'broken', 'not base64!'), '160.3');
    expect(await listed(plan)).toEqual([]);
    expect(await blobCount()).toBe(0);
  });

  it('refuses a file over 10 MB (160.1) and images over 5000 pixels (162.1 tall, 162.2 wide)', async () => {
    const plan = await createNote(await createTrip());
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(pdf);
    await refused(await upload(plan, 'big.pdf', b64(big)), '160.1');
    await refused(await upload(plan, 'tall.png', b64(png(100, 5001))), '162.1');
    await refused(await upload(plan, 'wide.png', b64(png(5001, 100))), '162.2');
    await uploaded(plan, 'just right.png', png(5000, 5000));
  });

  it('refuses a body far beyond the limit with 413', async () => {
    const plan = await createNote(await createTrip());
    const res = await upload(plan, 'huge.pdf', 'A'.repeat(15_000_000));
    expect(res.status).toBe(413);
  });

  it('holds 5 documents per plan for a free user and 20 with Pro, enforced by the server', async () => {
    const plan = await createNote(await createTrip());
    for (let i = 0; i < FREE_DOCUMENTS_PER_PLAN_MAX; i += 1) await uploaded(plan, `Page ${i + 1}`, pdf);
    const free = await refused(await upload(plan, 'One more', b64(pdf)), 'document_limit_reached');
    expect(free.description).toBe('A plan holds at most 5 documents on the free plan; Waybook Pro holds 20.');
    expect(await listed(plan)).toHaveLength(FREE_DOCUMENTS_PER_PLAN_MAX);
    const profile = (await (await ada.request('/api/v2/get/profile')).json()) as { Profile: { uuid: string } };
    await h.database.db.updateTable('users').set({ is_pro: true }).where('id', '=', profile.Profile.uuid).execute();
    for (let i = FREE_DOCUMENTS_PER_PLAN_MAX; i < DOCUMENTS_PER_PLAN_MAX; i += 1) await uploaded(plan, `Page ${i + 1}`, pdf);
    const e = await refused(await upload(plan, 'One more', b64(pdf)), 'document_limit_reached');
    expect(e.description).toBe('A plan holds at most 20 documents.');
    expect(await listed(plan)).toHaveLength(DOCUMENTS_PER_PLAN_MAX);
    expect(await blobCount()).toBe(DOCUMENTS_PER_PLAN_MAX);
  });

  it('requires a name of 1 to 100 characters', async () => {
    const plan = await createNote(await createTrip());
    const long = await refused(await upload(plan, 'x'.repeat(101), b64(pdf)), 'invalid_field:name');
    expect(long.description).toBe('Document name is too long');
    await refused(await upload(plan, '   ', b64(pdf)), 'invalid_field:name');
    await uploaded(plan, 'x'.repeat(100), pdf);
  });

  it('needs a session and the CSRF header', async () => {
    const plan = await createNote(await createTrip());
    expect((await h.client().json('/api/v2/upload/document', { plan_uuid: plan, name: 'a', data: b64(pdf) })).status).toBe(401);
    expect((await ada.json('/api/v2/upload/document', { plan_uuid: plan, name: 'a', data: b64(pdf) }, { csrf: false })).status).toBe(403);
    const doc = await uploaded(plan, 'a', pdf);
    const anonymous = await h.client().request(doc.url);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/account/login?redirect_url=${encodeURIComponent(doc.url)}`);
  });
});

describe('rename and delete', () => {
  it('renames a document, refusing a name that is too long', async () => {
    const plan = await createNote(await createTrip());
    const doc = await uploaded(plan, 'Scan', png());
    const res = await rename(doc.uuid, ' Passport ');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Document: DocumentWire }).Document).toEqual({ ...doc, name: 'Passport' });
    const long = await rename(doc.uuid, 'y'.repeat(101));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).description).toBe('Document name is too long');
    expect((await listed(plan)).map((d) => d.name)).toEqual(['Passport']);
    expect((await rename('nope', 'x')).status).toBe(404);
  });

  it('deletes a document and its stored file', async () => {
    const plan = await createNote(await createTrip());
    const doc = await uploaded(plan, 'Scan', png());
    const keep = await uploaded(plan, 'Keep', pdf);
    expect(await blobCount()).toBe(2);
    {
      const r = await remove(doc.uuid);
      expect(r.status, await r.clone().text()).toBe(200);
    }
    expect((await listed(plan)).map((d) => d.uuid)).toEqual([keep.uuid]);
    expect((await ada.request(doc.url)).status).toBe(404);
    expect(await blobCount()).toBe(1);
    expect((await remove(doc.uuid)).status).toBe(404);
  });

  it("deleting the plan, or its trip, deletes its documents' files", async () => {
    const trip = await createTrip();
    const plan = await createNote(trip);
    const other = await createNote(trip);
    await uploaded(plan, 'A', pdf);
    await uploaded(plan, 'B', png());
    await uploaded(other, 'C', pdf);
    expect(await blobCount()).toBe(3);
    expect((await ada.request(`/api/v2/delete/note/uuid/${plan}`, { method: 'POST' })).status).toBe(200);
    expect(await blobCount()).toBe(1);
    expect((await list(plan)).status).toBe(404);
    expect((await ada.request(`/api/v2/delete/trip/uuid/${trip}`, { method: 'POST' })).status).toBe(200);
    expect(await blobCount()).toBe(0);
  });
});

describe('who may do what', () => {
  it('a viewer and a stranger get 404 for everything; the document stays', async () => {
    const trip = await createTrip();
    expect((await invite(trip, 'bo@example.com', true)).status).toBe(200);
    const plan = await createNote(trip);
    const doc = await uploaded(plan, 'Passport', png());
    for (const client of [bo, cy]) {
      expect((await list(plan, client)).status).toBe(404);
      expect((await upload(plan, 'x', b64(pdf), undefined, client)).status).toBe(404);
      expect((await rename(doc.uuid, 'x', client)).status).toBe(404);
      expect((await remove(doc.uuid, client)).status).toBe(404);
      expect((await client.request(doc.url)).status).toBe(404);
      expect((await client.request(doc.thumbnail_url ?? '')).status).toBe(404);
    }
    expect(await listed(plan)).toEqual([doc]);
  });

  it('never serves a document as a trip image, even to someone who knows its file id', async () => {
    const plan = await createNote(await createTrip());
    const doc = await uploaded(plan, 'Passport', png(40, 30), 'image/png');
    const { blob_id } = await h.database.db.selectFrom('plan_documents').select('blob_id').where('uuid', '=', doc.uuid).executeTakeFirstOrThrow();
    expect((await ada.request(`/plan/document/${doc.uuid}`)).status).toBe(200);
    expect((await ada.request(`/trip/image/${blob_id}`)).status).toBe(404);
    expect((await h.client().request(`/trip/image/${blob_id}`)).status).toBe(404);
  });

  it('an editor (planner) uploads, renames, deletes and downloads', async () => {
    const trip = await createTrip();
    expect((await invite(trip, 'bo@example.com', false)).status).toBe(200);
    const plan = await createNote(trip);
    const mine = await uploaded(plan, 'Ada', pdf);
    h.clock.advance(1000);
    const theirs = await uploaded(plan, 'Bo', png(), 'image/png', bo);
    expect((await listed(plan, bo)).map((d) => d.uuid)).toEqual([mine.uuid, theirs.uuid]);
    expect((await rename(mine.uuid, 'Renamed', bo)).status).toBe(200);
    expect((await remove(theirs.uuid, bo)).status).toBe(200);
    expect(new Uint8Array(await (await bo.request(mine.url)).arrayBuffer())).toEqual(pdf);
    expect((await listed(plan)).map((d) => d.name)).toEqual(['Renamed']);
  });

  it("an unfiled item's documents are its owner's alone", async () => {
    const plan = await createNote('');
    const doc = await uploaded(plan, 'Mine', pdf);
    expect(await listed(plan)).toEqual([doc]);
    expect((await list(plan, bo)).status).toBe(404);
    expect((await bo.request(doc.url)).status).toBe(404);
    expect((await upload(plan, 'x', b64(pdf), undefined, bo)).status).toBe(404);
  });

  it('answers 404 for an unknown plan and 400 without plan_uuid', async () => {
    expect((await list('nope')).status).toBe(404);
    expect((await upload('nope', 'x', b64(pdf))).status).toBe(404);
    expect((await ada.request('/api/v2/list/documents')).status).toBe(400);
  });
});
