/**
 * The state index behind autocompleteState: the ISO 3166-2 subdivisions of iso-3166 (states,
 * provinces, regions, and below them departments, provinces or counties where ISO lists them).
 */
import type { State } from '@waybook/core';
import { iso31662 } from 'iso-3166';
import { allCountryNames, type CountryNames, labelLanguage, type LabelLanguage } from './countries.js';
import { fold, wordSuffixes } from './fold.js';
import { KeyIndex, sortKeys } from './key-index.js';
import { clampLimit } from './ranked-search.js';
import { searchNames, subdivisionName } from './state-names.js';

/** One subdivision as iso-3166 lists it. */
export interface SubdivisionRecord {
  readonly code: string;
  readonly name: string;
  /** The country's alpha-2 code, or the code of the subdivision it belongs to. */
  readonly parent: string;
}

interface Candidate {
  readonly item: number;
  readonly tier: number;
  readonly label: string;
}

export class StateIndex {
  private readonly records: readonly SubdivisionRecord[];
  private readonly keys: KeyIndex;
  private readonly countries: CountryNames;
  private readonly countryOf: readonly string[];

  constructor(records: readonly SubdivisionRecord[] = iso31662) {
    this.records = records;
    this.countryOf = records.map((r) => r.code.slice(0, 2));
    this.countries = allCountryNames();
    const keys: string[] = [];
    const items: number[] = [];
    const whole: number[] = [];
    records.forEach((r, i) => {
      const seen = new Set<string>();
      const add = (key: string, isWhole: boolean): void => {
        if (key === '' || seen.has(key)) return;
        seen.add(key);
        keys.push(key);
        items.push(i);
        whole.push(isWhole ? 1 : 0);
      };
      add(fold(r.code), true);
      add(fold(r.code.slice(3)), true);
      const names = searchNames(r.code, r.name).map(fold);
      for (const name of names) add(name, true);
      for (const name of names) for (const suffix of wordSuffixes(name)) add(suffix, false);
    });
    this.keys = new KeyIndex(sortKeys(keys, items, whole), new Int32Array(records.length));
  }

  get size(): number {
    return this.records.length;
  }

  /**
   * Subdivisions for typed text, best first: exact code or name ("CA", "US-CA", "bayern"), then
   * names starting with it, then names with a later word starting with it. Ties go to top-level
   * subdivisions, then to the country of the request locale (en-US: US), then alphabetically.
   * Text after a comma narrows to a country ("georgia, us").
   *
   * @example
   * index.search('calif', { limit: 15, locale: 'en-US' })[0]?.label // 'California, United States'
   */
  search(query: string, options: { readonly limit: number; readonly locale: string }): readonly State[] {
    const limit = clampLimit(options.limit);
    const [namePart = '', ...rest] = query.split(',');
    const q = fold(namePart);
    if (limit === 0 || q === '') return [];
    const qualifiers = rest.map(fold).filter((x) => x !== '');
    const lang = labelLanguage(options.locale);
    const home = /[-_]([A-Za-z]{2})$/.exec(options.locale)?.[1]?.toUpperCase() ?? '';
    const best = new Map<number, number>();
    const [from, to] = this.keys.prefixRange(q);
    for (let p = from; p < to; p++) {
      const item = this.keys.cityAt(p);
      const tier = this.keys.keyAt(p) === q && this.keys.isWholeName(p) ? 0 : this.keys.isWholeName(p) ? 1 : 2;
      if (tier < (best.get(item) ?? 3)) best.set(item, tier);
    }
    const candidates: Candidate[] = [];
    for (const [item, tier] of best) {
      const country = this.countryOf[item] ?? '';
      if (qualifiers.every((qq) => this.countries.matches(country, qq))) candidates.push({ item, tier, label: this.label(item, lang) });
    }
    const rank = (c: Candidate): number => c.tier * 4 + (this.isTopLevel(c.item) ? 0 : 2) + (this.countryOf[c.item] === home ? 0 : 1);
    candidates.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, lang));
    return candidates.slice(0, limit).map((c) => this.state(c.item, lang, c.label));
  }

  /**
   * The subdivision with this ISO 3166-2 code, or the one of this country whose name is `name`.
   *
   * @example
   * index.find('US', 'California', 'en-US')?.shortCode // 'CA'
   */
  find(countryCode: string, name: string, locale: string): State | undefined {
    const folded = fold(name);
    const lang = labelLanguage(locale);
    for (const item of this.keys.citiesNamed(folded)) {
      if (this.countryOf[item] === countryCode.toUpperCase()) return this.state(item, lang, this.label(item, lang));
    }
    return undefined;
  }

  private isTopLevel(item: number): boolean {
    return (this.records[item]?.parent.length ?? 0) === 2;
  }

  private label(item: number, lang: LabelLanguage): string {
    const r = this.records[item] as SubdivisionRecord;
    return `${subdivisionName(r.code, r.name, lang)}, ${this.countries.label(this.countryOf[item] ?? '', lang)}`;
  }

  private state(item: number, lang: LabelLanguage, label: string): State {
    const r = this.records[item] as SubdivisionRecord;
    return {
      code: r.code,
      shortCode: r.code.slice(3),
      name: subdivisionName(r.code, r.name, lang),
      countryCode: this.countryOf[item] ?? '',
      label,
    };
  }
}
