import { describe, expect, it } from 'vitest';
import { moneyMovementOf, movesMoney, parseReceiptNumber, RECEIPT_SEQUENCE_MAX, receiptNumber, TRANSACTION_CODES } from './receipt.js';

const movement = {
  sequence: 123,
  kind: 'purchase' as const,
  amount: { minor: 4900, currency: 'USD' },
  on: '2026-03-01',
  periodStart: '2026-03-01',
  periodEnd: '2027-03-01',
  processorReference: 'ch_1',
  cardBrand: 'visa',
  cardLastFour: '4242',
};

describe('receipt numbers', () => {
  it('WB-, the year, and the sequence on 8 digits', () => {
    expect(receiptNumber(123, '2026-03-01')).toBe('WB-2026-00000123');
    expect(receiptNumber(1, '2027-01-02')).toBe('WB-2027-00000001');
    expect(receiptNumber(RECEIPT_SEQUENCE_MAX, '2026-03-01')).toBe('WB-2026-99999999');
    for (const bad of [0, -1, 1.5, RECEIPT_SEQUENCE_MAX + 1]) expect(() => receiptNumber(bad, '2026-03-01'), String(bad)).toThrow(RangeError);
    expect(() => receiptNumber(1, '2026-02-30')).toThrow(RangeError);
  });
  it('reads back', () => {
    expect(parseReceiptNumber('WB-2026-00000123')).toEqual({ year: 2026, sequence: 123 });
    for (const bad of ['WB-2026-123', 'wb-2026-00000123', 'WB-2026-00000000', 'WB-26-00000123', '']) expect(parseReceiptNumber(bad), bad).toBeNull();
  });
});

describe('money movements', () => {
  it('"Every money movement is a transaction with a receipt number"; a free period moves no money', () => {
    expect(moneyMovementOf(movement)).toEqual({ ...movement, receiptNumber: 'WB-2026-00000123' });
    expect(movesMoney({ minor: 0, currency: 'USD' })).toBe(false);
    expect(() => moneyMovementOf({ ...movement, amount: { minor: 0, currency: 'USD' } })).toThrow(RangeError);
    expect(TRANSACTION_CODES).toEqual({ purchase: 'S', renewal: 'R' });
  });
});
