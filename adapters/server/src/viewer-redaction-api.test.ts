// Issue 10, "viewers see too much": every plan type created by the owner with each sensitive field
// filled with a marker, read through every path as a viewer (nothing sensitive), as an editor
// (everything) and signed out on the public page. The sensitive wire fields are listed here from
// the spec (part 2 section 6), apart from core's table, so that a field the table misses fails.
import { PLAN_TYPES, type PlanType } from '@waybook/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';
import { OBJECT_KEYS, planObject, TRAVELER_KEYS, type WireObject } from './testing/plan-fixtures.js';

let h: Awaited<ReturnType<typeof startHarness>>;
let owner: TestClient; // no name: their display name falls back to their address
let viewer: TestClient;
let editor: TestClient;
let other: TestClient; // another viewer, whom the first one must not see
let tripUuid: string;
const plans = new Map<PlanType, string>();
const markers = new Map<PlanType, string[]>();

const letters = (type: PlanType) => type.replace(/[^a-z]/g, '');
/** The owner's object of a type with every sensitive field carrying a marker unique to it. */
function sensitiveObject(type: PlanType): WireObject {
  const tag = letters(type).toUpperCase();
  const mark = (field: string) => {
    const value = `QX${tag}${field}`;
    markers.set(type, [...(markers.get(type) ?? []), value]);
    return value;
  };
  const o = planObject(type, tripUuid);
  // A cost is an amount with its currency (stored as is in this exact form), unique to the type.
  const cost = `EUR 9${PLAN_TYPES.indexOf(type)}731.57`;
  markers.set(type, [...(markers.get(type) ?? []), cost]);
  Object.assign(o, { total_cost: cost, booking_rate: mark('RATE'), booking_site_conf_num: mark('SITECONF'), supplier_conf_num: mark('SUPCONF') });
  o['Agency'] = { ...(o['Agency'] as WireObject), agency_conf_num: mark('AGCONF') };
  const travelers = TRAVELER_KEYS[type];
  if (travelers !== null) {
    const surname = `Hidden${letters(type)}`;
    markers.set(type, [...(markers.get(type) ?? []), surname]);
    o[travelers] = [{ first_name: 'Quentin', last_name: surname, ticket_num: mark('TICKET'), frequent_traveler_num: mark('FFN') }];
  }
  if (type === 'car') o['mileage_charges'] = mark('MILEAGE');
  if (type === 'parking') o['valet_ticket_num'] = mark('VALET');
  if (type === 'rail' || type === 'transport') o['Segment'] = (o['Segment'] as WireObject[]).map((s, i) => ({ ...s, confirmation_num: mark(`SEG${i}`) }));
  return o;
}

const json = async (res: Response): Promise<unknown> => {
  expect(res.status, res.url).toBe(200);
  return res.json();
};
const allMarkers = () => [...markers.values()].flat();

beforeAll(async () => {
  h = await startHarness();
  [owner, viewer, editor, other] = [h.client(), h.client(), h.client(), h.client()];
  await h.signUp(owner, 'owner@example.com');
  await h.signUp(viewer, 'viewer@example.com');
  await h.signUp(editor, 'editor@example.com');
  await h.signUp(other, 'other@example.com');
  await h.onboard(viewer);
  const created = await owner.json('/api/v2/create/trip', { Trip: { display_name: 'Copenhagen', start_date: '2026-12-01', end_date: '2026-12-20' } });
  tripUuid = ((await json(created)) as { Trip: { uuid: string } }).Trip.uuid;
  for (const type of PLAN_TYPES) {
    const res = await owner.json('/api/v2/create', { [OBJECT_KEYS[type]]: sensitiveObject(type) });
    expect(res.status, `${type}: ${await res.clone().text()}`).toBe(200);
    plans.set(type, ((await res.json()) as Record<string, { uuid: string }>)[OBJECT_KEYS[type]]?.uuid ?? '');
  }
  const share = (emails: string[], isReadOnly: boolean) =>
    owner.json('/api/v2/invite', {
      Invitation: { EmailAddresses: emails.map((email_address) => ({ email_address })), TripShare: { trip_uuid: tripUuid, is_read_only: String(isReadOnly) } },
    });
  expect((await share(['viewer@example.com', 'other@example.com'], true)).status).toBe(200);
  expect((await share(['editor@example.com'], false)).status).toBe(200);
  // Each opens the mailed link, signed in: only then do they take part.
  for (const [client, email] of [
    [viewer, 'viewer@example.com'],
    [other, 'other@example.com'],
    [editor, 'editor@example.com'],
  ] as const) {
    expect((await h.acceptInvitation(client, email)).status).toBe(303);
  }
}, 60_000);

