import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@waybook/core';
import { LOCALES, type Locale } from '../messages.js';
import enUS from './en-US.js';
import enGB from './en-GB.js';
import frFR from './fr-FR.js';
import deDE from './de-DE.js';
import jaJP from './ja-JP.js';
import esCO from './es-CO.js';
import esES from './es-ES.js';

const catalogues: Record<Locale, object> = {
  'en-US': enUS, 'en-GB': enGB, 'fr-FR': frFR, 'de-DE': deDE, 'ja-JP': jaJP, 'es-CO': esCO, 'es-ES': esES,
};

/** Every leaf of a catalogue as dotted path -> text. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = leaves(enUS);

describe('common catalogues', () => {
  it.each(LOCALES)('%s has exactly the en-US keys, each a non-empty string with the same placeholders', (locale) => {
    const own = leaves(catalogues[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) {
      expect(typeof text, `${locale} ${path}`).toBe('string');
      expect((text as string).trim(), `${locale} ${path}`).not.toBe('');
      expect(placeholders(text as string), `${locale} ${path}`).toEqual(placeholders(english.get(path) as string));
    }
  });
  it('names every interface language, in that language, the same way in every catalogue', () => {
    expect(Object.keys(enUS.languages).sort()).toEqual([...LANGUAGE_TAGS].sort());
    for (const locale of LOCALES) expect(catalogues[locale]).toMatchObject({ languages: enUS.languages });
  });
  it('holds the title of every route of the route table', () => {
    for (const key of ['trips', 'onboarding', 'preferences', 'profile', 'credits', 'logout', 'notFound']) {
      expect(english.get(`titles.${key}`), key).toBeTypeOf('string');
    }
  });
  it('uses the spec wording in en-US', () => {
    expect(enUS.titles).toMatchObject({ trips: 'Trips', onboarding: 'Welcome Aboard', preferences: 'Display Preferences', logout: 'Sign Out' });
    expect(enUS.errors.unexpected).toBe('We encountered an unexpected error. Please try again or contact support.');
    expect(enUS.errors.updateData).toBe('Error updating your data');
    expect(enUS.errors.timeout).toBe('The page timed out while loading.');
  });
});
