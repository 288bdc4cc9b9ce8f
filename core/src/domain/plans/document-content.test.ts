import { describe, expect, it } from 'vitest';
import { classifyMimeType, sniffDocumentType } from './document-content.js';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('document content', () => {
  it('reads names of Object.prototype as unsupported, not as a known type', () => {
    for (const mime of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(classifyMimeType(mime)).toBe('unsupported-media');
  });

  // "Documents: types gif, jpeg, png, pdf"
  it('sniffs gif, jpeg, png and pdf from the first bytes', () => {
    expect(sniffDocumentType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffDocumentType(bytes('GIF87a'))).toBe('gif');
    expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffDocumentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffDocumentType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffDocumentType(bytes([0xef, 0xbb, 0xbf], '%PDF-1.4'))).toBe('pdf');
  });
  it('recognises nothing else', () => {
    for (const b of [bytes('hello'), bytes('GIF90a'), bytes([0x89], 'PNG'), bytes('BM'), bytes('RIFF____WEBP'), new Uint8Array()]) {
      expect(sniffDocumentType(b)).toBeNull();
    }
    expect(sniffDocumentType(new Uint8Array([...new Uint8Array(1100), ...bytes('%PDF-')]))).toBeNull();
  });
  it('classifies declared MIME types', () => {
    expect(classifyMimeType('IMAGE/JPEG')).toBe('jpeg');
    expect(classifyMimeType('image/jpg')).toBe('jpeg');
    expect(classifyMimeType('application/pdf; charset=binary')).toBe('pdf');
    expect(classifyMimeType('image/webp')).toBe('unsupported-image');
    expect(classifyMimeType('video/mp4')).toBe('unsupported-media');
    expect(classifyMimeType('')).toBe('undeclared');
    expect(classifyMimeType('application/octet-stream')).toBe('undeclared');
  });
});