const reads = (client: TestClient): Promise<Record<string, string>> =>
  (async () => {
    const out: Record<string, string> = {};
    out['list/trip'] = JSON.stringify(await json(await client.request('/api/v2/list/trip')));
    out['get/trip'] = JSON.stringify(await json(await client.request(`/api/v2/get/trip/uuid/${tripUuid}`)));
    out['include_objects'] = JSON.stringify(await json(await client.request(`/api/v2/get/trip/uuid/${tripUuid}/include_objects/true`)));
    for (const type of PLAN_TYPES) out[`get/${type}`] = JSON.stringify(await json(await client.request(`/api/v2/get/${type}/uuid/${plans.get(type)}`)));
    const ics = await client.request(`/trip/download/uuid/${tripUuid}/trip.ics`);
    expect(ics.status).toBe(200);
    out['calendar'] = await ics.text();
    return out;
  })();

describe('a viewer reading a trip with every plan type', () => {
  it('gets no cost, confirmation or ticket number, traveler, or mileage charge through any path', async () => {
    const seen = await reads(viewer);
    for (const [path, body] of Object.entries(seen)) for (const marker of allMarkers()) expect(body, `${path} shows ${marker}`).not.toContain(marker);
    // The plans are there all the same.
    expect(seen['include_objects']).toContain('Hertz Copenhagen Airport');
    expect(seen['get/car']).toContain('Hertz Copenhagen Airport');
  });

  it('sees only the owner and themselves, and never the owner’s address', async () => {
    const refs = async (client: TestClient) =>
      ((await json(await client.request('/api/v2/get/profile'))) as { Profile: { profile_ref: string } }).Profile.profile_ref;
    const [ownerRef, viewerRef, editorRef, otherRef] = await Promise.all([refs(owner), refs(viewer), refs(editor), refs(other)]);
    const seen = await reads(viewer);
    for (const path of ['list/trip', 'get/trip', 'include_objects']) {
      const body = seen[path] ?? '';
      expect(body, path).toContain(ownerRef);
      expect(body, path).toContain(viewerRef);
      expect(body, path).not.toContain(editorRef);
      expect(body, path).not.toContain(otherRef);
      for (const address of ['owner@example.com', 'editor@example.com', 'other@example.com']) expect(body, `${path} shows ${address}`).not.toContain(address);
    }
  });
});

describe('an editor reading the same trip', () => {
  it('gets every sensitive field in the trip read and each plan’s GET, and every participant', async () => {
    const seen = await reads(editor);
    for (const type of PLAN_TYPES)
      for (const marker of markers.get(type) ?? []) {
        expect(seen['include_objects'], `include_objects lacks ${marker}`).toContain(marker);
        expect(seen[`get/${type}`], `get/${type} lacks ${marker}`).toContain(marker);
      }
    expect(seen['include_objects']).toContain('owner@example.com');
    expect(seen['include_objects']).toContain('other@example.com');
  });
});

describe('the public page of the trip', () => {
  it('shows the plans without anything sensitive and without the owner’s address', async () => {
    const res = await owner.request('/api/v2/updatePublicTripShareUrl', {
      method: 'POST',
      body: new URLSearchParams({ trip_uuid: tripUuid }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const { trip_guid: guid } = (await json(res)) as { trip_guid: string };
    const page = await h.client().request(`/p/${guid}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Copenhagen');
    for (const marker of [...allMarkers(), 'owner@example.com', 'viewer@example.com']) expect(html, `public page shows ${marker}`).not.toContain(marker);
  });
});
