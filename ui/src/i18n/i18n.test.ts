import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES } from './first-namespaces.js';
import { BUNDLED_NAMESPACES, createI18n, loadAllNamespaces, NAMESPACES, setLocale } from './i18n.js';

// Every catalogue folder, by its en-US file.
const folders = Object.keys(import.meta.glob('./*/en-US.ts')).map((path) => path.split('/')[1] ?? '');
const loaded = (i18n: Awaited<ReturnType<typeof createI18n>>, locale: string) => NAMESPACES.filter((ns) => i18n.hasResourceBundle(locale, ns)).sort();

describe('catalogue loading', () => {
  it('bundles exactly the first namespaces in en-US and knows every namespace folder', () => {
    expect([...BUNDLED_NAMESPACES].sort()).toEqual([...FIRST_NAMESPACES].sort());
    expect([...NAMESPACES].sort()).toEqual(folders.sort());
    expect(new Set(NAMESPACES).size).toBe(NAMESPACES.length);
  });

  it('loads every namespace unless told, in the language and in en-US', async () => {
    const i18n = await createI18n('fr-FR');
    expect(loaded(i18n, 'fr-FR')).toEqual([...NAMESPACES].sort());
    expect(loaded(i18n, 'en-US')).toEqual([...NAMESPACES].sort());
    expect(i18n.t('frame.loading')).toBe('Chargement…');
    // Only the locales that have catalogues are read: fr-FR, then en-US (never fr).
    expect(i18n.languages).toEqual(['fr-FR', 'en-US']);
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('starts the app with the first namespaces only, and fetches the rest when asked', async () => {
    const missing: string[] = [];
    const i18n = await createI18n('fr-FR', { namespaces: FIRST_NAMESPACES, onMissingKey: (ns, key) => void missing.push(`${ns}:${key}`) });
    expect(loaded(i18n, 'fr-FR')).toEqual([...FIRST_NAMESPACES].sort());
    expect(loaded(i18n, 'en-US')).toEqual([...FIRST_NAMESPACES].sort());
    // A key of a namespace not fetched yet is reported, and reads as itself.
    expect(i18n.t('planForm:chooser.heading')).toBe('chooser.heading');
    expect(missing).toEqual(['planForm:chooser.heading']);
    await loadAllNamespaces(i18n);
    expect(loaded(i18n, 'fr-FR')).toEqual([...NAMESPACES].sort());
    expect(i18n.t('planForm:chooser.heading')).toBe('Ajouter un élément');
  });

  it('switches language with the namespaces in use, fetching them in the new language', async () => {
    const i18n = await createI18n('en-US', { namespaces: FIRST_NAMESPACES });
    await setLocale(i18n, 'de-DE');
    expect(loaded(i18n, 'de-DE')).toEqual([...FIRST_NAMESPACES].sort());
    expect(document.documentElement.lang).toBe('de-DE');
    await loadAllNamespaces(i18n);
    expect(loaded(i18n, 'de-DE')).toEqual([...NAMESPACES].sort());
    expect(loaded(i18n, 'fr-FR')).toEqual([]);
  });
});
