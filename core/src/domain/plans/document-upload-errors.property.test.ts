import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DOCUMENT_UPLOAD_ERROR_CODES, documentUploadErrorMessage } from './document-upload-errors.js';

describe('document upload errors: properties', () => {
  it('distinct codes get distinct keys, never the fallback', () => {
    const keys = DOCUMENT_UPLOAD_ERROR_CODES.map((c) => documentUploadErrorMessage(c).key);
    expect(new Set(keys).size).toBe(DOCUMENT_UPLOAD_ERROR_CODES.length);
    expect(keys).not.toContain('plans:documents.upload.failed');
  });
  it('any other text gets the fallback key with the code as sent', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        fc.pre(!(DOCUMENT_UPLOAD_ERROR_CODES as readonly string[]).includes(code.trim()));
        expect(documentUploadErrorMessage(code)).toEqual({ key: 'plans:documents.upload.failed', values: { code: code.trim() } });
      }),
    );
  });
});
