import { describe, expect, it } from 'vitest';
import { connectedApplicationsAnswerWire } from '../contract/account/connected-application-entries.js';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { ConnectedApplicationsClient } from './connected-applications-service.js';

/** A transport that records each call's path and body and answers the next of `answers`, parsed as the transport would. */
function recording(...answers: unknown[]) {
  const calls: unknown[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push([entry.path, input.body]);
      const next = answers.shift() as { ok: boolean; value?: unknown };
      return (next.ok ? ok(connectedApplicationsAnswerWire.parse(next.value)) : next) as never;
    },
  };
  return { api, calls };
}

const widget = { name: 'Trip widget', url: 'https://widget.example', grant_date: '2026-03-01', container_type_code: 'OA', client_id: 'c1', token_key: 'k1' };

describe('ConnectedApplicationsClient', () => {
  it('lists the applications in the domain shape', async () => {
    const { api, calls } = recording(ok({ ConnectedApplications: [widget] }));
    expect(await new ConnectedApplicationsClient(api).list()).toEqual(
      ok([{ name: 'Trip widget', url: 'https://widget.example', grantDate: '2026-03-01', containerTypeCode: 'OA', clientId: 'c1', tokenKey: 'k1' }]),
    );
    expect(calls).toEqual([['v2/connectedApplications', undefined]]);
  });

  it('disconnects by client id, or by container type when there is none', async () => {
    const { api, calls } = recording(ok({ ConnectedApplications: [] }), ok({ ConnectedApplications: [] }));
    const apps = new ConnectedApplicationsClient(api);
    expect(await apps.disconnect({ clientId: 'c1', containerTypeCode: 'OA' })).toEqual(ok([]));
    expect(await apps.disconnect({ clientId: '', containerTypeCode: 'TI' })).toEqual(ok([]));
    expect(calls).toEqual([
      ['v2/deleteConnectedApplication', { client_id: 'c1' }],
      ['v2/deleteConnectedApplication', { container_type_code: 'TI' }],
    ]);
  });

  it('reads any failed call as failed', async () => {
    const failure = err({ kind: 'http', status: 500 });
    const { api } = recording(failure, failure);
    const apps = new ConnectedApplicationsClient(api);
    expect(await apps.list()).toEqual(err('failed'));
    expect(await apps.disconnect({ clientId: 'c1', containerTypeCode: 'OA' })).toEqual(err('failed'));
  });
});
