/**
 * Country names per language, from i18n-iso-countries (only the five languages the app ships).
 */
import countries from 'i18n-iso-countries/index.js';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };
import { fold } from './fold.js';

for (const data of [en, fr, de, ja, es]) countries.registerLocale(data);

/** The locales the app offers; labels are findable in any of them. */
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;

/** The languages behind SUPPORTED_LOCALES (labels only differ by language). */
export const LABEL_LANGUAGES = ['en', 'fr', 'de', 'ja', 'es'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/**
 * Short names where the data's first name is the long official one.
 * Everywhere else the label uses the first name that has no comma.
 */
const DISPLAY_OVERRIDES: Readonly<Record<LabelLanguage, Readonly<Record<string, string>>>> = {
  en: { US: 'United States', FM: 'Micronesia', MK: 'North Macedonia' },
  fr: { US: 'États-Unis' },
  de: { US: 'Vereinigte Staaten' },
  ja: {},
  es: {},
};

/**
 * The label language of a BCP 47 tag; unknown languages fall back to English.
 *
 * @example
 * labelLanguage('fr-FR') // 'fr'
 * labelLanguage('pt-BR') // 'en'
 */
export function labelLanguage(locale: string): LabelLanguage {
  const lang = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (LABEL_LANGUAGES as readonly string[]).includes(lang) ? (lang as LabelLanguage) : 'en';
}

function allNames(code: string, lang: LabelLanguage): string[] {
  return countries.getName(code, lang, { select: 'all' }) ?? [];
}

/** Country names for labels and for matching typed country names, built once per process. */
export class CountryNames {
  private readonly display = new Map<string, string>();
  /** Folded name or alias in any language -> alpha-2 codes. */
  private readonly byFoldedName = new Map<string, string[]>();
  /** Alpha-2 code -> folded names and aliases in all languages, for prefix matching. */
  private readonly foldedNamesOf = new Map<string, string[]>();

  constructor(codes: Iterable<string>) {
    for (const code of codes) {
      const folded = new Set<string>([code.toLowerCase()]);
      for (const lang of LABEL_LANGUAGES) {
        const names = allNames(code, lang);
        const shown = DISPLAY_OVERRIDES[lang][code] ?? names.find((n) => !n.includes(',')) ?? names[0];
        const fallback = this.display.get(`en:${code}`) ?? code;
        this.display.set(`${lang}:${code}`, shown ?? fallback);
        for (const name of [...names, shown ?? fallback]) folded.add(fold(name));
      }
      if (code === 'GB') folded.add('uk');
      this.foldedNamesOf.set(code, [...folded]);
      for (const name of folded) {
        const list = this.byFoldedName.get(name);
        if (list) list.push(code);
        else this.byFoldedName.set(name, [code]);
      }
    }
  }

  /**
   * The name shown in labels.
   *
   * @example
   * names.label('DE', 'fr') // 'Allemagne'
   */
  label(code: string, lang: LabelLanguage): string {
    return this.display.get(`${lang}:${code}`) ?? code;
  }

  /** Countries one of whose names (any language, any alias) folds to exactly `folded`. */
  codesNamed(folded: string): readonly string[] {
    return this.byFoldedName.get(folded) ?? [];
  }

  /** The country's folded code, names and aliases in every supported language. */
  foldedNames(code: string): readonly string[] {
    return this.foldedNamesOf.get(code) ?? [];
  }

  /** Whether the typed, folded text is the country's code or starts one of its names. */
  matches(code: string, foldedTyped: string): boolean {
    const names = this.foldedNamesOf.get(code);
    return names !== undefined && names.some((n) => n.startsWith(foldedTyped));
  }
}

let allCountries: CountryNames | undefined;

/**
 * One CountryNames over every ISO 3166-1 country, shared by the airport, country and state indexes.
 *
 * @example
 * allCountryNames().label('JP', 'ja') // '日本'
 */
export function allCountryNames(): CountryNames {
  allCountries ??= new CountryNames(Object.keys(countries.getAlpha2Codes()));
  return allCountries;
}
