import type { LanguageTag } from '@waybook/core';

/**
 * Each interface language named in itself, so a reader finds their own language whatever the
 * current one is. These are endonyms and deliberately not translated, hence not in the catalogues.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageTag, string>> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'fr-FR': 'Français (France)',
  'de-DE': 'Deutsch (Deutschland)',
  'ja-JP': '日本語',
  'es-CO': 'Español (Colombia)',
  'es-ES': 'Español (España)',
};
