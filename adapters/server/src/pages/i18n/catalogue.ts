import type { LanguageTag } from '@waybook/core';
import deDE from './de-DE.js';
import enGB from './en-GB.js';
import en from './en-US.js';
import esCO from './es-CO.js';
import esES from './es-ES.js';
import frFR from './fr-FR.js';
import jaJP from './ja-JP.js';
import type { PageMessages } from './page-messages.js';

export type { PageMessages };

/** The server pages' catalogues, one per interface language. */
export const PAGE_CATALOGUES: Readonly<Record<LanguageTag, PageMessages>> = {
  'en-US': en,
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
  'ja-JP': jaJP,
  'es-CO': esCO,
  'es-ES': esES,
};

/**
 * The server pages' messages in a locale.
 *
 * @example
 * pageMessages('de-DE').login.title
 */
export function pageMessages(locale: LanguageTag): PageMessages {
  return PAGE_CATALOGUES[locale];
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * fill('Wait {seconds} s', { seconds: 4 }) // 'Wait 4 s'
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
