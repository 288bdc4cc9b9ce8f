import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { AiImportService } from './ai-import-service.js';

function transport(answer: unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push({ path: `${entry.method} ${entry.path}`, input });
      return answer as never;
    },
  };
  return { api, calls };
}

const out = {
  AiImport: {
    is_opt_in_visible: 'true',
    is_opt_in_read_only: 'false',
    is_opted_in: 'true',
    opted_in_ts: '2026-11-21T10:00:00.000Z',
    introduced_feature_webapp_ts: '2026-11-20T10:00:00.000Z',
    endpoint_host: 'llm.example:11434',
  },
};

describe('AiImportService', () => {
  it('marks the feature introduced and answers the choice with the endpoint host', async () => {
    const { api, calls } = transport(ok(out));
    expect(await new AiImportService(api).introduce()).toEqual(
      ok({
        settings: {
          isOptInVisible: true,
          isOptInReadOnly: false,
          isOptedIn: true,
          optedInTs: Date.parse('2026-11-21T10:00:00Z') / 1000,
          introducedFeatureWebappTs: Date.parse('2026-11-20T10:00:00Z') / 1000,
        },
        endpointHost: 'llm.example:11434',
      }),
    );
    expect(calls).toEqual([{ path: 'POST v2/timestampIntroducedAiImportFeature', input: {} }]);
  });

  it('opts in and out through updateUserSettings?user_feature=AiImport', async () => {
    const { api, calls } = transport(ok(out));
    await new AiImportService(api).setOptedIn(false);
    expect(calls).toEqual([{ path: 'POST v2/updateUserSettings', input: { query: { user_feature: 'AiImport' }, body: { is_opted_in: false } } }]);
  });

  it('passes a refusal on (a read-only choice)', async () => {
    const failure: ApiFailure = { kind: 'http', status: 403, code: 'forbidden', detailedErrorCode: 'ai_import_read_only', description: '' };
    const { api } = transport(err(failure));
    expect(await new AiImportService(api).setOptedIn(true)).toEqual(err(failure));
  });
});
