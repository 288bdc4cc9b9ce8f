import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from './messages.js';

type Catalogue = { default: Record<string, unknown> };

// Each namespace lives in i18n/<namespace>/<locale>.ts. The en-US catalogues of the first page are
// bundled with the app (en-US is the fallback); every other catalogue is fetched when needed: the
// build puts each language's first-page namespaces in one chunk and the rest in another. Both lists
// name the files of FIRST_NAMESPACES (first-namespaces.ts; globs take literals only).
const firstEnglish = import.meta.glob<Catalogue>(
  [
    './common/en-US.ts',
    './components/en-US.ts',
    './trips/en-US.ts',
    './imports/en-US.ts',
    './account/en-US.ts',
    './alerts/en-US.ts',
    './offline/en-US.ts',
    './support/en-US.ts',
  ],
  { eager: true },
);
const catalogues = import.meta.glob<Catalogue>([
  './*/*.ts',
  '!./*/*.test.ts',
  '!./common/en-US.ts',
  '!./components/en-US.ts',
  '!./trips/en-US.ts',
  '!./imports/en-US.ts',
  '!./account/en-US.ts',
  '!./alerts/en-US.ts',
  '!./offline/en-US.ts',
  '!./support/en-US.ts',
]);

function namespaceOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/** The en-US namespaces bundled with the app: the first page's (first-namespaces.ts), checked by i18n.test.ts. */
export const BUNDLED_NAMESPACES: readonly string[] = Object.keys(firstEnglish).map(namespaceOf);

/** The namespaces that exist, from the en-US files. */
export const NAMESPACES: readonly string[] = [
  ...BUNDLED_NAMESPACES,
  ...Object.keys(catalogues)
    .filter((path) => path.endsWith('/en-US.ts'))
    .map(namespaceOf),
];

/** Fetches one catalogue of one language: an i18next backend over the catalogue chunks. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = catalogues[`./${namespace}/${language}.ts`];
    if (load === undefined) {
      done(new Error(`No catalogue ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Narrows a language tag to a supported locale (en-US when unknown).
 *
 * @example
 * toLocale('de-DE') // 'de-DE'
 */
export function toLocale(tag: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(tag ?? '') ? (tag as Locale) : 'en-US';
}

/** Options of {@link createI18n}. */
export interface I18nOptions {
  /**
   * The namespaces loaded before the instance is returned: all of them unless told (tests), the
   * first page's in the app (main.tsx). The others load when a component asks for them.
   */
  readonly namespaces?: readonly string[];
  /** Called with each key looked up in a namespace that is not loaded or lacks it (tests). */
  readonly onMissingKey?: (namespace: string, key: string) => void;
}

/**
 * Creates the i18next instance in `locale` with the namespaces asked for loaded (in that language
 * and in en-US, the fallback), and sets <html lang>. Components that use another namespace
 * suspend until it is fetched (react-i18next's Suspense mode).
 *
 * @example
 * const i18n = await createI18n('fr-FR', { namespaces: FIRST_NAMESPACES });
 */
export async function createI18n(locale: Locale, options: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  const bundled = { 'en-US': Object.fromEntries(Object.entries(firstEnglish).map(([p, m]) => [namespaceOf(p), m.default])) };
  const missing = options.onMissingKey;
  await instance
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: 'en-US',
      // Catalogues exist per locale only (fr-FR, never fr): nothing is asked of the others.
      load: 'currentOnly',
      ns: [...(options.namespaces ?? NAMESPACES)],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // A namespace fetched later (a page's) renders the components that wait for it again.
      react: { bindI18n: 'languageChanged loaded' },
      ...(missing === undefined
        ? {}
        : {
            saveMissing: true,
            missingKeyHandler: (_languages: readonly string[], namespace: string, key: string) => missing(namespace, key),
          }),
    });
  setDocumentLanguage(locale);
  return instance;
}

/**
 * Fetches every namespace not loaded yet, in the current language and en-US. Resolves at once
 * when all are there.
 *
 * @example
 * await loadAllNamespaces(i18n);
 */
export async function loadAllNamespaces(instance: i18n): Promise<void> {
  await instance.loadNamespaces([...NAMESPACES]);
}

/** Switches the interface language (fetching its catalogues of the namespaces in use) and sets <html lang>. */
export async function setLocale(instance: i18n, locale: Locale): Promise<void> {
  await instance.changeLanguage(locale);
  setDocumentLanguage(locale);
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
