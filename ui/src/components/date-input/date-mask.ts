import { datePartOrder, type DateOrder } from '@waybook/core';

const PART_LENGTH = { y: 4, m: 2, d: 2 } as const;

function rebuild(text: string, order: DateOrder): string {
  const lengths = datePartOrder(order).map((part) => PART_LENGTH[part]);
  const parts: string[] = [''];
  for (const ch of text) {
    const i = parts.length - 1;
    const current = parts[i] ?? '';
    if (ch === '/') {
      if (current !== '' && i < 2) parts.push('');
    } else if (/\d/.test(ch)) {
      if (current.length < (lengths[i] ?? 0)) parts[i] = current + ch;
      else if (i < 2) parts.push(ch);
    }
  }
  const last = parts.length - 1;
  // A full day, month or year moves on to the next part, so the user never types the slash.
  if (last < 2 && (parts[last] ?? '').length === lengths[last]) parts.push('');
  return parts.join('/');
}

/**
 * Masks typed date text to the user's date order: dashes become slashes, only digits and slashes
 * stay, and a slash follows each full part. Only text typed or pasted at the end is reshaped, so
 * deleting and editing in the middle behave as in a plain field.
 *
 * @example
 * maskDateText('123', '12/', 'M')      // '12/3'
 * maskDateText('2026', '202', 'I')     // '2026/'
 * maskDateText('31-12-2026', '', 'L')  // '31/12/2026'
 * maskDateText('12/3', '12/31', 'M')   // '12/3' (deleting)
 */
export function maskDateText(next: string, previous: string, order: DateOrder): string {
  const text = next.replaceAll('-', '/');
  const before = previous.replaceAll('-', '/');
  if (text.length <= before.length || !text.startsWith(before)) return text;
  return rebuild(text, order);
}
