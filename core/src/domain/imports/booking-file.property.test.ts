import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFileKind } from './booking-file.js';

describe('bookingFileKind properties', () => {
  it('never throws, and answers one of the kinds or null for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        expect([null, 'eml', 'ics', 'pkpass', 'pdf', 'image']).toContain(bookingFileKind(bytes));
      }),
    );
  });

  it('a calendar stays a calendar whatever follows its first line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (rest) => {
        expect(bookingFileKind(new TextEncoder().encode(`BEGIN:VCALENDAR\r\n${rest}`))).toBe('ics');
      }),
    );
  });
});
