import { isInternalUser } from '../domain/account/email.js';
import { isNorthAmerican, type Profile } from '../domain/profile/profile.js';

/**
 * The product name that ends every page title.
 *
 * @example
 * document.title = `${title} - ${PRODUCT_NAME}`;
 */
export const PRODUCT_NAME = 'Waybook';

/**
 * E-mail domains whose owners are staff (internal users).
 *
 * @example
 * isInternalUser(['ada@waybook.app'], INTERNAL_DOMAINS) // true
 */
export const INTERNAL_DOMAINS: readonly string[] = ['waybook.app'];

/**
 * Whether the old-web switch shows: only to North American users once the full profile is
 * loaded, and while legacy web is being removed only to internal users (part 1 sections 2.6, 6).
 *
 * @example
 * showOldWebSwitch({ isNorthAmerican: true, fullProfileLoaded: true, removeLegacyWeb: false, isInternal: false }) // true
 * showOldWebSwitch({ isNorthAmerican: true, fullProfileLoaded: true, removeLegacyWeb: true, isInternal: false })  // false
 * showOldWebSwitch({ isNorthAmerican: true, fullProfileLoaded: true, removeLegacyWeb: true, isInternal: true })   // true
 */
export function showOldWebSwitch(input: {
  readonly isNorthAmerican: boolean;
  readonly fullProfileLoaded: boolean;
  readonly removeLegacyWeb: boolean;
  readonly isInternal: boolean;
  /** Whether this deployment has an old web application to switch to (LEGACY_WEB_URL). */
  readonly hasLegacyWeb?: boolean;
}): boolean {
  if (input.hasLegacyWeb === false) return false;
  return input.isNorthAmerican && input.fullProfileLoaded && (!input.removeLegacyWeb || input.isInternal);
}

/**
 * Whether any of the user's addresses is at an internal domain.
 *
 * @example
 * isInternalProfile({ emailAddresses: [{ uuid: 'e1', address: 'ada@waybook.app', isPrimary: true, isConfirmed: true, isAutoImport: false }] }) // true
 */
export function isInternalProfile(profile: Pick<Profile, 'emailAddresses'>, internalDomains: readonly string[] = INTERNAL_DOMAINS): boolean {
  return isInternalUser(
    profile.emailAddresses.map((e) => e.address),
    internalDomains,
  );
}

/**
 * How the navigation bar offers support.
 *
 * @example
 * const variant: SupportVariant = 'dropdown';
 */
export type SupportVariant = 'dropdown' | 'link';

/**
 * North American users get a support dropdown; everyone else a Support link in a new tab.
 * With no profile yet, the plain link is shown.
 *
 * @example
 * supportVariant({ homeCountryCode: 'US' }) // 'dropdown'
 * supportVariant({ homeCountryCode: 'FR' }) // 'link'
 */
export function supportVariant(profile: Pick<Profile, 'homeCountryCode'> | undefined): SupportVariant {
  return profile !== undefined && isNorthAmerican(profile) ? 'dropdown' : 'link';
}

/**
 * The footer's conditional links: "Do not sell or share" only for a US home country, cookie
 * preferences only once the full profile is loaded.
 *
 * @example
 * footerVisibility({ homeCountryCode: 'US', fullProfileLoaded: false }) // { doNotShare: true, cookiePreferences: false }
 */
export function footerVisibility(input: { readonly homeCountryCode: string | undefined; readonly fullProfileLoaded: boolean }): {
  readonly doNotShare: boolean;
  readonly cookiePreferences: boolean;
} {
  return {
    doNotShare: (input.homeCountryCode ?? '').trim().toUpperCase() === 'US',
    cookiePreferences: input.fullProfileLoaded,
  };
}

/**
 * The document title of a page: its translated title, then the product name.
 *
 * @example
 * pageTitle('Trips') // 'Trips - Waybook'
 * pageTitle('')      // 'Waybook'
 */
export function pageTitle(title: string | undefined): string {
  const own = (title ?? '').trim();
  return own === '' ? PRODUCT_NAME : `${own} - ${PRODUCT_NAME}`;
}

/**
 * The title key of the deepest matched route that declares one in `handle.title`.
 *
 * @example
 * deepestTitleKey([{ handle: { title: 'titles.trips' } }, { handle: undefined }]) // 'titles.trips'
 * deepestTitleKey([]) // undefined
 */
export function deepestTitleKey(matches: readonly { readonly handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'title' in handle) {
      const title: unknown = handle.title;
      if (typeof title === 'string' && title !== '') return title;
    }
  }
  return undefined;
}

/**
 * The element id a location hash points at, decoded, or undefined for no hash.
 *
 * @example
 * hashTargetId('#main-content') // 'main-content'
 * hashTargetId('#caf%C3%A9')    // 'café'
 * hashTargetId('')              // undefined
 */
export function hashTargetId(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
