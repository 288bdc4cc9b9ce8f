import { describe, expect, it } from 'vitest';
import { LOCALES } from './messages.js';

// Every namespace folder must have all seven locales with exactly en-US's keys and placeholders.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.ts', '!./*/*.test.ts'], { eager: true });

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const namespaces = [...new Set(Object.keys(files).map((p) => p.split('/')[1] ?? ''))];

describe('catalogues', () => {
  it('has namespaces to check', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'validation', 'trips']));
  });

  for (const ns of namespaces) {
    describe(ns, () => {
      const english = leaves(files[`./${ns}/en-US.ts`]?.default);
      for (const locale of LOCALES) {
        it(`${locale} has every key of en-US, no extra key, the same placeholders, no empty text`, () => {
          const file = files[`./${ns}/${locale}.ts`];
          expect(file, `${ns}/${locale}.ts is missing`).toBeDefined();
          const messages = leaves(file?.default);
          expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
          for (const [key, text] of messages) {
            expect(text.trim(), `${ns}:${key} in ${locale} is empty`).not.toBe('');
            expect(placeholders(text), `${ns}:${key} in ${locale}`).toEqual(placeholders(english.get(key) ?? ''));
          }
        });
      }
      it('writes French with non-breaking spaces before : ; ? ! and inside « » (U+00A0, U+202F)', () => {
        const plain = [...leaves(files[`./${ns}/fr-FR.ts`]?.default)].filter(([, text]) => / [:;?!»]|« /u.test(text)).map(([key]) => key);
        expect(plain).toEqual([]);
      });
      it("writes French with the typographic apostrophe (l’adresse, not l'adresse)", () => {
        const straight = [...leaves(files[`./${ns}/fr-FR.ts`]?.default)].filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key);
        expect(straight).toEqual([]);
      });
    });
  }
});
