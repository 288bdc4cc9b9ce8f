// Targets of the frame's outbound links. These are product-site and help-site pages, not routes
// of this app, so they are absolute URLs kept in one place.

/** The product (marketing and legal) site. */
export const PRODUCT_SITE_URL = 'https://waybook.app/';

/** The help site. It has per-language article paths, but its home serves every language. */
export const HELP_CENTER_URL = 'https://help.waybook.app/';

const site = (path: string) => new URL(path, PRODUCT_SITE_URL).toString();

/** Footer and navigation links to the product site. */
export const SITE_LINKS = {
  downloadApp: site('download'),
  free: site('free'),
  pro: site('pro'),
  helpCenter: HELP_CENTER_URL,
  resourceCenter: site('resources'),
  jobs: site('jobs'),
  security: site('security'),
  cookiePreferences: site('legal/cookie-preferences'),
  mailImportPolicy: site('legal/mail-import-data-policy'),
  doNotShare: site('legal/do-not-sell-or-share'),
  bookingSites: site('partners/supported-booking-sites'),
} as const;

/** The legal pages that take the reader's locale in the query `l` (part 1 section 2.1). */
export type LegalPage = 'user-agreement' | 'privacy-policy';

/**
 * The URL of a legal page in the reader's locale.
 *
 * @example
 * legalPageUrl('privacy-policy', 'fr-FR') // 'https://waybook.app/legal/privacy-policy?l=fr-FR'
 */
export function legalPageUrl(page: LegalPage, locale: string): string {
  const url = new URL(`legal/${page}`, PRODUCT_SITE_URL);
  url.searchParams.set('l', locale);
  return url.toString();
}

/** The social networks linked from the footer, in display order. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;

/** One of the footer's social networks. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Waybook's profile on each social network. */
export const SOCIAL_LINKS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/waybook/',
  facebook: 'https://www.facebook.com/waybook/',
  twitter: 'https://x.com/waybook',
  linkedin: 'https://www.linkedin.com/company/waybook/',
  youtube: 'https://www.youtube.com/@waybook',
};
