import type { DateEndianFormat, DistanceUnit, HourClock, Jurisdiction, LanguageTag, TemperatureUnit } from './profile.js';

/** Display preferences of a new account. */
export interface DefaultPreferences {
  readonly dateEndianFormat: DateEndianFormat;
  readonly hourClock: HourClock;
  readonly distance: DistanceUnit;
  readonly temperature: TemperatureUnit;
  readonly jurisdiction: Jurisdiction;
}

/**
 * Sensible display preferences for the language a user signed up in: the US uses M/D/Y, 12-hour
 * clock, miles and Fahrenheit; the UK keeps miles; Japan writes year first.
 *
 * @example
 * defaultPreferences('de-DE') // { dateEndianFormat: 'L', hourClock: 2, distance: 'K', temperature: 'C', jurisdiction: 'EMEA' }
 */
export function defaultPreferences(language: LanguageTag): DefaultPreferences {
  const us = language === 'en-US';
  return {
    dateEndianFormat: us ? 'M' : language === 'ja-JP' ? 'I' : 'L',
    hourClock: us ? 1 : 2,
    distance: us || language === 'en-GB' ? 'M' : 'K',
    temperature: us ? 'F' : 'C',
    jurisdiction: us || language === 'es-CO' ? 'AMER' : 'EMEA',
  };
}
