import { requireInternalDate } from '../dates/internal-date.js';
import type { Money } from '../money/money.js';

/**
 * Digits of the sequence part of a receipt number, zero-padded so that receipt numbers sort as
 * text. Up to 99,999,999 money movements.
 *
 * @example
 * receiptNumber(123, '2026-03-01') // 'WB-2026-00000123'
 */
export const RECEIPT_SEQUENCE_DIGITS = 8;

/**
 * The largest receipt sequence.
 *
 * @example
 * receiptNumber(RECEIPT_SEQUENCE_MAX, '2026-03-01') // 'WB-2026-99999999'
 */
export const RECEIPT_SEQUENCE_MAX = 10 ** RECEIPT_SEQUENCE_DIGITS - 1;

const RECEIPT_PATTERN = /^WB-(\d{4})-(\d{8})$/;

/**
 * The receipt number of a money movement: `WB-`, the four-digit year of its billing day, `-`, and
 * its sequence zero-padded to {@link RECEIPT_SEQUENCE_DIGITS} digits. The sequence is one counter
 * for the whole installation (1, 2, 3...; never reset each year), so the number is unique per
 * sequence, and, as the sequence grows with time, receipt numbers sort as text in the order the
 * money moved (the year first, then the sequence). Throws RangeError for a sequence outside 1 to
 * {@link RECEIPT_SEQUENCE_MAX} or a day that is not an internal date.
 *
 * @example
 * receiptNumber(123, '2026-03-01')  // 'WB-2026-00000123'
 * receiptNumber(124, '2027-01-02')  // 'WB-2027-00000124'
 */
export function receiptNumber(sequence: number, date: string): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > RECEIPT_SEQUENCE_MAX) throw new RangeError(`Not a receipt sequence: ${sequence}`);
  return `WB-${requireInternalDate(date).year}-${String(sequence).padStart(RECEIPT_SEQUENCE_DIGITS, '0')}`;
}

/**
 * The year and sequence of a receipt number, or null when the text is not one.
 *
 * @example
 * parseReceiptNumber('WB-2026-00000123') // { year: 2026, sequence: 123 }
 * parseReceiptNumber('WB-2026-123')      // null
 */
export function parseReceiptNumber(text: string): { readonly year: number; readonly sequence: number } | null {
  const match = RECEIPT_PATTERN.exec(text);
  if (match === null) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}

/**
 * What moved the money: the first charge of a subscription (`purchase`) or a renewal charge.
 * Fees are not refunded, so there are no refunds; a voided charge moved no money.
 *
 * @example
 * const k: MoneyMovementKind = 'renewal';
 */
export type MoneyMovementKind = 'purchase' | 'renewal';

/**
 * The transaction code of each kind of money movement in the billing history (Transaction
 * transaction_code): S sale (purchase), R renewal. The spec names the field, not its values.
 *
 * @example
 * TRANSACTION_CODES.renewal // 'R'
 */
export const TRANSACTION_CODES: Readonly<Record<MoneyMovementKind, string>> = { purchase: 'S', renewal: 'R' };

/**
 * One money movement, a transaction of the billing history with its receipt: the sequence and
 * receipt number, the kind, the amount (minor units, more than 0), the billing day, the period it
 * paid, the processor's reference, and the card's brand and last four (never the number).
 *
 * @example
 * const m: MoneyMovement = { sequence: 123, receiptNumber: 'WB-2026-00000123', kind: 'purchase', amount: { minor: 4900, currency: 'USD' }, on: '2026-03-01', periodStart: '2026-03-01', periodEnd: '2027-03-01', processorReference: 'ch_sandbox_1', cardBrand: 'visa', cardLastFour: '4242' };
 */
export interface MoneyMovement {
  readonly sequence: number;
  readonly receiptNumber: string;
  readonly kind: MoneyMovementKind;
  readonly amount: Money;
  readonly on: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly processorReference: string;
  readonly cardBrand: string;
  readonly cardLastFour: string;
}

/**
 * Whether an amount moves money, so that a charge is made and a transaction written: more than 0.
 * A free trial, or a promotion whose first period is free, charges nothing and writes nothing.
 *
 * @example
 * movesMoney({ minor: 4900, currency: 'USD' }) // true
 * movesMoney({ minor: 0, currency: 'USD' })    // false
 */
export function movesMoney(amount: Money): boolean {
  return amount.minor > 0;
}

/**
 * The money movement of a successful charge, with its receipt number (see {@link receiptNumber}).
 * Throws RangeError for an amount that moves no money (see {@link movesMoney}), a bad sequence or
 * day.
 *
 * @example
 * moneyMovementOf({ sequence: 123, kind: 'purchase', amount: { minor: 4900, currency: 'USD' }, on: '2026-03-01', periodStart: '2026-03-01', periodEnd: '2027-03-01', processorReference: 'ch_1', cardBrand: 'visa', cardLastFour: '4242' }).receiptNumber
 * // 'WB-2026-00000123'
 */
export function moneyMovementOf(movement: Omit<MoneyMovement, 'receiptNumber'>): MoneyMovement {
  if (!Number.isSafeInteger(movement.amount.minor) || !movesMoney(movement.amount)) throw new RangeError(`Not a charged amount: ${movement.amount.minor}`);
  return { ...movement, receiptNumber: receiptNumber(movement.sequence, movement.on) };
}
