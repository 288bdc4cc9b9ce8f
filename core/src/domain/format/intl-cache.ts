/** Falls back to this locale when a tag is not one Intl accepts. */
const FALLBACK_LOCALE = 'en-US';

const canonical = new Map<string, string>();

function canonicalOrFallback(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

/**
 * The locale tag Intl will accept for `locale`: the tag itself when valid, else 'en-US'.
 *
 * @example
 * intlLocale('fr-FR') // 'fr-FR'
 * intlLocale('not a tag!') // 'en-US'
 */
export function intlLocale(locale: string): string {
  const known = canonical.get(locale);
  if (known !== undefined) return known;
  const tag = canonicalOrFallback(locale);
  canonical.set(locale, tag);
  return tag;
}

/** Builds each Intl formatter once per locale and options (they are costly to create). */
export function memoised<T>(build: (locale: string, key: string) => T): (locale: string, key: string) => T {
  const cache = new Map<string, T>();
  return (locale, key) => {
    const id = `${locale}|${key}`;
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const made = build(locale, key);
    cache.set(id, made);
    return made;
  };
}
