import { describe, it } from 'vitest';
import fc from 'fast-check';
import { deepestTitleKey, footerVisibility, pageTitle, showOldWebSwitch, supportVariant } from './frame-rules.js';
import { isNorthAmerican } from '../domain/profile/profile.js';

const flags = fc.record({ isNorthAmerican: fc.boolean(), fullProfileLoaded: fc.boolean(), removeLegacyWeb: fc.boolean(), isInternal: fc.boolean() });
const country = fc.oneof(fc.constantFrom('US', 'CA', 'MX', 'us', 'GB', 'FR', 'JP', 'CO', ''), fc.string({ maxLength: 3 }));

describe('frame rules: properties', () => {
  it('the old-web switch needs North America and a loaded profile, and internal users see it whenever anyone could', () => {
    fc.assert(
      fc.property(flags, (f) => {
        const shown = showOldWebSwitch(f);
        const needs = !shown || (f.isNorthAmerican && f.fullProfileLoaded);
        const internalSeesIt = !shown || showOldWebSwitch({ ...f, isInternal: true });
        const removalOnlyHides = !showOldWebSwitch({ ...f, removeLegacyWeb: true }) || shown || !f.removeLegacyWeb;
        const removalHidesExternal = !(f.removeLegacyWeb && !f.isInternal) || !shown;
        return needs && internalSeesIt && removalOnlyHides && removalHidesExternal;
      }),
    );
  });
  it('support is a dropdown exactly for North American users', () => {
    fc.assert(fc.property(country, (c) => (supportVariant({ homeCountryCode: c }) === 'dropdown') === isNorthAmerican({ homeCountryCode: c })));
  });
  it('do-not-share depends only on the country and cookie preferences only on the profile load', () => {
    fc.assert(
      fc.property(country, fc.boolean(), (c, loaded) => {
        const v = footerVisibility({ homeCountryCode: c, fullProfileLoaded: loaded });
        return (
          v.cookiePreferences === loaded &&
          v.doNotShare === footerVisibility({ homeCountryCode: c, fullProfileLoaded: !loaded }).doNotShare &&
          (!v.doNotShare || c.trim().toUpperCase() === 'US')
        );
      }),
    );
  });
  it('every page title ends with the product name', () => {
    fc.assert(fc.property(fc.string(), (t) => pageTitle(t).endsWith('Waybook') && (t.trim() === '' || pageTitle(t).startsWith(t.trim()))));
  });
  it('the title key is the last string title among the matches', () => {
    const match = fc.oneof(
      fc.record({ handle: fc.record({ title: fc.string({ minLength: 1 }) }) }),
      fc.record({ handle: fc.constantFrom(undefined, null, {}, { title: 1 }) }),
    );
    fc.assert(
      fc.property(fc.array(match), (matches) => {
        const titles = matches.flatMap((m) => {
          const h: unknown = m.handle;
          return typeof h === 'object' && h !== null && 'title' in h && typeof h.title === 'string' ? [h.title] : [];
        });
        return deepestTitleKey(matches) === titles[titles.length - 1];
      }),
    );
  });
});
