import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataText } from './data-text.js';

describe('dataText', () => {
  it('unescapes quotes however many backslashes escape them', () => {
    expect(dataText("Compagnie Africaine d\\'Aviation")).toBe("Compagnie Africaine d'Aviation");
    expect(dataText("Salsa d\\\\'Haiti")).toBe("Salsa d'Haiti");
    expect(dataText('The \\"Best\\" Air')).toBe('The "Best" Air');
  });
  it('reads \\N as no value and trims', () => {
    expect(dataText('\\N')).toBe('');
    expect(dataText('  Lufthansa ')).toBe('Lufthansa');
  });
  it('leaves text without a backslash as it is, trimmed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('\\')),
        (s) => {
          expect(dataText(s)).toBe(s.trim());
        },
      ),
    );
  });
  it('never leaves a backslash before a quote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ' ', '\\', "'", '"', 'N')).map((cs) => cs.join('')),
        (s) => {
          expect(dataText(s)).not.toMatch(/\\['"`]/);
        },
      ),
    );
  });
});
