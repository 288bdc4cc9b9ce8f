import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JoinedLines } from './lines.js';

describe('JoinedLines', () => {
  it('cuts each line out of the joined string, empty lines included', () => {
    const lines = new JoinedLines('Paris\n\nSão Paulo\n東京');
    expect(lines.length).toBe(4);
    expect([0, 1, 2, 3].map((i) => lines.at(i))).toEqual(['Paris', '', 'São Paulo', '東京']);
  });

  it('answers undefined outside its lines', () => {
    const lines = new JoinedLines('Paris\nLyon');
    expect([-1, 2, 0.5, Number.NaN].map((i) => lines.at(i))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('reads back every array it was joined from', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().map((s) => s.replace(/\n/g, ' ')),
          { minLength: 1 },
        ),
        (array) => {
          const lines = new JoinedLines(array.join('\n'));
          expect(lines.length).toBe(array.length);
          for (let i = 0; i < array.length; i++) expect(lines.at(i)).toBe(array[i]);
        },
      ),
    );
  });
});
