import { describe, expect, it } from 'vitest';
import { pageMessages } from './catalogue.js';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix === '' ? k : `${prefix}.${k}`));
}

describe('the French server pages and e-mails', () => {
  it('put non-breaking spaces before : ; ? ! and inside « » (U+00A0, U+202F), never a plain space', () => {
    const plain = leaves(pageMessages('fr-FR'))
      .filter(([, text]) => / [:;?!»]|« /u.test(text))
      .map(([key]) => key);
    expect(plain).toEqual([]);
  });
});
