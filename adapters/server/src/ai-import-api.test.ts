import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from './testing/fake-llm.js';
import { startHarness, type TestClient } from './testing/harness.js';

type AiImport = {
  is_opt_in_visible: string;
  is_opt_in_read_only: string;
  is_opted_in: string;
  opted_in_ts?: string;
  introduced_feature_webapp_ts?: string;
  endpoint_host?: string;
};
type ErrorBody = { Error: { code: string; detailed_error_code: string; description: string } };

const HOTEL = {
  '@type': 'LodgingReservation',
  reservationNumber: 'H12345',
  reservationFor: {
    '@type': 'LodgingBusiness',
    name: 'Hotel Lutetia',
    address: { streetAddress: '45 Boulevard Raspail', addressLocality: 'Paris', addressCountry: 'FR' },
  },
  checkinTime: '2026-05-04T15:00:00',
  checkoutTime: '2026-05-07T11:00:00',
};

// A local OpenAI-compatible endpoint that finds the hotel, counting what it was sent.
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let asked: string[] = [];
let baseUrl = '';
beforeAll(async () => {
  llm = await startFakeLlm([HOTEL]);
  asked = llm.asked;
  baseUrl = llm.baseUrl;
});
afterAll(() => llm.stop());

const withLlm = (extra: NodeJS.ProcessEnv = {}) => ({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test-secret', ...extra });

async function signedIn(env: NodeJS.ProcessEnv) {
  const h = await startHarness(env);
  const ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  return { h, ada };
}
const aiOf = async (c: TestClient) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { AiImport?: AiImport } }).Profile.AiImport;
const optIn = (c: TestClient, value: unknown, feature = 'AiImport') => c.json(`/api/v2/updateUserSettings?user_feature=${feature}`, { is_opted_in: value });
const introduce = (c: TestClient) => c.json('/api/v2/timestampIntroducedAiImportFeature', {});
const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as ErrorBody).Error });
const upload = async (c: TestClient) =>
  c.json('/api/v2/importBookingFile', {
    name: 'stay.eml',
    data: (await readFile(join(import.meta.dirname, '../../../test/fixtures/imports/llm-hotel-plain.eml'))).toString('base64'),
  });

describe('the AI extractor without an LLM endpoint', () => {
  it('is not offered: aiImport not visible, opting in refused, opting out allowed', async () => {
    const { h, ada } = await signedIn({});
    expect(await aiOf(ada)).toEqual({ is_opt_in_visible: 'false', is_opt_in_read_only: 'false', is_opted_in: 'false', endpoint_host: '' });
    expect(await refusal(await optIn(ada, true))).toMatchObject({ status: 422, detailed_error_code: 'ai_import_not_offered' });
    expect((await optIn(ada, false)).status).toBe(200);
    expect(h.logs).toContain('AI extractor: OFF (LLM_BASE_URL not set), the opt-in is not offered');
  });
});

describe('POST v2/updateUserSettings?user_feature=AiImport and v2/timestampIntroducedAiImportFeature', () => {
  it('opts in and out, stamped by the server; the profile answers it with the endpoint host', async () => {
    const { h, ada } = await signedIn(withLlm());
    const host = new URL(baseUrl).host;
    expect(await aiOf(ada)).toEqual({ is_opt_in_visible: 'true', is_opt_in_read_only: 'false', is_opted_in: 'false', endpoint_host: host });
    const on = (await (await optIn(ada, true)).json()) as { AiImport: AiImport };
    expect(on.AiImport).toEqual({
      is_opt_in_visible: 'true',
      is_opt_in_read_only: 'false',
      is_opted_in: 'true',
      opted_in_ts: '2026-11-21T10:00:00.000Z',
      endpoint_host: host,
    });
    h.clock.advance(60_000);
    const off = (await (await optIn(ada, 'false')).json()) as { AiImport: AiImport };
    expect(off.AiImport).toMatchObject({ is_opted_in: 'false', opted_in_ts: '2026-11-21T10:00:00.000Z' });
    expect(await aiOf(ada)).toEqual(off.AiImport);
    expect(h.logs.join('\n')).not.toContain('sk-test-secret');
  });

  it('keeps the first introduction', async () => {
    const { h, ada } = await signedIn(withLlm());
    const res = await introduce(ada);
    expect(res.status, await res.clone().text()).toBe(200);
    const first = (await res.json()) as { AiImport: AiImport };
    expect(first.AiImport.introduced_feature_webapp_ts).toBe('2026-11-21T10:00:00.000Z');
    // Ten minutes on: still inside the session's 30 minutes of inactivity.
    h.clock.advance(600_000);
    expect(((await (await introduce(ada)).json()) as { AiImport: AiImport }).AiImport.introduced_feature_webapp_ts).toBe('2026-11-21T10:00:00.000Z');
  });

  it('refuses another feature, a bad value, a frozen choice and a caller without a session', async () => {
    const { ada } = await signedIn(withLlm());
    expect(await refusal(await optIn(ada, true, 'Other'))).toMatchObject({
      status: 400,
      code: 'bad_request',
      detailed_error_code: 'invalid_field:user_feature',
    });
    expect(await refusal(await optIn(ada, 'yes'))).toMatchObject({ status: 400, detailed_error_code: 'invalid_field:is_opted_in' });
    const { h: h2, ada: bo } = await signedIn(withLlm({ LLM_OPT_IN_READ_ONLY: 'true' }));
    expect(await aiOf(bo)).toMatchObject({ is_opt_in_visible: 'true', is_opt_in_read_only: 'true' });
    expect(await refusal(await optIn(bo, true))).toMatchObject({ status: 422, detailed_error_code: 'ai_import_read_only' });
    expect((await optIn(h2.client(), true)).status).toBe(401);
  });
});

describe('imports with the AI extractor', () => {
  it('not opted in: a message without structured data finds nothing and the endpoint gets no request', async () => {
    const { ada } = await signedIn(withLlm());
    asked.length = 0;
    expect(await refusal(await upload(ada))).toMatchObject({ status: 422, detailed_error_code: 'import_nothing_found' });
    expect(asked).toEqual([]);
  });

  it('opted in: the text goes to the endpoint and the hotel it finds becomes a plan from "llm"', async () => {
    const { h, ada } = await signedIn(withLlm());
    expect((await optIn(ada, true)).status).toBe(200);
    asked.length = 0;
    const res = await upload(ada);
    expect(res.status, await res.clone().text()).toBe(200);
    const r = ((await res.json()) as { ImportResult: { Plans: { type: string; display_name: string; outcome: string }[] } }).ImportResult;
    expect(r.Plans).toMatchObject([{ type: 'lodging', outcome: 'created' }]);
    expect(asked).toHaveLength(1);
    const sent = JSON.parse(asked[0] ?? '{}') as { model: string; messages: { content: string }[] };
    expect(sent.model).toBe('test-model');
    expect(sent.messages[1]?.content).toContain('Confirmation number: H12345');
    expect(sent.messages[1]?.content).not.toContain('ada@example.com');
    const row = await h.database.db
      .withTables<{ plan_imports: { extractor: string } }>()
      .selectFrom('plan_imports')
      .select('extractor')
      .executeTakeFirstOrThrow();
    expect(row.extractor).toBe('llm');
  });
});
