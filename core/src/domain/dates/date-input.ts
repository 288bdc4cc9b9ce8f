import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from '../account/message-keys.js';
import { dateInputFormat, datePartOrder, type DateOrder } from './date-order.js';
import { calendarDate, INTERNAL_DATE_FORMAT, parseInternalDate } from './internal-date.js';

/**
 * Why typed date text was refused. `expected` is the placeholder of the user's date order;
 * `min` is an internal date (y-MM-dd).
 *
 * @example
 * const e: DateInputError = { kind: 'invalid-format', expected: 'DD/MM/YYYY' };
 */
export type DateInputError =
  { readonly kind: 'required' } | { readonly kind: 'invalid-format'; readonly expected: string } | { readonly kind: 'before-min'; readonly min: string };

/**
 * Options of {@link parseDateInput}: whether the field must be filled, and the earliest
 * acceptable internal date.
 *
 * @example
 * const o: DateInputOptions = { required: true, min: '2026-01-01' };
 */
export type DateInputOptions = { readonly required?: boolean; readonly min?: string };

const YEAR = /^[1-9]\d{3}$/;
const MONTH_OR_DAY = /^\d{1,2}$/;

function partsToInternal(text: string, order: DateOrder): string | null {
  const pieces = text.replaceAll('-', '/').split('/');
  if (pieces.length !== 3) return null;
  const parts: Partial<Record<'y' | 'm' | 'd', string>> = {};
  datePartOrder(order).forEach((part, i) => {
    parts[part] = pieces[i];
  });
  const { y = '', m = '', d = '' } = parts;
  if (!YEAR.test(y) || !MONTH_OR_DAY.test(m) || !MONTH_OR_DAY.test(d)) return null;
  return calendarDate(Number(y), Number(m), Number(d))?.toFormat(INTERNAL_DATE_FORMAT) ?? null;
}

/**
 * Parses what the user typed in a date field, in their date order. The text is trimmed; dashes
 * count as slashes; day and month take 1 or 2 digits, the year 4. An empty optional field is
 * ok(null). A valid date comes back as an internal date (y-MM-dd).
 *
 * @example
 * parseDateInput('21-11-2026', 'L')                     // ok('2026-11-21')
 * parseDateInput('2/3/2026', 'M')                       // ok('2026-02-03')
 * parseDateInput('', 'I')                               // ok(null)
 * parseDateInput(' ', 'I', { required: true })          // err({ kind: 'required' })
 * parseDateInput('2023/02/30', 'I')                     // err({ kind: 'invalid-format', expected: 'YYYY/MM/DD' })
 * parseDateInput('2025/12/31', 'I', { min: '2026-01-01' }) // err({ kind: 'before-min', min: '2026-01-01' })
 */
export function parseDateInput(text: string, order: DateOrder, options: DateInputOptions = {}): Result<string | null, DateInputError> {
  const value = text.trim();
  if (value === '') return options.required === true ? err({ kind: 'required' }) : ok(null);
  const iso = partsToInternal(value, order);
  if (iso === null) return err({ kind: 'invalid-format', expected: dateInputFormat(order).placeholder });
  // Internal dates have four-digit years and zero padding, so text order is date order.
  if (options.min !== undefined && iso < options.min) return err({ kind: 'before-min', min: options.min });
  return ok(iso);
}

/**
 * Formats an internal date (y-MM-dd) as the user types dates, zero-padded; the inverse of
 * {@link parseDateInput}. Null, empty or non-internal input gives ''.
 *
 * @example
 * formatDateInput('2026-11-21', 'L') // '21/11/2026'
 * formatDateInput('2026-02-03', 'M') // '02/03/2026'
 * formatDateInput(null, 'I')         // ''
 */
export function formatDateInput(iso: string | null, order: DateOrder): string {
  const date = iso === null ? null : parseInternalDate(iso);
  return date === null ? '' : date.toFormat(dateInputFormat(order).format);
}

/**
 * Maps a date-input error to its `validation` message key; a minimum is shown in the user's
 * date order.
 *
 * @example
 * dateInputErrorMessage({ kind: 'invalid-format', expected: 'DD/MM/YYYY' }, 'L')
 * // { key: 'validation:date.invalidFormat', values: { format: 'DD/MM/YYYY' } }
 * dateInputErrorMessage({ kind: 'before-min', min: '2026-01-05' }, 'L')
 * // { key: 'validation:date.beforeMin', values: { min: '05/01/2026' } }
 */
export function dateInputErrorMessage(error: DateInputError, order: DateOrder): ValidationMessage {
  switch (error.kind) {
    case 'required':
      return validationMessage('validation:required');
    case 'invalid-format':
      return validationMessage('validation:date.invalidFormat', { format: error.expected });
    case 'before-min':
      return validationMessage('validation:date.beforeMin', { min: formatDateInput(error.min, order) || error.min });
  }
}
