import { describe, expect, it } from 'vitest';
import * as core from '@waybook/core';
import { LOCALES } from './messages.js';

// Every message key the core rules can return must read as text in all seven languages.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.ts', '!./*/*.test.ts'], { eager: true });

function lookup(locale: string, key: string): unknown {
  const [ns = '', path = ''] = key.split(':');
  let node: unknown = files[`./${ns}/${locale}.ts`]?.default;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

const keyLists = Object.entries(core).filter(([name]) => /_(MESSAGE|LABEL)_KEYS$/.test(name));
const keys = [...new Set(keyLists.flatMap(([, value]) => (Array.isArray(value) ? value : Object.values(value as object)) as string[]))];

describe('core message keys', () => {
  it('finds the key lists of every rule family', () => {
    expect(keyLists.map(([name]) => name)).toEqual(
      expect.arrayContaining(
        [
          'VALIDATION_KEYS',
          'TRIP_STATUS_LABEL_KEYS',
          'PLAN_MESSAGE_KEYS',
          'FLIGHT_MESSAGE_KEYS',
          'BILLING_MESSAGE_KEYS',
          'POINTS_MESSAGE_KEYS',
          'STATS_MESSAGE_KEYS',
          'SHARING_MESSAGE_KEYS',
          'ALERT_MESSAGE_KEYS',
          'PHONE_MESSAGE_KEYS',
        ].filter((n) => n !== 'VALIDATION_KEYS'),
      ),
    );
    expect(keys.length).toBeGreaterThan(100);
  });

  for (const locale of LOCALES) {
    it(`every key reads as text in ${locale}`, () => {
      const missing = keys.filter((key) => typeof lookup(locale, key) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
