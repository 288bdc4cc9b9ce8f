import { describe, expect, it } from 'vitest';
import { isReadOnlyPermission, permissionFromReadOnly, seesSensitiveData } from './inner-circle-permission.js';

describe('Inner Circle permission ("Permission labels: View only, Can edit.")', () => {
  it('reads is_read_only', () => {
    expect(permissionFromReadOnly(true)).toBe('view-only');
    expect(permissionFromReadOnly(false)).toBe('can-edit');
    expect(isReadOnlyPermission('view-only')).toBe(true);
  });
  it('"Editors see sensitive data (costs, confirmation numbers, documents, other trip participants)."', () => {
    expect(seesSensitiveData('can-edit')).toBe(true);
    expect(seesSensitiveData('view-only')).toBe(false);
  });
});
