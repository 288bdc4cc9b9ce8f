import { useTranslation } from 'react-i18next';
import { defaultPreferences, toLanguageTag, type DateOrder, type HourClock } from '@waybook/core';
import { useSession } from '../../../app/session/session-context.js';

/**
 * The user's date order and hour clock (profile preferences), or the interface language's
 * defaults before the profile is known.
 *
 * @example
 * const { dateOrder, hourClock } = useDisplayPreferences();
 */
export function useDisplayPreferences(): { readonly dateOrder: DateOrder; readonly hourClock: HourClock } {
  const { i18n } = useTranslation();
  const { profile } = useSession();
  const defaults = defaultPreferences(toLanguageTag(i18n.language));
  return {
    dateOrder: profile?.dateEndianFormat ?? defaults.dateEndianFormat,
    hourClock: profile?.hourClock ?? defaults.hourClock,
  };
}
