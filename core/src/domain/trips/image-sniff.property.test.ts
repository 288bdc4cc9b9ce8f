import { describe, it } from 'vitest';
import fc from 'fast-check';
import { sniffImageType } from './image-sniff.js';

const SIGNATURES = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [...'GIF87a'].map((c) => c.charCodeAt(0)) },
  { type: 'image/gif', bytes: [...'GIF89a'].map((c) => c.charCodeAt(0)) },
  { type: 'application/pdf', bytes: [...'%PDF-'].map((c) => c.charCodeAt(0)) },
] as const;
const tail = fc.uint8Array({ maxLength: 64 });

describe('sniffImageType: properties', () => {
  it('a signature followed by anything is recognised as its type', () => {
    fc.assert(fc.property(fc.constantFrom(...SIGNATURES), tail, (s, rest) => sniffImageType(new Uint8Array([...s.bytes, ...rest])) === s.type));
  });
  it('bytes starting with no signature are never recognised', () => {
    fc.assert(
      fc.property(tail, (b) => {
        const starts = SIGNATURES.some((s) => s.bytes.every((x, i) => b[i] === x));
        return starts || sniffImageType(b) === null;
      }),
    );
  });
});
