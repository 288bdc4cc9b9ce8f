import { describe, it } from 'vitest';
import fc from 'fast-check';
import { POINTS_ACCOUNT_STATE_CODES, pointsAccountState } from './account-state.js';

const listed = new Set(Object.keys(POINTS_ACCOUNT_STATE_CODES).map(Number));

describe('points account state: properties', () => {
  it('a listed code gets its table meaning and any other number the default error', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...listed), fc.integer(), fc.double()),
        (code) => pointsAccountState(code) === (listed.has(code) ? POINTS_ACCOUNT_STATE_CODES[code] : 'default-error'),
      ),
    );
  });
});
