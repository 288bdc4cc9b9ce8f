import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatter, defaultPreferences, toLanguageTag, type Formatter, type HourClock } from '@waybook/core';
import { useSession } from '../app/session/session-context.js';

/**
 * The one way screens write dates, times, spans, durations, money and numbers: core's formatter
 * bound to the interface language and the user's date order and hour clock (the language's usual
 * ones before the profile is known). `hourClock` overrides the profile's (a print option, a test).
 *
 * @example
 * const f = useFormatter();
 * f.date(day, 'weekday') // 'Fri, Dec 18, 2026'
 */
export function useFormatter(options: { readonly hourClock?: HourClock } = {}): Formatter {
  const { i18n } = useTranslation();
  const { profile } = useSession();
  const locale = i18n.language;
  const defaults = defaultPreferences(toLanguageTag(locale));
  const dateOrder = profile?.dateEndianFormat ?? defaults.dateEndianFormat;
  const hourClock = options.hourClock ?? profile?.hourClock ?? defaults.hourClock;
  return useMemo(() => createFormatter({ locale, dateOrder, hourClock }), [locale, dateOrder, hourClock]);
}
