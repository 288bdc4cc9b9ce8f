import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { parseReceiptNumber, RECEIPT_SEQUENCE_MAX, receiptNumber } from './receipt.js';

const day = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y-MM-dd'));
const sequence = fc.integer({ min: 1, max: RECEIPT_SEQUENCE_MAX });

describe('receipt numbers: properties', () => {
  it('unique per sequence: different sequences never share a number, whatever their days', () => {
    fc.assert(fc.property(sequence, sequence, day, day, (a, b, d1, d2) => a === b || receiptNumber(a, d1) !== receiptNumber(b, d2)));
  });
  it('sortable: with days that do not go back as the sequence grows, text order is sequence order', () => {
    fc.assert(
      fc.property(sequence, sequence, day, day, (a, b, x, y) => {
        const [s1, s2] = a <= b ? [a, b] : [b, a];
        const [d1, d2] = x <= y ? [x, y] : [y, x];
        const n1 = receiptNumber(s1, d1);
        const n2 = receiptNumber(s2, d2);
        return s1 === s2 ? n1 <= n2 : n1 < n2;
      }),
    );
  });
  it('reads back its year and sequence', () => {
    fc.assert(
      fc.property(sequence, day, (s, d) => {
        const parsed = parseReceiptNumber(receiptNumber(s, d));
        return parsed !== null && parsed.sequence === s && parsed.year === Number(d.slice(0, 4));
      }),
    );
  });
});
