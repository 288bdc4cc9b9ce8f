// Export and import of a user's data (issue 16) end to end on PGlite: the archive of everything
// (export.json with the API's wire names, trips.ics, plans.csv, the documents), a round trip into
// a fresh account that gives the same trips and plans on the wire, a failed import that writes
// nothing, the archive for its owner only, and a TripIt feed read into trips and plans.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv, PLAN_CSV_COLUMNS } from '@waybook/core';
import { FflateArchiver } from '@waybook/adapter-providers';
import { startHarness, type TestClient } from './testing/harness.js';
import { planObject } from './testing/plan-fixtures.js';

const archives = new FflateArchiver();
const strFromU8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const zipSync = (files: Record<string, Uint8Array>) => archives.zip(Object.entries(files).map(([path, bytes]) => ({ path, bytes })));
function unzipSync(bytes: Uint8Array): Record<string, Uint8Array> {
  const files = archives.unzip(bytes, { maxFiles: 1000, maxBytes: 1e8 });
  if (typeof files === 'string') throw new Error(`archive ${files}`);
  return Object.fromEntries(files.map((f) => [f.path, f.bytes]));
}

let h: Awaited<ReturnType<typeof startHarness>>;
let ada: TestClient;

type Transfer = {
  id: string;
  state: string;
  progress_done: number;
  progress_total: number;
  error_code: string;
  download_url: string;
  file_name: string;
  Summary: { trips: number; plans: number; documents: number };
};
type WireObject = Record<string, unknown>;

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
// The plan types seeded: one of each family (flight segments, a stay, a rental, a table, an activity, a note).
const SEEDED_TYPES = ['air', 'lodging', 'car', 'restaurant', 'activity', 'note', 'rail'] as const;

async function signedIn(email: string): Promise<TestClient> {
  const c = h.client();
  await h.signUp(c, email);
  await h.onboard(c);
  return c;
}

