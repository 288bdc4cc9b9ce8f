import { describe, expect, it } from 'vitest';
import type { EmailAddress } from '../domain/profile/profile.js';
import {
  deepestTitleKey,
  footerVisibility,
  hashTargetId,
  INTERNAL_DOMAINS,
  isInternalProfile,
  pageTitle,
  showOldWebSwitch,
  supportVariant,
} from './frame-rules.js';

const email = (address: string): EmailAddress => ({ uuid: address, address, isPrimary: false, isConfirmed: true, isAutoImport: false });
const base = { isNorthAmerican: true, fullProfileLoaded: true, removeLegacyWeb: false, isInternal: false };

describe('old-web switch', () => {
  it('shows to North American users once the full profile is loaded', () => {
    expect(showOldWebSwitch(base)).toBe(true);
  });
  it('is hidden outside North America and before the full profile is loaded', () => {
    expect(showOldWebSwitch({ ...base, isNorthAmerican: false })).toBe(false);
    expect(showOldWebSwitch({ ...base, fullProfileLoaded: false })).toBe(false);
  });
  it('shows only to internal users when legacy web is being removed', () => {
    expect(showOldWebSwitch({ ...base, removeLegacyWeb: true })).toBe(false);
    expect(showOldWebSwitch({ ...base, removeLegacyWeb: true, isInternal: true })).toBe(true);
    expect(showOldWebSwitch({ ...base, hasLegacyWeb: false })).toBe(false);
    expect(showOldWebSwitch({ ...base, hasLegacyWeb: true })).toBe(true);
  });
  it('never shows to internal users outside North America', () => {
    expect(showOldWebSwitch({ ...base, isNorthAmerican: false, removeLegacyWeb: true, isInternal: true })).toBe(false);
  });
});

describe('internal users', () => {
  it('are recognised by any address at waybook.app or a subdomain', () => {
    expect(INTERNAL_DOMAINS).toEqual(['waybook.app']);
    expect(isInternalProfile({ emailAddresses: [email('me@gmail.com'), email('ada@waybook.app')] })).toBe(true);
    expect(isInternalProfile({ emailAddresses: [email('ada@eu.Waybook.app')] })).toBe(true);
    expect(isInternalProfile({ emailAddresses: [email('ada@notwaybook.app')] })).toBe(false);
    expect(isInternalProfile({ emailAddresses: [] })).toBe(false);
  });
});

describe('support variant', () => {
  it('is a dropdown in North America and a link elsewhere or without a profile', () => {
    expect(supportVariant({ homeCountryCode: 'US' })).toBe('dropdown');
    expect(supportVariant({ homeCountryCode: 'ca' })).toBe('dropdown');
    expect(supportVariant({ homeCountryCode: 'MX' })).toBe('dropdown');
    expect(supportVariant({ homeCountryCode: 'GB' })).toBe('link');
    expect(supportVariant({ homeCountryCode: '' })).toBe('link');
    expect(supportVariant(undefined)).toBe('link');
  });
});

describe('footer visibility', () => {
  it('shows do-not-share only for home country US', () => {
    expect(footerVisibility({ homeCountryCode: 'US', fullProfileLoaded: true }).doNotShare).toBe(true);
    expect(footerVisibility({ homeCountryCode: 'us', fullProfileLoaded: true }).doNotShare).toBe(true);
    expect(footerVisibility({ homeCountryCode: 'CA', fullProfileLoaded: true }).doNotShare).toBe(false);
    expect(footerVisibility({ homeCountryCode: undefined, fullProfileLoaded: true }).doNotShare).toBe(false);
  });
  it('shows cookie preferences once the full profile is loaded', () => {
    expect(footerVisibility({ homeCountryCode: 'US', fullProfileLoaded: false }).cookiePreferences).toBe(false);
    expect(footerVisibility({ homeCountryCode: 'FR', fullProfileLoaded: true }).cookiePreferences).toBe(true);
  });
});

describe('page title', () => {
  it('is the title then the product name', () => {
    expect(pageTitle('Trips')).toBe('Trips - Waybook');
    expect(pageTitle('Welcome Aboard')).toBe('Welcome Aboard - Waybook');
  });
  it('is the product name alone without a title', () => {
    expect(pageTitle('')).toBe('Waybook');
    expect(pageTitle(undefined)).toBe('Waybook');
  });
  it('comes from the deepest route handle with a title', () => {
    expect(deepestTitleKey([{ handle: { title: 'titles.trips' } }, { handle: { title: 'titles.credits' } }])).toBe('titles.credits');
    expect(deepestTitleKey([{ handle: { title: 'titles.trips' } }, { handle: {} }, { handle: null }, {}])).toBe('titles.trips');
    expect(deepestTitleKey([{ handle: { title: 42 } }])).toBeUndefined();
    expect(deepestTitleKey([])).toBeUndefined();
  });
});

describe('hash target', () => {
  it('drops the # and decodes', () => {
    expect(hashTargetId('#main-content')).toBe('main-content');
    expect(hashTargetId('#caf%C3%A9')).toBe('café');
    expect(hashTargetId('#100%')).toBe('100%');
    expect(hashTargetId('#')).toBeUndefined();
    expect(hashTargetId('')).toBeUndefined();
  });
});
