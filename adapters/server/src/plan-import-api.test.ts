import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type ImportResult = { ImportResult: { Plans: { uuid: string; trip_uuid: string }[]; trip_uuid: string } };
type PlanImport = { extractor: string; message_id: string; subject: string; sender: string; received: string; imported: string; original_url: string };

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/imports');
const fixture = (name: string) => readFile(join(FIXTURES, name));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

let h: Harness;
let ada: TestClient;
let planUuid: string;
let tripUuid: string;
let eml: Buffer;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  eml = await fixture('eml-airline-jsonld-qp.eml');
  const res = await ada.json('/api/v2/importBookingFile', { name: 'flight.eml', data: b64(eml), trip_uuid: '' });
  expect(res.status, await res.clone().text()).toBe(200);
  const r = ((await res.json()) as ImportResult).ImportResult;
  planUuid = r.Plans[0]?.uuid ?? '';
  tripUuid = r.trip_uuid;
});

// A second person on Ada's trip: 'edit' (an editor) or 'viewer', or outside it when undefined.
async function person(email: string, role?: 'edit' | 'viewer'): Promise<TestClient> {
  const c = h.client();
  await h.signUp(c, email);
  await h.onboard(c);
  if (role === undefined) return c;
  const share = { trip_uuid: tripUuid, is_read_only: role === 'viewer' ? 'true' : 'false', is_traveler: 'false' };
  await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: email }], TripShare: share } });
  await h.acceptInvitation(c, email);
  return c;
}

const provenance = (c: TestClient, uuid = planUuid) => c.request(`/api/v2/planImport?plan_uuid=${encodeURIComponent(uuid)}`);
const body = async (res: Response) => ((await res.json()) as { PlanImport: PlanImport }).PlanImport;

describe('GET v2/planImport and the original message', () => {
  it('tells the owner where the plan came from, with the original e-mail to download', async () => {
    const res = await provenance(ada);
    expect(res.status).toBe(200);
    const p = await body(res);
    expect(p).toMatchObject({ extractor: 'json-ld', sender: 'confirmation@mail.example-airline.com', original_url: `/plan/import-message/${planUuid}` });
    expect(p.subject).toContain('X2Y3Z4');
    expect(p.message_id).not.toBe('');
    expect(Number.isNaN(Date.parse(p.received))).toBe(false);
    const original = await ada.request(p.original_url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('message/rfc822');
    expect(original.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.eml"; filename\*=UTF-8''/);
    expect(original.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(original.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await original.arrayBuffer()).equals(eml)).toBe(true);
  });

  it('gives an editor of the trip the same, original included', async () => {
    const bo = await person('bo@example.com', 'edit');
    const p = await body(await provenance(bo));
    expect(p.original_url).toBe(`/plan/import-message/${planUuid}`);
    expect((await bo.request(p.original_url)).status).toBe(200);
  });

  it('tells a viewer where it came from, but not the original message', async () => {
    const cy = await person('cy@example.com', 'viewer');
    const p = await body(await provenance(cy));
    expect(p.sender).toBe('confirmation@mail.example-airline.com');
    expect(p.original_url).toBe('');
    expect((await cy.request(`/plan/import-message/${planUuid}`)).status).toBe(404);
  });

  it('answers 404 to someone outside the trip, and sends a signed-out visitor to sign in', async () => {
    const dee = await person('dee@example.com');
    expect((await provenance(dee)).status).toBe(404);
    expect((await dee.request(`/plan/import-message/${planUuid}`)).status).toBe(404);
    const guest = await h.client().request(`/plan/import-message/${planUuid}`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/account/login');
    expect((await provenance(h.client())).status).toBe(401);
  });

  it('answers 404 for a plan that was not imported, and has no original for an uploaded pass', async () => {
    const made = await ada.json('/api/v2/create', {
      ActivityObject: { trip_uuid: tripUuid, display_name: 'Museum', StartDateTime: { date: '2026-12-04', time: '10:00:00', timezone: 'Europe/Paris' } },
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const typed = (await made.json()) as { ActivityObject: { uuid: string } };
    expect((await provenance(ada, typed.ActivityObject.uuid)).status).toBe(404);
    expect((await ada.request(`/plan/import-message/${typed.ActivityObject.uuid}`)).status).toBe(404);
    const pass = await fixture('pkpass-airline-bcbp.json');
    const pkpass = zipSync({ 'pass.json': new Uint8Array(pass), 'manifest.json': strToU8('{}') });
    const res = await ada.json('/api/v2/importBookingFile', { name: 'boarding.pkpass', data: b64(pkpass), trip_uuid: '' });
    const passPlan = ((await res.json()) as ImportResult).ImportResult.Plans[0]?.uuid ?? '';
    const p = await body(await provenance(ada, passPlan));
    expect(p.original_url).toBe('');
    expect((await ada.request(`/plan/import-message/${passPlan}`)).status).toBe(404);
  });
});
