import type { AccountStore, PlaceLookup } from '@waybook/core';
import type { AccountService } from '@waybook/core/server';

/** The demo account printed by `npm start -- --demo`. */
export const DEMO_EMAIL = 'demo@waybook.localhost';
export const DEMO_PASSWORD = 'demo-traveler-2026';

/**
 * Creates the demo account when missing (already onboarded) and prints its credentials.
 *
 * @example
 * await seedDemo(accountService, accountStore, places, console.log);
 */
export async function seedDemo(service: AccountService, store: AccountStore, places: PlaceLookup, log: (line: string) => void): Promise<void> {
  const existing = await store.findLogin(DEMO_EMAIL);
  if (!existing) {
    const created = await service.signUp({ email: DEMO_EMAIL, password: DEMO_PASSWORD, languageTag: 'en-US' });
    if (!created.ok) throw new Error(`demo account: ${created.error.kind}`);
    const login = await store.findLogin(DEMO_EMAIL);
    const city = (await places.search('San Francisco', { limit: 1, locale: 'en-US' }))[0];
    if (login) {
      await store.updateProfile(login.userId, {
        firstName: 'Dana',
        lastName: 'Demo',
        dateOfBirth: '1988-04-12',
        homeCity: city?.label ?? '',
        homeCountryCode: city?.countryCode ?? 'US',
      });
    }
  }
  log(`demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
}
