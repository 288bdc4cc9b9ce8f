import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from '../account/message-keys.js';
import { internalTimeSeconds } from './internal-date.js';

/**
 * Why typed time text was refused.
 *
 * @example
 * const e: TimeInputError = { kind: 'invalid-format' };
 */
export type TimeInputError = { readonly kind: 'required' } | { readonly kind: 'invalid-format' };

// h:mm with an optional :ss and an optional am/pm marker (a, p, am, pm, a.m., p.m.).
const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(?:([ap])\.?m?\.?)?$/i;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function toHour24(hour: number, marker: string | undefined): number | null {
  if (marker === undefined) return hour;
  if (hour < 1 || hour > 12) return null;
  return (hour % 12) + (marker.toLowerCase() === 'p' ? 12 : 0);
}

/**
 * Parses what the user typed in a time field, either clock: 'H:mm', 'HH:mm[:ss]' or
 * 'h:mm[:ss] am/pm' (any case, with or without a space or dots). A valid time comes back as an
 * internal time (HH:mm:ss); an empty optional field is ok(null).
 *
 * @example
 * parseTimeInput('9:05')     // ok('09:05:00')
 * parseTimeInput('1:30 pm')  // ok('13:30:00')
 * parseTimeInput('12:00 AM') // ok('00:00:00')
 * parseTimeInput('25:00')    // err({ kind: 'invalid-format' })
 * parseTimeInput('', { required: true }) // err({ kind: 'required' })
 */
export function parseTimeInput(text: string, options: { readonly required?: boolean } = {}): Result<string | null, TimeInputError> {
  const value = text.trim();
  if (value === '') return options.required === true ? err({ kind: 'required' }) : ok(null);
  const match = TIME_TEXT.exec(value);
  const hour = match === null ? null : toHour24(Number(match[1]), match[4]);
  if (match === null || hour === null) return err({ kind: 'invalid-format' });
  const time = `${pad(hour)}:${match[2] ?? ''}:${match[3] ?? '00'}`;
  return internalTimeSeconds(time) === null ? err({ kind: 'invalid-format' }) : ok(time);
}

/**
 * Maps a time-input error to its `validation` message key.
 *
 * @example
 * timeInputErrorMessage({ kind: 'invalid-format' }) // { key: 'validation:time.invalidFormat' }
 */
export function timeInputErrorMessage(error: TimeInputError): ValidationMessage {
  return validationMessage(error.kind === 'required' ? 'validation:required' : 'validation:time.invalidFormat');
}
