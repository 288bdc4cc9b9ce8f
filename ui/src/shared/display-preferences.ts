import type { TFunction } from 'i18next';
import {
  DATE_ORDERS,
  formatPreferredDate,
  formatTime,
  type DateEndianFormat,
  type DistanceUnit,
  type HourClock,
  type LanguageTag,
  type Profile,
  type ProfilePatch,
  type TemperatureUnit,
} from '@waybook/core';
import { LANGUAGE_NAMES } from '../i18n/language-names.js';

/** The display preferences a user picks on the preferences screen. */
export type DisplayPreferences = Pick<Profile, 'dateEndianFormat' | 'hourClock' | 'distance' | 'temperature' | 'languageTag'>;

/** The preference fields, in screen order. */
export const PREFERENCE_KEYS = ['dateEndianFormat', 'hourClock', 'distance', 'temperature', 'languageTag'] as const;

export const HOUR_CLOCKS: readonly HourClock[] = [1, 2];
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['M', 'K'];
export const TEMPERATURE_UNITS: readonly TemperatureUnit[] = ['F', 'C'];
export { DATE_ORDERS };

/** The time every clock sample shows: half past one in the afternoon tells the two clocks apart. */
export const SAMPLE_TIME = '13:30:00';

/** The fields of `draft` that differ from the profile: what a save sends. */
export function changedPreferences(draft: DisplayPreferences, current: DisplayPreferences): ProfilePatch {
  const patch: Partial<Record<(typeof PREFERENCE_KEYS)[number], unknown>> = {};
  for (const key of PREFERENCE_KEYS) if (draft[key] !== current[key]) patch[key] = draft[key];
  return patch as ProfilePatch;
}

/** The `account` catalogue texts of each preference value, with samples built from `today`. */
export function preferenceLabels(t: TFunction<'account'>, options: { readonly today: string; readonly locale: string }) {
  return {
    dateOrder: (order: DateEndianFormat) => t(`preferences.dateOrders.${order}`, { sample: formatPreferredDate(options.today, order) }),
    clock: (clock: HourClock) =>
      t(clock === 1 ? 'preferences.clocks.h12' : 'preferences.clocks.h24', {
        sample: formatTime(SAMPLE_TIME, { locale: options.locale, hourClock: clock }),
      }),
    distance: (unit: DistanceUnit) => t(`preferences.distances.${unit}`),
    temperature: (unit: TemperatureUnit) => t(`preferences.temperatures.${unit}`),
    language: (tag: LanguageTag) => LANGUAGE_NAMES[tag],
    sampleDate: (order: DateEndianFormat) => formatPreferredDate(options.today, order),
    sampleTime: (clock: HourClock) => formatTime(SAMPLE_TIME, { locale: options.locale, hourClock: clock }),
  };
}
