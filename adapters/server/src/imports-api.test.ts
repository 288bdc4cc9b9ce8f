import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Imported = { uuid: string; type: string; display_name: string; trip_uuid: string; relative_url: string; outcome: string };
type ImportResult = { ImportResult: { Plans: Imported[]; trip_uuid: string; created_trip: string; extended_days: number } };
type ErrorBody = { Error: { code: string; detailed_error_code: string; description: string } };

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/imports');
const fixture = (name: string) => readFile(join(FIXTURES, name));
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

let h: Harness;
let ada: TestClient;
let bo: TestClient;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  await h.signUp(bo, 'bo@example.com');
  await h.onboard(bo);
});

const upload = (name: string, bytes: Uint8Array, tripUuid = '', client = ada) =>
  client.json('/api/v2/importBookingFile', { name, data: b64(bytes), trip_uuid: tripUuid });
const imported = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as ImportResult).ImportResult;
};
const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as ErrorBody).Error });
const createTrip = async (trip: Record<string, unknown>) => {
  const res = await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Trip', ...trip } });
  return ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
};
const tripOf = async (uuid: string, client = ada) =>
  (await (await client.request(`/api/v2/get/trip/uuid/${uuid}/include_objects/true`)).json()) as {
    Trip: { display_name: string; start_date: string; end_date: string };
    AirObject?: { Segment: { start_airport_code: string; StartDateTime: { date: string; time: string; timezone: string } }[] }[];
    RailObject?: unknown[];
  };