async function created<T>(res: Response): Promise<T> {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function seed(c: TestClient): Promise<{ lisbon: string; lodging: string }> {
  const lisbon = (
    await created<{ Trip: { uuid: string } }>(
      await c.json('/api/v2/create/trip', {
        Trip: {
          display_name: 'Lisbon, "the" trip',
          description: 'Spring, with friends',
          start_date: '2026-12-03',
          end_date: '2026-12-08',
          is_private: 'false',
          primary_location: 'Lisbon, Portugal',
          PrimaryLocationAddress: { city: 'Lisbon', country: 'PT', latitude: 38.72, longitude: -9.14 },
          TripPurposes: [{ purpose_type_code: 'L' }],
        },
      }),
    )
  ).Trip.uuid;
  let lodging = '';
  for (const type of SEEDED_TYPES) {
    const key = `${type[0]?.toUpperCase() ?? ''}${type.slice(1)}Object`;
    const answer = await created<Record<string, { uuid: string }>>(await c.json('/api/v2/create', { [key]: planObject(type, lisbon) }));
    if (type === 'lodging') lodging = answer[key]?.uuid ?? '';
  }
  const upload = await c.json('/api/v2/upload/document', { plan_uuid: lodging, name: 'Booking, "final"', content_type: 'application/pdf', data: b64(pdf) });
  expect(upload.status).toBe(200);
  const second = (await created<{ Trip: { uuid: string } }>(await c.json('/api/v2/create/trip', { Trip: { display_name: 'Someday' } }))).Trip.uuid;
  await created(await c.json('/api/v2/create', { NoteObject: { ...planObject('note', second), display_name: '=1+1, a formula' } }));
  // An unfiled item.
  await created(await c.json('/api/v2/create', { NoteObject: { ...planObject('note'), display_name: 'Passport renewal' } }));
  return { lisbon, lodging };
}

async function finished(c: TestClient, kind: 'export' | 'import', transfer: Transfer): Promise<Transfer> {
  await h.worker.drain();
  const res = await c.request(`/api/v2/${kind}Status/${transfer.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { DataTransfer: Transfer }).DataTransfer;
}

async function exportAll(c: TestClient, tripUuid = ''): Promise<{ transfer: Transfer; files: Record<string, Uint8Array> }> {
  const started = await created<{ DataTransfer: Transfer }>(await c.json('/api/v2/startExport', { trip_uuid: tripUuid }));
  expect(started.DataTransfer.state).toBe('queued');
  const transfer = await finished(c, 'export', started.DataTransfer);
  expect(transfer).toMatchObject({ state: 'done', error_code: '' });
  expect(transfer.progress_done).toBe(transfer.progress_total);
  const download = await c.request(transfer.download_url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  expect(download.headers.get('content-disposition')).toContain(transfer.file_name);
  return { transfer, files: unzipSync(new Uint8Array(await download.arrayBuffer())) };
}

async function importFile(c: TestClient, name: string, bytes: Uint8Array): Promise<Transfer> {
  const started = await created<{ DataTransfer: Transfer }>(await c.json('/api/v2/startImport', { name, data: b64(bytes) }));
  return finished(c, 'import', started.DataTransfer);
}

// What must differ between two accounts' copies: ids and uuids (new ones are made), the pages
// named by them, the stamps of when they were written, the creator (the importing account), the
// trip's owner list, public link and Pro flags, and a document's address.
const SERVER_KEPT = new Set([
  'uuid',
  'trip_uuid',
  'relative_url',
  'last_modified',
  'creator_profile_ref',
  'TripInvitees',
  'public_guid',
  'url',
  'thumbnail_url',
]);

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SERVER_KEPT.has(k))
      .map(([k, v]) => [k, comparable(v)]),
  );
}

async function tripsOf(c: TestClient): Promise<Record<string, WireObject>> {
  const list = (await (await c.request('/api/v2/list/trip?page_size=50')).json()) as { Trip: { uuid: string; display_name: string }[] };
  const past = (await (await c.request('/api/v2/list/trip?page_size=50&past=true')).json()) as { Trip: { uuid: string; display_name: string }[] };
  const out: Record<string, WireObject> = {};
  for (const t of [...list.Trip, ...past.Trip]) {
    const whole = (await (await c.request(`/api/v2/get/trip/uuid/${t.uuid}/include_objects/true`)).json()) as WireObject;
    const { Profile: _profile, PendingInvitations: _pending, ...rest } = whole;
    out[t.display_name] = rest;
  }
  return out;
}

async function unfiledOf(c: TestClient): Promise<WireObject> {
  const res = await c.request('/api/v2/list/object?is_unfiled_items_only=true');
  expect(res.status).toBe(200);
  const { max_page: _max, ...lists } = (await res.json()) as WireObject;
  return lists;
}

async function documentsOf(c: TestClient, trip: WireObject): Promise<WireObject[]> {
  const docs: WireObject[] = [];
  for (const plan of (trip['LodgingObject'] as WireObject[] | undefined) ?? []) {
    docs.push(...((await (await c.request(`/api/v2/list/documents?plan_uuid=${String(plan['uuid'])}`)).json()) as WireObject[]));
  }
  return docs;
}

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['trips', 'trip_participants', 'plans', 'plan_segments', 'plan_documents', 'blobs', 'entity_ids']) {
    const r = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(h.database.db);
    out[table] = Number(r.rows[0]?.n ?? 0);
  }
  return out;
}

beforeEach(async () => {
  h = await startHarness();
  ada = await signedIn('ada@example.com');
});

describe('data export: v2/startExport, v2/exportStatus and the archive', () => {
  it('exports everything as export.json (wire names), trips.ics, plans.csv and the documents, with progress', async () => {
    const { lisbon } = await seed(ada);
    const { transfer, files } = await exportAll(ada);
    expect(transfer.file_name).toBe('waybook-export-2026-11-21.zip');
    expect(transfer.Summary).toEqual({ trips: 2, plans: SEEDED_TYPES.length + 2, documents: 1 });
    expect(transfer.progress_total).toBe(4); // two trips, the unfiled items, the archive
    expect(Object.keys(files).sort()).toEqual(expect.arrayContaining(['export.json', 'plans.csv', 'trips.ics']));
    const doc = JSON.parse(strFromU8(files['export.json'] ?? new Uint8Array())) as {
      format: string;
      version: number;
      scope: string;
      Profile: WireObject;
      Trips: (WireObject & { Trip: WireObject; Documents: { file: string; name: string }[] })[];
      Unfiled: WireObject;
    };
    expect(doc).toMatchObject({ format: 'waybook-export', version: 1, scope: 'account' });
    expect(doc.Profile['first_name']).toBe('Ada');
    // The same objects as the API answers (wire names, as stored).
    const api = (await (await ada.request(`/api/v2/get/trip/uuid/${lisbon}/include_objects/true`)).json()) as WireObject;
    const exported = doc.Trips.find((t) => t.Trip['uuid'] === lisbon);
    expect(exported?.Trip).toEqual(api['Trip']);
    expect(exported?.['AirObject']).toEqual(api['AirObject']);
    expect(exported?.Documents.map((d) => d.name)).toEqual(['Booking, "final"']);
    const docFile = exported?.Documents[0]?.file ?? '';
    expect(docFile).toMatch(/^documents\/[\w-]+\/[\w-]+-Booking-final\.pdf$/);
    expect(files[docFile]).toEqual(pdf);
    expect((doc.Unfiled['NoteObject'] as WireObject[]).map((n) => n['display_name'])).toEqual(['Passport renewal']);
    // plans.csv: RFC 4180, one row per plan, a formula neutralised.
    const csv = parseCsv(strFromU8(files['plans.csv'] ?? new Uint8Array()));
    expect(csv.ok).toBe(true);
    const rows = csv.ok ? csv.value : [];
    expect(rows[0]).toEqual([...PLAN_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + SEEDED_TYPES.length + 2);
    expect(rows.some((r) => r[1] === 'Lisbon, "the" trip' && r[3] === 'lodging')).toBe(true);
    expect(rows.some((r) => r[4] === "'=1+1, a formula")).toBe(true);
    // trips.ics: read by ical.js, every trip and plan in it.
    const vevents = new ICAL.Component(ICAL.parse(strFromU8(files['trips.ics'] ?? new Uint8Array()))).getAllSubcomponents('vevent');
    const summaries = vevents.map((e) => String(e.getFirstPropertyValue('summary')));
    // The dated trip has its all-day event (an undated one has none); every plan has its events.
    expect(summaries).toEqual(expect.arrayContaining(['Lisbon, "the" trip', "Check-in: Hotel d'Angleterre", 'Note: =1+1, a formula']));
    expect(vevents.length).toBeGreaterThan(SEEDED_TYPES.length);
  });

  it('exports one trip the same way, and refuses a trip the caller takes no part in', async () => {
    const { lisbon } = await seed(ada);
    const { transfer, files } = await exportAll(ada, lisbon);
    expect(transfer.file_name).toBe('waybook-Lisbon-the-trip-2026-11-21.zip');
    const doc = JSON.parse(strFromU8(files['export.json'] ?? new Uint8Array())) as { scope: string; Trips: unknown[]; Profile?: unknown };
    expect(doc.scope).toBe('trip');
    expect(doc.Trips).toHaveLength(1);
    expect(doc.Profile).toBeUndefined();
    const bo = await signedIn('bo@example.com');
    expect((await bo.json('/api/v2/startExport', { trip_uuid: lisbon })).status).toBe(404);
  });

  it('gives the archive to its owner only: another user gets 404, signed out goes to sign in, and it expires', async () => {
    await seed(ada);
    const { transfer } = await exportAll(ada);
    const bo = await signedIn('bo@example.com');
    expect((await bo.request(transfer.download_url)).status).toBe(404);
    expect((await bo.request(`/api/v2/exportStatus/${transfer.id}`)).status).toBe(404);
    expect((await bo.request(`/api/v2/importStatus/${transfer.id}`)).status).toBe(404);
    expect((await h.client().request(transfer.download_url)).status).toBe(302);
    expect((await h.client().request(`/api/v2/exportStatus/${transfer.id}`)).status).toBe(401);
    // 24 hours later the clean-up job removes the archive.
    h.clock.advance(24 * 3_600_000 + 1_000);
    await h.worker.drain();
    // (Ada's session ended meanwhile: she signs in again.)
    ada = h.client();
    expect((await ada.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' })).status).toBe(303);
    const status = ((await (await ada.request(`/api/v2/exportStatus/${transfer.id}`)).json()) as { DataTransfer: Transfer }).DataTransfer;
    expect(status).toMatchObject({ state: 'expired', download_url: '' });
    expect((await ada.request(transfer.download_url)).status).toBe(404);
    const left = await sql<{ n: string }>`select count(*)::text as n from blobs where content_type = 'application/zip'`.execute(h.database.db);
    expect(left.rows[0]?.n).toBe('0');
  });
});

describe('data import: v2/startImport and v2/importStatus', () => {
  it('round trip: an export imported into a fresh account gives the same trips and plans on the wire', async () => {
    await seed(ada);
    const { files } = await exportAll(ada);
    const cy = await signedIn('cy@example.com');
    const result = await importFile(cy, 'waybook-export.zip', zipSync(files));
    expect(result).toMatchObject({ state: 'done', error_code: '', Summary: { trips: 2, plans: SEEDED_TYPES.length + 2, documents: 1 } });
    expect(result.progress_done).toBe(result.progress_total);
    const before = await tripsOf(ada);
    const after = await tripsOf(cy);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const name of Object.keys(before)) expect(comparable(after[name])).toEqual(comparable(before[name]));
    expect(comparable(await unfiledOf(cy))).toEqual(comparable(await unfiledOf(ada)));
    // The document came along, with the same name, kind and bytes.
    const name = 'Lisbon, "the" trip';
    const [original] = await documentsOf(ada, before[name] ?? {});
    const [copy] = await documentsOf(cy, after[name] ?? {});
    expect(comparable(copy)).toEqual(comparable(original));
    const bytes = await cy.request(String(copy?.['url']));
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(pdf);
    // export.json alone (no archive) imports the trips and plans too, without the document files.
    const dee = await signedIn('dee@example.com');
    const fromJson = await importFile(dee, 'export.json', files['export.json'] ?? new Uint8Array());
    expect(fromJson.Summary).toEqual({ trips: 2, plans: SEEDED_TYPES.length + 2, documents: 0 });
  });

  it('writes nothing when an import fails, and says why', async () => {
    await seed(ada);
    const { files } = await exportAll(ada);
    const cy = await signedIn('cy@example.com');
    const doc = JSON.parse(strFromU8(files['export.json'] ?? new Uint8Array())) as { Trips: WireObject[] };
    // The second trip's note ends before it starts: the create call's rules refuse it after the
    // first trip and its plans were written in the same transaction.
    const broken = structuredClone(doc);
    const last = broken.Trips.at(-1) ?? {};
    last['ActivityObject'] = [
      { display_name: 'Backwards', StartDateTime: { date: '2026-12-05', time: '10:00' }, EndDateTime: { date: '2026-12-04', time: '09:00' } },
    ];
    const counts = await rowCounts();
    const failed = await importFile(cy, 'broken.zip', zipSync({ ...files, 'export.json': new TextEncoder().encode(JSON.stringify(broken)) }));
    expect(failed).toMatchObject({ state: 'failed', error_code: 'data_import_invalid', Summary: { trips: 0, plans: 0, documents: 0 } });
    expect(await rowCounts()).toEqual(counts);
    expect(await tripsOf(cy)).toEqual({});
    // A damaged archive, another version, and a file that is no export at all.
    expect((await importFile(cy, 'x.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).error_code).toBe('data_import_unreadable');
    const v2 = new TextEncoder().encode(JSON.stringify({ ...doc, version: 2 }));
    expect((await importFile(cy, 'export.json', v2)).error_code).toBe('data_import_version');
    // A NUL byte in a trip's name is refused like one in a request body.
    const nul = structuredClone(doc);
    (nul.Trips[0] ?? {})['display_name'] = 'Lis\u0000bon';
    expect((await importFile(cy, 'export.json', new TextEncoder().encode(JSON.stringify(nul)))).error_code).toBe('data_import_invalid');
    expect(await rowCounts()).toEqual(counts);
    const refused = await cy.json('/api/v2/startImport', { name: 'notes.txt', data: b64(new TextEncoder().encode('hello')) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code).toBe('data_import_unsupported');
    expect((await cy.json('/api/v2/startImport', { name: 'x', data: '%%%' })).status).toBe(400);
    expect((await h.client().json('/api/v2/startImport', { name: 'x', data: b64(pdf) })).status).toBe(401);
  });

  it('imports a TripIt iCal feed into trips and flight, activity and note plans', async () => {
    const ics = await readFile(join(import.meta.dirname, '../../../test/fixtures/data-export/tripit-feed.ics'));
    const result = await importFile(ada, 'tripit.ics', new Uint8Array(ics));
    expect(result).toMatchObject({ state: 'done', Summary: { trips: 2, plans: 7, documents: 0 } });
    const trips = await tripsOf(ada);
    expect(Object.keys(trips).sort()).toEqual(['Kyoto, Japan, April 2027', 'Lisbon, Portugal, March 2027']);
    const lisbon = trips['Lisbon, Portugal, March 2027'] ?? {};
    expect((lisbon['Trip'] as WireObject)['start_date']).toBe('2027-03-12');
    expect((lisbon['Trip'] as WireObject)['end_date']).toBe('2027-03-16');
    const flights = (lisbon['AirObject'] as WireObject[]).map((f) => (f['Segment'] as WireObject[])[0] ?? {});
    expect(flights.map((s) => `${String(s['marketing_airline_code'])}${String(s['marketing_flight_number'])}`).sort()).toEqual(['TP1350', 'TP1351']);
    // 07:10 UTC leaves Paris at 08:10 on its own clock and lands in Lisbon at 09:00.
    const out = flights.find((s) => s['marketing_flight_number'] === '1351') ?? {};
    expect(out['StartDateTime']).toMatchObject({ date: '2027-03-12', time: '08:10:00', timezone: 'Europe/Paris' });
    expect(out['EndDateTime']).toMatchObject({ date: '2027-03-12', time: '09:00:00', timezone: 'Europe/Lisbon' });
    const activities = (lisbon['ActivityObject'] as WireObject[]).map((a) => a['display_name']);
    expect(activities).toEqual(expect.arrayContaining(['Check-in: Memmo Alfama Hotel', 'Dinner at Cervejaria Ramiro', 'Check-out: Memmo Alfama Hotel']));
    expect((lisbon['AirObject'] as WireObject[])[0]?.['supplier_conf_num']).toBe('QX7T2P');
    const kyoto = trips['Kyoto, Japan, April 2027'] ?? {};
    const note = (kyoto['NoteObject'] as WireObject[])[0] ?? {};
    expect(note['display_name']).toBe('Rail pass exchange');
    expect(String(note['text'])).toContain('Exchange the JR Pass voucher');
    expect(String(note['text'])).not.toContain('tripit.com');
    const tea = (kyoto['ActivityObject'] as WireObject[])[0] ?? {};
    expect(tea['StartDateTime']).toMatchObject({ date: '2027-04-06', time: '10:00:00', timezone: 'Asia/Tokyo' });
  });
});
