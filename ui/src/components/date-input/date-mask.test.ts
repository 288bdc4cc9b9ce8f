import { describe, expect, it } from 'vitest';
import { maskDateText } from './date-mask.js';

/** Types text one character at a time, as the field sees it. */
function typeInto(text: string, order: 'I' | 'M' | 'L'): string {
  let value = '';
  for (const ch of text) value = maskDateText(value + ch, value, order);
  return value;
}

describe('maskDateText', () => {
  it('inserts the slashes of each order as digits are typed', () => {
    expect(typeInto('12312026', 'M')).toBe('12/31/2026');
    expect(typeInto('31122026', 'L')).toBe('31/12/2026');
    expect(typeInto('20261231', 'I')).toBe('2026/12/31');
  });
  it('does not double a slash the user types after a full part', () => {
    expect(typeInto('12/31/2026', 'M')).toBe('12/31/2026');
    expect(typeInto('2026/12/31', 'I')).toBe('2026/12/31');
  });
  it('treats dashes as slashes', () => {
    expect(typeInto('12-31-2026', 'M')).toBe('12/31/2026');
    expect(maskDateText('31-12-2026', '', 'L')).toBe('31/12/2026');
  });
  it('keeps one-digit parts the user closes with a slash', () => {
    expect(typeInto('2/3/2026', 'M')).toBe('2/3/2026');
  });
  it('drops letters and digits past the year', () => {
    expect(typeInto('1a2/31/20269', 'M')).toBe('12/31/2026');
  });
  it('leaves deletions and edits in the middle alone', () => {
    expect(maskDateText('12/', '12/3', 'M')).toBe('12/');
    expect(maskDateText('12', '12/', 'M')).toBe('12');
    expect(maskDateText('1/31/2026', '12/31/2026', 'M')).toBe('1/31/2026');
    expect(maskDateText('12/31-2026', '12/312026', 'M')).toBe('12/31/2026');
  });
});