describe('POST v2/importBookingFile', () => {
  it('imports a forwarded airline e-mail into a new trip named from the destination, keeping where it came from', async () => {
    const r = await imported(await upload('confirmation.eml', await fixture('eml-airline-jsonld-qp.eml')));
    expect(r.created_trip).toBe('true');
    expect(r.Plans.map((p) => [p.type, p.outcome])).toEqual([['air', 'created']]);
    const trip = await tripOf(r.trip_uuid);
    expect(trip.Trip.display_name).not.toBe('');
    const segments = trip.AirObject?.[0]?.Segment ?? [];
    expect(segments[0]).toMatchObject({ start_airport_code: 'CDG', StartDateTime: { timezone: 'Europe/Paris' } });
    type Row = { plan_uuid: string; extractor: string; sender: string; subject: string; message_blob_id: string };
    const provenance = await h.database.db.withTables<{ plan_imports: Row }>().selectFrom('plan_imports').selectAll().executeTakeFirstOrThrow();
    expect(provenance).toMatchObject({ plan_uuid: r.Plans[0]?.uuid, extractor: 'json-ld', sender: 'confirmation@mail.example-airline.com' });
    expect(provenance.subject).toContain('X2Y3Z4');
    const original = await h.database.db.selectFrom('blobs').select(['content_type']).where('id', '=', provenance.message_blob_id).executeTakeFirstOrThrow();
    expect(original.content_type).toBe('message/rfc822');
  });

  it.each(['eml-airline-jsonld-qp.eml', 'eml-hotel-fr-latin1.eml', 'eml-car-de-base64.eml', 'eml-restaurant-ja-iso2022jp.eml'])(
    'the same booking imported again changes nothing and adds no plan (%s)',
    async (name) => {
      const bytes = await fixture(name);
      const first = await imported(await upload('a.eml', bytes));
      const again = await imported(await upload('a.eml', bytes));
      expect(again.Plans.map((p) => [p.uuid, p.outcome])).toEqual(first.Plans.map((p) => [p.uuid, 'unchanged']));
      expect(again.created_trip).toBe('false');
      expect((await h.database.db.selectFrom('plans').select('uuid').execute()).length).toBe(first.Plans.length);
    },
  );

  it('puts a calendar into the trip it is uploaded to, at the local time of the station', async () => {
    const tripUuid = await createTrip({ start_date: '2026-05-16', end_date: '2026-05-20' });
    const r = await imported(await upload('train.ics', await fixture('ics-rail-fr.ics'), tripUuid));
    expect(r.Plans).toMatchObject([{ type: 'rail', trip_uuid: tripUuid, outcome: 'created' }]);
    expect((await tripOf(tripUuid)).RailObject).toHaveLength(1);
  });

  it('extends a trip that ends a day before the booking, and says by how many days', async () => {
    const tripUuid = await createTrip({ start_date: '2026-05-10', end_date: '2026-05-16' });
    const r = await imported(await upload('train.ics', await fixture('ics-rail-fr.ics')));
    expect(r).toMatchObject({ trip_uuid: tripUuid, created_trip: 'false', extended_days: 1 });
    expect((await tripOf(tripUuid)).Trip.end_date).toBe('2026-05-17');
  });

  it('reads an Apple Wallet pass from its barcode', async () => {
    const pass = await fixture('pkpass-airline-bcbp.json');
    const pkpass = zipSync({ 'pass.json': new Uint8Array(pass), 'manifest.json': strToU8('{}') });
    const r = await imported(await upload('boarding.pkpass', pkpass));
    expect(r.Plans).toMatchObject([{ type: 'air', outcome: 'created' }]);
    // The pass carries only airport codes: the airport data names the airports, and the new trip after the city.
    const trip = await tripOf(r.trip_uuid);
    expect(trip.Trip.display_name).toBe('Frankfurt am Main');
    expect(trip.AirObject?.[0]?.Segment[0]).toMatchObject({ start_city_name: 'Montréal', end_city_name: 'Frankfurt am Main', end_country_code: 'DE' });
  });

  it('raises an FI alert in the user language', async () => {
    await imported(await upload('train.ics', await fixture('ics-rail-fr.ics')));
    const alerts = (await (await ada.request('/api/v2/listProAlerts', { headers: { 'x-waybook-locale': 'fr-FR' } })).json()) as {
      Alerts?: { type_code: string; title: string; message: string }[];
    };
    const fi = JSON.stringify(alerts);
    expect(fi).toContain('"FI"');
    expect(fi).toContain('Plan importé');
  });

  it('refuses what it cannot read, with the Error object, and writes nothing', async () => {
    // A PDF is read for barcodes: one that does not open holds none.
    expect(await refusal(await upload('scan.pdf', strToU8('%PDF-1.7\n%…')))).toMatchObject({ status: 422, detailed_error_code: 'import_nothing_found' });
    expect(await refusal(await upload('notes.txt', strToU8('Dear traveler')))).toMatchObject({ status: 400, detailed_error_code: 'import_file_unsupported' });
    expect(await refusal(await upload('broken.pkpass', zipSync({ 'readme.txt': strToU8('hi') })))).toMatchObject({
      detailed_error_code: 'import_file_unsupported',
    });
    const empty = strToU8('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    expect(await refusal(await upload('empty.ics', empty))).toMatchObject({ status: 422, detailed_error_code: 'import_nothing_found' });
    const bad = await ada.json('/api/v2/importBookingFile', { name: 'x', data: 'not base64!' });
    expect(await refusal(bad)).toMatchObject({ status: 400, detailed_error_code: 'invalid_field:data' });
    expect(await h.database.db.selectFrom('plans').select('uuid').execute()).toEqual([]);
  });

  describe('boarding passes as PDFs and pictures (their barcodes)', () => {
    type Segment = { marketing_airline_code: string; marketing_flight_number: string; start_airport_code: string; end_airport_code: string };
    const flightsOf = async (r: Awaited<ReturnType<typeof imported>>) => {
      const trips = [...new Set(r.Plans.map((p) => p.trip_uuid))];
      const objects = await Promise.all(trips.map(async (uuid) => ((await tripOf(uuid)).AirObject ?? []) as unknown as { Segment: Segment[] }[]));
      return objects
        .flat()
        .flatMap((o) => o.Segment)
        .map((s) => `${s.marketing_airline_code}${s.marketing_flight_number} ${s.start_airport_code}-${s.end_airport_code}`)
        .sort();
    };

    it.each([
      ['bp-pdf417-vector.pdf', ['AF6 CDG-JFK']],
      ['bp-pdf417-image.pdf', ['AC834 YUL-FRA']],
      ['bp-pdf417-screenshot.png', ['LH181 BER-FRA', 'LH778 FRA-SIN', 'SQ221 SIN-SYD']],
      ['bp-pdf417-photo-rotated.jpg', ['JL503 HND-CTS']],
      ['bp-aztec.png', ['AC834 YUL-FRA', 'LH3664 FRA-GVA']],
      ['bp-qr.png', ['AF7700 CDG-NCE']],
      ['bp-datamatrix.gif', ['AF6004 ORY-MRS']],
    ])('imports the flights of %s', async (name, flights) => {
      const r = await imported(await upload(name, await fixture(name)));
      expect(r.Plans.every((p) => p.type === 'air' && p.outcome === 'created')).toBe(true);
      expect(await flightsOf(r)).toEqual(flights);
    });

    it('names the airports of a PDF pass from the airport data, and files its plan under the file name', async () => {
      const r = await imported(await upload('AC834.pdf', await fixture('bp-pdf417-image.pdf')));
      expect((await tripOf(r.trip_uuid)).AirObject?.[0]?.Segment[0]).toMatchObject({ start_city_name: 'Montréal', end_city_name: 'Frankfurt am Main' });
      type Row = { extractor: string; subject: string; message_blob_id: string };
      const provenance = await h.database.db.withTables<{ plan_imports: Row }>().selectFrom('plan_imports').selectAll().executeTakeFirstOrThrow();
      expect(provenance).toMatchObject({ extractor: 'bcbp', subject: 'AC834.pdf', message_blob_id: '' });
    });

    it('imports the flight of a forwarded e-mail from the boarding pass PDF attached to it', async () => {
      const r = await imported(await upload('fwd.eml', await fixture('eml-boardingpass-pdf.eml')));
      expect(await flightsOf(r)).toEqual(['AF6 CDG-JFK']);
    });

    it('answers nothing found for a PDF without a barcode, and writes nothing', async () => {
      expect(await refusal(await upload('receipt.pdf', await fixture('bp-no-barcode.pdf')))).toMatchObject({
        status: 422,
        detailed_error_code: 'import_nothing_found',
      });
      expect(await h.database.db.selectFrom('plans').select('uuid').execute()).toEqual([]);
    });
  });

  it('only into a trip the caller can edit: a viewer is refused, a stranger gets 404, and a guest must sign in', async () => {
    const tripUuid = await createTrip({ start_date: '2026-05-16', end_date: '2026-05-20' });
    const ics = await fixture('ics-rail-fr.ics');
    expect((await refusal(await upload('t.ics', ics, tripUuid, bo))).status).toBe(404);
    await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: tripUuid } } });
    await h.acceptInvitation(bo, 'bo@example.com');
    expect(await refusal(await upload('t.ics', ics, tripUuid, bo))).toMatchObject({ status: 403, detailed_error_code: 'trip_permission_denied' });
    expect((await h.client().json('/api/v2/importBookingFile', { name: 't.ics', data: b64(ics) })).status).toBe(401);
  });
});
