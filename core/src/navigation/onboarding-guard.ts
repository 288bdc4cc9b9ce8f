/** The onboarding route (part 1 section 2.1). */
export const ONBOARDING_PATH = '/onboarding';

/**
 * The onboarding guards of part 1 section 2.5: before any navigation a user who must onboard is
 * sent to onboarding, and the onboarding route is open only while it is needed (else home).
 * Answers where to go instead, or null to let the navigation through.
 *
 * @example
 * onboardingRedirect({ mustOnboard: true, path: '/trips' }) // '/onboarding'
 * onboardingRedirect({ mustOnboard: false, path: '/onboarding' }) // '/'
 * onboardingRedirect({ mustOnboard: false, path: '/trips' }) // null
 */
export function onboardingRedirect(input: { readonly mustOnboard: boolean; readonly path: string }): '/onboarding' | '/' | null {
  const onOnboarding = input.path.replace(/\/+$/, '') === ONBOARDING_PATH;
  if (input.mustOnboard && !onOnboarding) return ONBOARDING_PATH;
  if (!input.mustOnboard && onOnboarding) return '/';
  return null;
}
