import { describe, expect, it } from 'vitest';
import { documentUploadErrorMessage, toDocumentUploadErrorCode } from './document-upload-errors.js';

describe('document upload errors', () => {
  // "Document upload codes: 160.1 size exceeded; 160.2 storage failure; 160.3 invalid content; 161.1 unsupported
  // image type; 161.2 unsupported media type; 162.1 image too tall; 162.2 image too wide; 163.1 content not
  // initialized; 163.2 invalid state; 164.1 content unidentifiable for its type; 164.2 unsupported content type."
  it('maps every code to its message key and carries the code', () => {
    const expected = {
      '160.1': 'sizeExceeded',
      '160.2': 'storageFailure',
      '160.3': 'invalidContent',
      '161.1': 'unsupportedImageType',
      '161.2': 'unsupportedMediaType',
      '162.1': 'imageTooTall',
      '162.2': 'imageTooWide',
      '163.1': 'contentNotInitialized',
      '163.2': 'invalidState',
      '164.1': 'contentUnidentifiable',
      '164.2': 'unsupportedContentType',
    };
    for (const [code, key] of Object.entries(expected)) {
      expect(documentUploadErrorMessage(code)).toEqual({ key: `plans:documents.upload.${key}`, values: { code } });
    }
  });
  it('accepts numbers and stray spaces, and falls back for unknown codes', () => {
    expect(toDocumentUploadErrorCode(160.1)).toBe('160.1');
    expect(toDocumentUploadErrorCode(' 164.2 ')).toBe('164.2');
    expect(toDocumentUploadErrorCode('165.1')).toBeNull();
    expect(documentUploadErrorMessage('999')).toEqual({ key: 'plans:documents.upload.failed', values: { code: '999' } });
    expect(documentUploadErrorMessage(undefined)).toEqual({ key: 'plans:documents.upload.failed', values: { code: '' } });
  });
});
