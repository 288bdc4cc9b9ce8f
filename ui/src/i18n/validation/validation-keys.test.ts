import { describe, expect, it } from 'vitest';
import {
  characterLimitMessage,
  dateInputErrorMessage,
  dateOfBirthErrorMessage,
  emailErrorMessage,
  extendsTripMessage,
  fullNameRejectedMessage,
  loginThrottledMessage,
  nameErrorMessage,
  NUMBERS_ONLY_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  passwordErrorMessage,
  rangeOrderErrorMessage,
  REQUIRED_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  timeInputErrorMessage,
  VALIDATION_KEYS,
  type ValidationMessage,
} from '@waybook/core';
import { LOCALES, type Locale } from '../messages.js';
import enUS from './en-US.js';
import enGB from './en-GB.js';
import frFR from './fr-FR.js';
import deDE from './de-DE.js';
import jaJP from './ja-JP.js';
import esCO from './es-CO.js';
import esES from './es-ES.js';

const catalogues: Record<Locale, object> = {
  'en-US': enUS,
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
  'ja-JP': jaJP,
  'es-CO': esCO,
  'es-ES': esES,
};

// Every message the core validators can produce, one per error variant.
const produced: readonly ValidationMessage[] = [
  REQUIRED_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  NUMBERS_ONLY_MESSAGE,
  characterLimitMessage(),
  characterLimitMessage(50),
  nameErrorMessage({ kind: 'required' }),
  nameErrorMessage({ kind: 'special-characters' }),
  nameErrorMessage({ kind: 'too-short', min: 2 }),
  nameErrorMessage({ kind: 'consecutive-identical', count: 4 }),
  nameErrorMessage({ kind: 'names-same' }),
  fullNameRejectedMessage(),
  fullNameRejectedMessage('help@waybook.app'),
  passwordErrorMessage({ kind: 'length', min: 8, max: 64 }),
  passwordErrorMessage({ kind: 'email' }),
  passwordErrorMessage({ kind: 'most-recent' }),
  passwordErrorMessage({ kind: 'mismatch' }),
  PASSWORD_REQUIREMENTS_MESSAGE,
  emailErrorMessage({ kind: 'invalid' }),
  dateOfBirthErrorMessage({ kind: 'invalid' }),
  dateOfBirthErrorMessage({ kind: 'year-too-early', yearAfter: 1925 }),
  dateOfBirthErrorMessage({ kind: 'too-young', years: 16 }),
  dateOfBirthErrorMessage({ kind: 'too-old', year: 1926 }),
  loginThrottledMessage({ kind: 'throttled', retryAfterSeconds: 8 }),
  dateInputErrorMessage({ kind: 'invalid-format', expected: 'DD/MM/YYYY' }, 'L'),
  dateInputErrorMessage({ kind: 'before-min', min: '2026-01-05' }, 'L'),
  timeInputErrorMessage({ kind: 'invalid-format' }),
  rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'date' }),
  rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'time' }),
  extendsTripMessage(2) ?? REQUIRED_MESSAGE,
];

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
const pathOf = (key: string) => key.replace(/^validation:/, '');
const english = leaves(enUS);

describe('validation catalogues', () => {
  it('cover all seven locales', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });
  it.each(LOCALES)('%s has exactly the en-US keys, each a non-empty string with the same placeholders', (locale) => {
    const own = leaves(catalogues[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) {
      expect(typeof text, `${locale} ${path}`).toBe('string');
      expect((text as string).trim(), `${locale} ${path}`).not.toBe('');
      expect(placeholders(text as string), `${locale} ${path}`).toEqual(placeholders(english.get(path) as string));
    }
  });
  it.each(LOCALES)('%s resolves every key core declares or produces', (locale) => {
    const own = leaves(catalogues[locale]);
    const keys = new Set<string>([...VALIDATION_KEYS, ...produced.map((m) => m.key)]);
    for (const key of keys) expect(typeof own.get(pathOf(key)), `${locale} ${key}`).toBe('string');
  });
  it('gets a value from core for every placeholder of the text it points to', () => {
    for (const message of produced) {
      const text = english.get(pathOf(message.key)) as string;
      expect(placeholders(text), message.key).toEqual(placeholders(text).filter((name) => name !== undefined && message.values?.[name] !== undefined));
    }
  });
  it('uses the spec wording in en-US', () => {
    expect(enUS.name.consecutiveIdentical.replace('{{count}}', '3')).toBe('Name cannot have 3 consecutive, identical characters.');
    expect(enUS.dob.tooYoung.replace('{{years}}', '16')).toBe('The User Agreement states you must be at least 16 years old.');
    expect(enUS.required).toBe('This field is required.');
  });
});
