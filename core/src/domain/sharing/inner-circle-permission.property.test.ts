import { describe, it } from 'vitest';
import fc from 'fast-check';
import { INNER_CIRCLE_PERMISSIONS, isReadOnlyPermission, permissionFromReadOnly, seesSensitiveData } from './inner-circle-permission.js';

describe('Inner Circle permission: properties', () => {
  it('the wire flag round-trips', () => {
    fc.assert(fc.property(fc.boolean(), (b) => isReadOnlyPermission(permissionFromReadOnly(b)) === b));
  });
  it('exactly the non-read-only permission sees sensitive data', () => {
    fc.assert(fc.property(fc.constantFrom(...INNER_CIRCLE_PERMISSIONS), (p) => seesSensitiveData(p) !== isReadOnlyPermission(p)));
  });
});
