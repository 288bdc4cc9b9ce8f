/**
 * The country index behind autocompleteCountry: every ISO 3166-1 country of i18n-iso-countries,
 * found by code or by any of its names in the app's languages, labelled in the user's language.
 */
import type { Country } from '@waybook/core';
import countries from 'i18n-iso-countries/index.js';
import { allCountryNames, CountryNames, LABEL_LANGUAGES, labelLanguage, type LabelLanguage } from './countries.js';
import { fold } from './fold.js';
import { clampLimit } from './ranked-search.js';

interface Entry {
  readonly code: string;
  readonly alpha3: string;
  /** Folded alpha-2, alpha-3, names and aliases in all languages. */
  readonly names: readonly string[];
  /** Folded label per language. */
  readonly labels: Readonly<Record<LabelLanguage, string>>;
}

export class CountryIndex {
  private readonly names: CountryNames;
  private readonly entries: readonly Entry[];
  private readonly byCodeMap = new Map<string, Entry>();

  /**
   * @example
   * new CountryIndex().search('allem', { limit: 15, locale: 'fr-FR' })[0]?.label // 'Allemagne'
   */
  constructor(only?: readonly string[]) {
    this.names = only === undefined ? allCountryNames() : new CountryNames(only);
    const codes = only ?? Object.keys(countries.getAlpha2Codes());
    this.entries = codes.map((code) => {
      const alpha3 = countries.alpha2ToAlpha3(code) ?? '';
      const labels = Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, fold(this.names.label(code, lang))])) as Record<LabelLanguage, string>;
      return { code, alpha3, names: [...this.names.foldedNames(code), alpha3.toLowerCase()], labels };
    });
    for (const e of this.entries) {
      this.byCodeMap.set(e.code, e);
      if (e.alpha3 !== '') this.byCodeMap.set(e.alpha3, e);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Countries for typed text, best first: a code or whole name ("de", "deu", "germany",
   * "allemagne"), then labels in the user's language that start with it, then any name or alias
   * that does, then names with a later word that does ("kingdom"); alphabetical within each.
   *
   * @example
   * index.search('united k', { limit: 3, locale: 'en-US' }).map((c) => c.code) // ['GB']
   */
  search(query: string, options: { readonly limit: number; readonly locale: string }): readonly Country[] {
    const limit = clampLimit(options.limit);
    const q = fold(query);
    if (limit === 0 || q === '') return [];
    const lang = labelLanguage(options.locale);
    const ranked: { entry: Entry; tier: number; label: string }[] = [];
    for (const entry of this.entries) {
      const tier = this.tier(entry, q, lang);
      if (tier >= 0) ranked.push({ entry, tier, label: this.names.label(entry.code, lang) });
    }
    ranked.sort((a, b) => a.tier - b.tier || a.label.localeCompare(b.label, lang));
    return ranked.slice(0, limit).map((r) => ({ code: r.entry.code, alpha3: r.entry.alpha3, label: r.label }));
  }

  /**
   * The country with this alpha-2 or alpha-3 code, any case.
   *
   * @example
   * index.byCode('deu', 'es-ES')?.label // 'Alemania'
   */
  byCode(code: string, locale: string): Country | undefined {
    const entry = this.byCodeMap.get(code.trim().toUpperCase());
    return entry && { code: entry.code, alpha3: entry.alpha3, label: this.names.label(entry.code, labelLanguage(locale)) };
  }

  /** 0 exact code or name, 1 label prefix, 2 other name prefix, 3 later-word prefix, -1 no match. */
  private tier(entry: Entry, q: string, lang: LabelLanguage): number {
    if (entry.names.includes(q)) return 0;
    if (entry.labels[lang].startsWith(q)) return 1;
    if (entry.names.some((n) => n.startsWith(q))) return 2;
    return entry.names.some((n) => n.includes(` ${q}`)) ? 3 : -1;
  }
}
