import { describe, expect, it } from 'vitest';
import enUS from './en-US.js';

// Key parity, placeholders and empty texts of every locale are checked for all namespaces in
// ../catalogues.test.ts; here, the wording the spec prescribes.
const english = new Map<string, unknown>(Object.entries(enUS.titles).map(([k, v]) => [`titles.${k}`, v]));

describe('common catalogues', () => {
  it('holds the title of every route of the route table', () => {
    for (const key of ['trips', 'onboarding', 'preferences', 'profile', 'credits', 'logout', 'notFound']) {
      expect(english.get(`titles.${key}`), key).toBeTypeOf('string');
    }
  });
  it('uses the spec wording in en-US', () => {
    expect(enUS.titles).toMatchObject({ trips: 'Trips', onboarding: 'Welcome Aboard', preferences: 'Display Preferences', logout: 'Sign Out' });
    expect(enUS.errors.unexpected).toBe('We encountered an unexpected error. Please try again or contact support.');
    expect(enUS.errors.updateData).toBe('Error updating your data');
    expect(enUS.errors.timeout).toBe('The page timed out while loading.');
  });
});
