import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { DataTransferClient, dataTransferFailureOf, type dataTransferViewOf } from './data-transfer-client.js';

function recording(...answers: unknown[]) {
  const calls: unknown[] = [];
  const invalidated: string[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push([entry.path, input.params ?? input.body]);
      return answers.shift() as never;
    },
  };
  return { api, calls, invalidated, cache: { invalidate: (key: string) => void invalidated.push(key) } };
}

const wire = (o: Partial<Parameters<typeof dataTransferViewOf>[0]> = {}) => ({
  id: 'x1',
  kind: 'import' as const,
  state: 'running' as const,
  progress_done: 1,
  progress_total: 4,
  trip_uuid: '',
  error_code: '',
  file_name: '',
  download_url: '',
  expires_at: '',
  Summary: { trips: 0, plans: 0, documents: 0 },
  ...o,
});

describe('DataTransferClient', () => {
  it('starts an export of one trip and shows its progress', async () => {
    const { api, calls } = recording(ok({ DataTransfer: wire({ kind: 'export', state: 'queued', progress_done: 0, progress_total: 0 }) }));
    const r = await new DataTransferClient(api).startExport('t1');
    expect(r).toEqual(ok(expect.objectContaining({ id: 'x1', state: 'queued', progress: null })));
    expect(calls).toEqual([['v2/startExport', { trip_uuid: 't1' }]]);
  });

  it('uploads an import in base64, refusing what the server would refuse before sending', async () => {
    const { api, calls } = recording(ok({ DataTransfer: wire() }));
    const client = new DataTransferClient(api);
    expect(await client.startImport('notes.txt', new Uint8Array([1, 2, 3]))).toEqual(err('data_import_unsupported'));
    const ics = new Uint8Array([...'BEGIN:VCALENDAR'].map((c) => c.charCodeAt(0)));
    expect(await client.startImport('tripit.ics', ics)).toEqual(ok(expect.objectContaining({ progress: 0.25 })));
    expect(calls).toEqual([['v2/startImport', { name: 'tripit.ics', data: 'QkVHSU46VkNBTEVOREFS' }]]);
  });

  it('reads the trip lists again once an import is done, and names a failure by its code', async () => {
    const { api, cache, invalidated } = recording(
      ok({ DataTransfer: wire({ state: 'done', Summary: { trips: 2, plans: 5, documents: 1 } }) }),
      ok({ DataTransfer: wire({ state: 'failed', error_code: 'data_import_invalid' }) }),
    );
    const client = new DataTransferClient(api, cache);
    expect(await client.importStatus('x1')).toEqual(ok(expect.objectContaining({ progress: 1, summary: { trips: 2, plans: 5, documents: 1 } })));
    expect(invalidated).toEqual(['trips:list']);
    expect(await client.importStatus('x1')).toEqual(ok(expect.objectContaining({ state: 'failed', failure: 'data_import_invalid' })));
  });

  it('maps refusals to failures', () => {
    expect(dataTransferFailureOf({ kind: 'http', status: 429, code: '', detailedErrorCode: 'data_export_busy', description: '' })).toBe('busy');
    expect(dataTransferFailureOf({ kind: 'http', status: 413, code: '', detailedErrorCode: 'payload_too_large', description: '' })).toBe(
      'data_import_too_large',
    );
    expect(dataTransferFailureOf({ kind: 'network' })).toBe('failed');
    expect(dataTransferFailureOf('data_export_failed')).toBe('export-failed');
    expect(dataTransferFailureOf('something new')).toBe('failed');
  });
});
