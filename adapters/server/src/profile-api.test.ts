import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const profileOf = async (res: Response) => ((await res.json()) as { Profile: Record<string, unknown> }).Profile;

describe('GET v2/appConfig', () => {
  it('answers the flags as strings and asks a new user to onboard, then not', async () => {
    const before = await (await c.request('/api/v2/appConfig')).json();
    expect(before).toEqual({
      remove_legacy_web: 'false',
      is_genai_alert_enabled: 'true',
      is_recaptcha_enabled: 'false',
      recaptcha_site_key: '',
      is_onboarding_required: 'true',
      legacy_web_url: '',
    });
    expect((await h.onboard(c)).status).toBe(200);
    const after = (await (await c.request('/api/v2/appConfig')).json()) as Record<string, string>;
    expect(after['is_onboarding_required']).toBe('false');
  });
});

describe('GET v2/get/profile', () => {
  it('answers {"Profile": ...} with snake_case fields and the e-mail addresses', async () => {
    const p = await profileOf(await c.request('/api/v2/get/profile'));
    expect(p).toMatchObject({
      language_tag: 'en-US',
      date_endian_format: 'M',
      hour_clock: 1,
      distance: 'M',
      temperature: 'F',
      first_name: '',
      must_acknowledge_privacy_statement: 'false',
      is_pro: 'false',
    });
    expect(p['EmailAddresses']).toEqual([expect.objectContaining({ email_address: 'ada@example.com', is_primary: 'true', is_confirmed: 'false' })]);
    expect(String(p['profile_ref'])).toMatch(/^\w{24}$/);
  });

  it('needs a session: 401 in the Error shape', async () => {
    const res = await h.client().request('/api/v2/get/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ Error: { code: 'unauthorized' } });
  });
});

describe('POST v2/replace/profile', () => {
  it('saves display preferences and keeps them across a new sign-in', async () => {
    const res = await c.json('/api/v2/replace/profile', {
      Profile: { date_endian_format: 'L', hour_clock: '2', distance: 'K', temperature: 'C', language_tag: 'fr-FR', unknown_key: 'ignored' },
    });
    expect(res.status).toBe(200);
    expect(await profileOf(res)).toMatchObject({ date_endian_format: 'L', hour_clock: 2, distance: 'K', temperature: 'C', language_tag: 'fr-FR' });
    const again = h.client();
    await again.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(await profileOf(await again.request('/api/v2/get/profile'))).toMatchObject({ date_endian_format: 'L', language_tag: 'fr-FR' });
  });

  it('answers a bad value with 400 naming the field, and writes nothing', async () => {
    const res = await c.json('/api/v2/replace/profile', { Profile: { distance: 'parsecs', temperature: 'C' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { Error: { detailed_error_code: string; description: string } };
    expect(body.Error.detailed_error_code).toBe('invalid_field:Profile.distance');
    expect(body.Error.description).toContain('Profile.distance');
    expect(await profileOf(await c.request('/api/v2/get/profile'))).toMatchObject({ temperature: 'F' });
  });

  it('refuses bodies that are not JSON, too large, or without the CSRF header', async () => {
    const notJson = await c.request('/api/v2/replace/profile', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ Error: { detailed_error_code: 'invalid_json' } });
    const big = await c.json('/api/v2/replace/profile', { Profile: { company: 'x'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    const noCsrf = await c.json('/api/v2/replace/profile', { Profile: { distance: 'K' } }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toMatchObject({ Error: { code: 'forbidden', detailed_error_code: 'csrf_token_mismatch' } });
  });

  it('onboarding requires every field and a valid full name', async () => {
    const missing = await c.json('/api/v2/replace/profile?is_onboarding=true', { Profile: { first_name: 'Ada' } });
    expect(missing.status).toBe(400);
    const badName = await c.json('/api/v2/replace/profile?is_onboarding=true', {
      Profile: { first_name: 'Aaaa', last_name: 'Lovelace', date_of_birth: '1990-05-01', home_city: 'Paris, Île-de-France, France' },
    });
    expect(badName.status).toBe(400);
    expect(await badName.json()).toMatchObject({ Error: { detailed_error_code: 'invalid_full_name' } });
    const same = await c.json('/api/v2/replace/profile?is_onboarding=true', {
      Profile: { first_name: 'Ada', last_name: 'ada', date_of_birth: '1990-05-01', home_city: 'Paris, Île-de-France, France' },
    });
    expect(same.status).toBe(400);
  });

  it('refuses a date of birth under 16 years', async () => {
    const res = await c.json('/api/v2/replace/profile', { Profile: { date_of_birth: '2015-01-01' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ Error: { detailed_error_code: 'invalid_field:date_of_birth' } });
  });

  it('takes a home city only from the suggestions, and refuses a restricted location with 403', async () => {
    const unknown = await c.json('/api/v2/replace/profile', { Profile: { home_city: 'Atlantis' } });
    expect(unknown.status).toBe(400);
    const restricted = await c.json('/api/v2/replace/profile', { Profile: { home_city: 'Tehran, Tehran, Iran' } });
    expect(restricted.status).toBe(403);
    expect(await restricted.json()).toEqual({ Error: { code: 'forbidden', detailed_error_code: 'restricted_location', description: 'restricted_location' } });
    const byId = await c.json('/api/v2/replace/profile', { Profile: { home_city: 'anything', home_city_id: '5391959' } });
    expect(await profileOf(byId)).toMatchObject({ home_city: 'San Francisco, California, United States', home_country_code: 'US' });
  });

  it('starts a new account with the privacy statement acknowledged at sign-up (server time, seconds)', async () => {
    const p = await profileOf(await c.request('/api/v2/get/profile'));
    expect(p).toMatchObject({ must_acknowledge_privacy_statement: 'false', last_privacy_statement_acknowledgement: 1_795_255_200 });
  });

  it('asks an account that acknowledged before the statement changed, records the acknowledgement on the server, and keeps it for every browser', async () => {
    await h.database.db.updateTable('users').set({ last_privacy_ack: 1_700_000_000 }).execute();
    const before = await profileOf(await c.request('/api/v2/get/profile'));
    expect(before['must_acknowledge_privacy_statement']).toBe('true');
    h.clock.advance(60_000);
    // A browser whose clock is years behind still records the server's time.
    const res = await c.json('/api/v2/replace/profile', { Profile: { last_privacy_statement_acknowledgement: 1_000 } });
    expect(await profileOf(res)).toMatchObject({ must_acknowledge_privacy_statement: 'false', last_privacy_statement_acknowledgement: 1_795_255_260 });
    const other = h.client();
    await other.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(await profileOf(await other.request('/api/v2/get/profile'))).toMatchObject({ must_acknowledge_privacy_statement: 'false' });
  });
});

describe('lookups', () => {
  it('autocompletes places with id and label', async () => {
    const res = await c.request('/api/v2/autocompletePlace?query=par&limit=15&is_async=true');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      Results: [expect.objectContaining({ id: '2988507', label: 'Paris, Île-de-France, France', time_zone: 'Europe/Paris' })],
    });
    expect((await c.request('/api/v2/autocompletePlace?limit=15')).status).toBe(400);
  });

  it('turns a legacy id into a uuid, and answers 404 for an unknown one', async () => {
    const legacy = await h.server.stores.legacyIds.register('trip', '0b9f4a52-1b7c-4f3e-9a51-2f7f1c7e9d10');
    const res = await c.request(`/api/v2/utilEncode?id=${legacy}&entity_type=trip`);
    expect(await res.json()).toEqual({ uuid: '0b9f4a52-1b7c-4f3e-9a51-2f7f1c7e9d10' });
    expect((await c.request(`/api/v2/utilEncode?id=${legacy}&entity_type=reservation`)).status).toBe(404);
    expect((await c.request('/api/v2/utilEncode?id=abc&entity_type=trip')).status).toBe(400);
  });

  it('answers unknown API paths with 404 in the Error shape', async () => {
    const res = await c.request('/api/v2/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ Error: { code: 'not_found', detailed_error_code: 'unknown_path' } });
  });
});
