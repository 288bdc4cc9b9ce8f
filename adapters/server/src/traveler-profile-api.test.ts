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

interface TravelerAnswer {
  TravelerProfile: Record<string, unknown>;
  Templates?: unknown[];
}
const paris = 'Paris, Île-de-France, France';

describe('GET v2/travelerProfile/get', () => {
  it('answers the booking-passenger data, with templates unless excluded', async () => {
    const excluded = (await (await c.request('/api/v2/travelerProfile/get?exclude_templates=true')).json()) as TravelerAnswer;
    expect(excluded.TravelerProfile).toMatchObject({
      email_address: 'ada@example.com',
      names: { first_name: '', middle_name: '', last_name: '' },
      is_valid: 'false',
    });
    expect(excluded.Templates).toBeUndefined();
    const full = (await (await c.request('/api/v2/travelerProfile/get')).json()) as TravelerAnswer;
    expect(full.Templates).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await h.client().request('/api/v2/travelerProfile/get');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ Error: { code: 'unauthorized' } });
  });
});

describe('POST v2/travelerProfile/update', () => {
  it('saves the data onto the profile, which then reads as complete', async () => {
    const res = await c.json('/api/v2/travelerProfile/update', {
      TravelerProfile: {
        names: { first_name: 'Ada', last_name: 'Lovelace' },
        date_of_birth: '1990-05-01',
        home_location: paris,
        home_airport: 'CDG',
        company: 'Acme',
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TravelerAnswer).TravelerProfile).toMatchObject({ is_valid: 'true', home_location: paris, home_airport: 'CDG' });
    const profile = ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: Record<string, unknown> }).Profile;
    expect(profile).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1990-05-01',
      home_city: paris,
      home_country_code: 'FR',
      company: 'Acme',
    });
  });

  it('answers the spec Error object for a bad name, a bad date and a malformed body, writing nothing', async () => {
    const name = await c.json('/api/v2/travelerProfile/update', { TravelerProfile: { names: { first_name: 'Ada', last_name: 'ADA' } } });
    expect(name.status).toBe(400);
    expect(await name.json()).toMatchObject({
      Error: { code: 'bad_request', detailed_error_code: 'invalid_full_name', description: 'Full name does not meet standards.' },
    });
    const date = await c.json('/api/v2/travelerProfile/update', { TravelerProfile: { date_of_birth: '1990-13-45' } });
    expect(date.status).toBe(400);
    const csrf = await c.json('/api/v2/travelerProfile/update', { TravelerProfile: { company: 'x' } }, { csrf: false });
    expect(csrf.status).toBe(403);
    const after = (await (await c.request('/api/v2/travelerProfile/get?exclude_templates=true')).json()) as TravelerAnswer;
    expect(after.TravelerProfile).toMatchObject({ company: '', names: { first_name: '', last_name: '' } });
  });
});

describe('GET v2/gtmDataAsJson', () => {
  it('answers the premium products keyed P and B', async () => {
    const res = await c.request('/api/v2/gtmDataAsJson');
    expect(res.status).toBe(200);
    const data = (await res.json()) as { is_pro: string; premium_products: Record<string, { price: string; currency: string }> };
    expect(data.is_pro).toBe('false');
    expect(Object.keys(data.premium_products).sort()).toEqual(['B', 'P']);
    expect(data.premium_products['P']?.price).toMatch(/^\d+\.\d{2}$/);
  });
});
