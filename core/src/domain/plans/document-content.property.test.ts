import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyMimeType, sniffDocumentType } from './document-content.js';

const signatures = {
  gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
} as const;

describe('document content: properties', () => {
  it('any bytes after a signature keep the type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gif', 'jpeg', 'png', 'pdf' as const),
        fc.uint8Array({ maxLength: 40 }),
        (type, rest) => sniffDocumentType(new Uint8Array([...signatures[type], ...rest])) === type,
      ),
    );
  });
  it('bytes without a signature and without %PDF- are of no type', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = String.fromCharCode(...bytes);
        fc.pre(!text.includes('%PDF-') && !Object.values(signatures).some((s) => s.every((b, i) => bytes[i] === b)));
        expect(sniffDocumentType(bytes)).toBeNull();
      }),
    );
  });
  it('MIME classification ignores case and parameters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('image/png', 'image/gif', 'image/jpeg', 'application/pdf', 'image/tiff', 'audio/ogg'),
        fc.boolean(),
        fc.string({ maxLength: 8 }),
        (m, upper, param) => classifyMimeType(`${upper ? m.toUpperCase() : m}; ${param}`) === classifyMimeType(m),
      ),
    );
  });
});
