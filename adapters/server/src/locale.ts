import { LANGUAGE_TAGS, type LanguageTag } from '@waybook/core';

/**
 * Picks the interface language from an explicit choice, else Accept-Language, else en-US.
 *
 * @example
 * negotiateLocale(undefined, 'fr-CH,fr;q=0.9,en;q=0.8') // 'fr-FR'
 */
export function negotiateLocale(explicit: string | undefined, acceptLanguage: string | undefined): LanguageTag {
  if (explicit && (LANGUAGE_TAGS as readonly string[]).includes(explicit)) return explicit as LanguageTag;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.tag !== '' && !Number.isNaN(w.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LANGUAGE_TAGS.find((t) => t.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LANGUAGE_TAGS.find((t) => t.startsWith(`${language}-`));
    if (language === 'es') return tag === 'es' || tag.endsWith('-es') ? 'es-ES' : 'es-CO';
    if (language === 'en') return /-(gb|ie|au|nz|za|in)$/.test(tag) ? 'en-GB' : 'en-US';
    if (sameLanguage) return sameLanguage;
  }
  return 'en-US';
}
