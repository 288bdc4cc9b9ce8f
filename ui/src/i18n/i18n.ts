import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from './messages.js';

type Catalogue = { default: Record<string, unknown> };

// Each namespace lives in i18n/<namespace>/<locale>.ts. en-US is bundled (it is the fallback);
// the other languages are separate chunks fetched when chosen.
const english = import.meta.glob<Catalogue>('./*/en-US.ts', { eager: true });
const others = import.meta.glob<Catalogue>(['./*/*.ts', '!./*/en-US.ts', '!./*/*.test.ts']);

function namespaceOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/** The namespaces that exist, from the en-US files. */
export const NAMESPACES = Object.keys(english).map(namespaceOf);

/**
 * Narrows a language tag to a supported locale (en-US when unknown).
 *
 * @example
 * toLocale('de-DE') // 'de-DE'
 */
export function toLocale(tag: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(tag ?? '') ? (tag as Locale) : 'en-US';
}

/** Fetches a locale's catalogues once and adds them to i18next. */
export async function loadLocale(instance: i18n, locale: Locale): Promise<void> {
  if (locale === 'en-US' || instance.hasResourceBundle(locale, 'common')) return;
  const entries = Object.entries(others).filter(([path]) => path.endsWith(`/${locale}.ts`));
  const loaded = await Promise.all(entries.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const));
  for (const [ns, messages] of loaded) instance.addResourceBundle(locale, ns, messages, true, true);
}

/**
 * Creates the i18next instance with en-US loaded, then switches to `locale`.
 *
 * @example
 * const i18n = await createI18n('fr-FR');
 */
export async function createI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources = { 'en-US': Object.fromEntries(Object.entries(english).map(([p, m]) => [namespaceOf(p), m.default])) };
  await instance.use(initReactI18next).init({
    resources,
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLocale(instance, locale);
  return instance;
}

/** Loads and switches the interface language, and sets <html lang>. */
export async function setLocale(instance: i18n, locale: Locale): Promise<void> {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
