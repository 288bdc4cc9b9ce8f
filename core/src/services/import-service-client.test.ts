import { describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { encodeBase64 } from './document-service.js';
import { BookingImportService, bookingImportFailureOf } from './import-service-client.js';

const eml = new TextEncoder().encode('From: confirmation@airline.example\r\nSubject: Your flight\r\nMessage-ID: <a@b>\r\n\r\nHello');
const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'bad_request', detailedErrorCode, description: '' });

function transport(answer: unknown) {
  const calls: { id: string; input: EntryCall<ContractEntry> }[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push({ id: entry.id, input: input as EntryCall<ContractEntry> });
      return answer as never;
    },
  };
  return { api, calls };
}

const imported = {
  ImportResult: {
    Plans: [{ uuid: 'p1', type: 'air', display_name: 'AF 1234', trip_uuid: 't1', relative_url: '/trips/t1/air/s1', outcome: 'created' }],
    trip_uuid: 't1',
    created_trip: 'true',
    extended_days: 0,
  },
};

describe('BookingImportService.upload', () => {
  it('sends the file as base64 with its name and trip, maps the answer and makes the trip lists stale', async () => {
    const { api, calls } = transport(ok(imported));
    const stale: string[] = [];
    const r = await new BookingImportService(api, { invalidate: (...keys) => void stale.push(...keys) }).upload('flight.eml', eml, 't9');
    expect(calls).toEqual([{ id: 'importBookingFile', input: { body: { name: 'flight.eml', data: encodeBase64(eml), trip_uuid: 't9' } } }]);
    expect(r).toEqual(
      ok({
        plans: [{ uuid: 'p1', type: 'air', name: 'AF 1234', tripUuid: 't1', path: '/trips/t1/air/s1', outcome: 'created' }],
        tripUuid: 't1',
        createdTrip: true,
        extendedDays: 0,
      }),
    );
    expect(stale).toEqual(['trips:list']);
  });

  it('refuses before sending what the server would refuse: too large, plain text', async () => {
    const { api, calls } = transport(ok(imported));
    const service = new BookingImportService(api);
    expect(await service.upload('big.eml', new Uint8Array(10 * 1024 * 1024 + 1), '')).toEqual(err({ kind: 'too-large' }));
    expect(await service.upload('notes.txt', new TextEncoder().encode('hello there'), '')).toEqual(err({ kind: 'unsupported' }));
    expect(calls).toEqual([]);
  });

  it('sends a PDF or a picture of a boarding pass (the server reads its barcode)', async () => {
    const { api, calls } = transport(ok(imported));
    const service = new BookingImportService(api);
    expect((await service.upload('pass.pdf', new TextEncoder().encode('%PDF-1.7\n'), '')).ok).toBe(true);
    expect((await service.upload('pass.png', new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]), '')).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('maps each refusal of the server to its kind and keeps the trip lists', async () => {
    const cases: [ApiFailure, string][] = [
      [http(400, 'import_file_too_large'), 'too-large'],
      [http(413, 'payload_too_large'), 'too-large'],
      [http(400, 'import_file_unsupported'), 'unsupported'],
      [http(400, 'invalid_field:data'), 'unsupported'],
      [http(422, 'import_nothing_found'), 'nothing-found'],
      [http(403, 'trip_permission_denied'), 'not-allowed'],
      [http(404, 'not_found'), 'not-allowed'],
      [http(500, 'internal'), 'failed'],
      [{ kind: 'network' }, 'failed'],
    ];
    for (const [failure, kind] of cases) {
      const stale: string[] = [];
      const r = await new BookingImportService(transport(err(failure)).api, { invalidate: (...keys) => void stale.push(...keys) }).upload('a.eml', eml, '');
      expect(r.ok ? '' : r.error.kind, failure.kind === 'http' ? failure.detailedErrorCode : failure.kind).toBe(kind);
      expect(stale).toEqual([]);
    }
  });
});

describe('BookingImportService.provenance', () => {
  const wire = {
    extractor: 'json-ld',
    message_id: '<a@b>',
    subject: 'Your flight',
    sender: 'news@airline.example',
    received: '2026-11-20T08:00:00.000Z',
    imported: '2026-11-20T08:05:00.000Z',
    original_url: '/plan/import-message/p1',
  };

  it('reads where a plan came from', async () => {
    const { api, calls } = transport(ok({ PlanImport: wire }));
    const r = await new BookingImportService(api).provenance('p1');
    expect(calls).toEqual([{ id: 'getPlanImport', input: { query: { plan_uuid: 'p1' } } }]);
    expect(r).toEqual(
      ok({
        extractor: 'json-ld',
        messageId: '<a@b>',
        subject: 'Your flight',
        sender: 'news@airline.example',
        received: '2026-11-20T08:00:00.000Z',
        imported: '2026-11-20T08:05:00.000Z',
        originalUrl: '/plan/import-message/p1',
      }),
    );
  });

  it('is null for a plan that was not imported, a failure otherwise', async () => {
    expect(await new BookingImportService(transport(err(http(404, 'not_found'))).api).provenance('p1')).toEqual(ok(null));
    expect(await new BookingImportService(transport(err({ kind: 'timeout' })).api).provenance('p1')).toEqual(err({ kind: 'timeout' }));
  });
});

describe('bookingImportFailureOf', () => {
  it('keeps a failure without an answer as it is', () => {
    expect(bookingImportFailureOf({ kind: 'invalid-response' })).toEqual({ kind: 'failed', failure: { kind: 'invalid-response' } });
  });
});
