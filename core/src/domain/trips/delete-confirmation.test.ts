import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from './delete-confirmation.js';

describe('delete trip confirmation (part 1 section 5: "Delete trip: typing the word Delete")', () => {
  it('is confirmed by the word Delete, surrounding spaces ignored', () => {
    expect(DELETE_CONFIRMATION_WORD).toBe('Delete');
    expect(isDeleteConfirmed('Delete')).toBe(true);
    expect(isDeleteConfirmed('  Delete\n')).toBe(true);
  });
  it('is case-sensitive and needs the whole word alone', () => {
    for (const typed of ['delete', 'DELETE', 'Delet', 'Delete it', 'De lete', '']) expect(isDeleteConfirmed(typed), typed).toBe(false);
  });
});
