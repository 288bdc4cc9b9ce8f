import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onboardingRedirect } from './onboarding-guard.js';

describe('onboarding guards (part 1 section 2.5)', () => {
  it('sends a user who must onboard to onboarding, and closes onboarding once done', () => {
    expect(onboardingRedirect({ mustOnboard: true, path: '/trips' })).toBe('/onboarding');
    expect(onboardingRedirect({ mustOnboard: true, path: '/onboarding' })).toBeNull();
    expect(onboardingRedirect({ mustOnboard: false, path: '/onboarding/' })).toBe('/');
    expect(onboardingRedirect({ mustOnboard: false, path: '/settings/preferences' })).toBeNull();
  });
  it('following the redirect always ends the redirects (no loop)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.webPath(), (mustOnboard, path) => {
        const next = onboardingRedirect({ mustOnboard, path });
        return next === null || onboardingRedirect({ mustOnboard, path: next }) === null;
      }),
    );
  });
});
