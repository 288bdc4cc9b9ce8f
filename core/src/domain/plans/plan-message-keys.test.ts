import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD_ERROR_CODES, documentUploadErrorMessage } from './document-upload-errors.js';
import { PLAN_MESSAGE_KEYS } from './plan-message-keys.js';

describe('plan message keys', () => {
  it('lists exactly the keys the plan rules produce, all in the plans namespace', () => {
    const produced = new Set([...DOCUMENT_UPLOAD_ERROR_CODES, 'unknown'].map((c) => documentUploadErrorMessage(c).key));
    expect(produced).toEqual(new Set(PLAN_MESSAGE_KEYS));
    expect(PLAN_MESSAGE_KEYS.every((k) => k.startsWith('plans:'))).toBe(true);
  });
});
