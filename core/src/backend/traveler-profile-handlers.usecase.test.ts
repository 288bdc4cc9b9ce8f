// Booking-passenger data (traveler profile) and the marketing data on the in-memory stores.
import { beforeEach, describe, expect, it } from 'vitest';
import { getTravelerProfileEntry, gtmDataEntry, updateTravelerProfileEntry } from '../contract/account/traveler-profile-entries.js';
import type { ApiError } from '../contract/error.js';
import type { Result } from '../domain/result.js';
import { InMemoryPlaceLookup, ManualClock, SAMPLE_PLACES } from '../testing/fakes.js';
import { addTestAccount, inMemoryStores, type InMemoryStores } from '../testing/in-memory-stores.js';
import { callEntry } from '../testing/use-case-world.js';
import type { BoundHandler } from './handler.js';
import { DEFAULT_PREMIUM_PRODUCTS, travelerProfileHandlers } from './traveler-profile-handlers.js';

const ada = { userId: 'ada', locale: 'en-US' } as const;
const flags = { removeLegacyWeb: false, isGenaiAlertEnabled: true, recaptchaSiteKey: '', legacyWebUrl: '' };
let stores: InMemoryStores;
let handlers: BoundHandler[];

const value = <T>(r: Result<T, ApiError>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const code = <T>(r: Result<T, ApiError>): string => (r.ok ? 'ok' : `${r.error.status} ${r.error.detailedErrorCode}`);
const update = (TravelerProfile: Record<string, unknown>) => callEntry(handlers, updateTravelerProfileEntry, ada, { body: { TravelerProfile } });
const get = (exclude: boolean) => callEntry(handlers, getTravelerProfileEntry, ada, { query: { exclude_templates: exclude } });
const sf = SAMPLE_PLACES[0];

beforeEach(async () => {
  stores = inMemoryStores();
  const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  handlers = travelerProfileHandlers({ accounts: stores.accounts, places: new InMemoryPlaceLookup(), clock, flags });
  await addTestAccount(stores.accounts, { userId: 'ada' });
});

describe('traveler profile', () => {
  it('starts incomplete, becomes valid once names, date of birth and home location are saved', async () => {
    const before = value(await get(true));
    expect(before.TravelerProfile).toMatchObject({ email_address: 'ada@example.com', is_valid: 'false', home_location: '' });
    expect(before.Templates).toBeUndefined();
    const saved = value(
      await update({
        names: { first_name: ' Ada ', last_name: 'Lovelace' },
        date_of_birth: '1990-05-01',
        home_location: sf?.label,
        company: 'Acme',
        home_airport: 'SFO',
      }),
    );
    expect(saved.TravelerProfile).toMatchObject({
      names: { first_name: 'Ada', middle_name: '', last_name: 'Lovelace' },
      date_of_birth: '1990-05-01',
      home_location: sf?.label,
      company: 'Acme',
      home_airport: 'SFO',
      is_valid: 'true',
    });
    const after = value(await get(false));
    expect(after.TravelerProfile.is_valid).toBe('true');
    expect(after.Templates).toEqual([]);
    expect((await stores.accounts.profile('ada'))?.homeCountryCode).toBe('US');
  });

  it('refuses names breaking the rules, an underage birth date and a place not suggested, and keeps the data', async () => {
    expect(code(await update({ names: { first_name: 'Ada', last_name: 'Ada' } }))).toBe('400 invalid_full_name');
    expect(code(await update({ names: { first_name: 'Aaaa', last_name: 'Lovelace' } }))).toBe('400 invalid_full_name');
    expect(code(await update({ date_of_birth: '2015-01-01' }))).toBe('400 invalid_field:date_of_birth');
    expect(code(await update({ home_location: 'Atlantis' }))).toBe('400 invalid_field:home_city');
    expect(value(await get(true)).TravelerProfile).toMatchObject({ names: { first_name: '', last_name: '' }, date_of_birth: '', home_location: '' });
  });

  it('answers the premium products keyed P and B with the configured values', async () => {
    const data = value(await callEntry(handlers, gtmDataEntry, ada));
    expect(data).toEqual({
      is_pro: 'false',
      jurisdiction: expect.stringMatching(/^(AMER|EMEA)$/),
      language_tag: 'en-US',
      premium_products: DEFAULT_PREMIUM_PRODUCTS,
    });
    const custom = {
      P: { name: 'Pro', price: '5.00', currency: 'EUR', period: 'month' as const },
      B: { name: 'Biz', price: '9.00', currency: 'EUR', period: 'month' as const },
    };
    handlers = travelerProfileHandlers({
      accounts: stores.accounts,
      places: new InMemoryPlaceLookup(),
      clock: new ManualClock(new Date()),
      flags,
      premiumProducts: custom,
    });
    expect(value(await callEntry(handlers, gtmDataEntry, ada)).premium_products).toEqual(custom);
  });
});
