import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../ports/api-transport.port.js';
import { bookingImportFailureOf } from './import-service-client.js';

const KINDS = ['too-large', 'unsupported', 'nothing-found', 'not-allowed', 'failed'];
const CODES = ['import_file_too_large', 'import_file_unsupported', 'invalid_field:data', 'import_nothing_found', 'trip_permission_denied', 'payload_too_large'];

const failure: fc.Arbitrary<ApiFailure> = fc.oneof(
  fc.record({
    kind: fc.constant('http' as const),
    status: fc.integer({ min: 400, max: 599 }),
    code: fc.string(),
    detailedErrorCode: fc.oneof(fc.constantFrom(...CODES, 'toString', 'constructor', '__proto__'), fc.string()),
    description: fc.string(),
  }),
  fc.constantFrom<ApiFailure>({ kind: 'network' }, { kind: 'timeout' }, { kind: 'invalid-response' }),
);

describe('bookingImportFailureOf (property)', () => {
  it('gives every failure one of the kinds the modal words, and keeps the failure when it cannot name it', () => {
    fc.assert(
      fc.property(failure, (f) => {
        const out = bookingImportFailureOf(f);
        expect(KINDS).toContain(out.kind);
        if (out.kind === 'failed') expect(out.failure).toBe(f);
        if (f.kind !== 'http') expect(out.kind).toBe('failed');
      }),
    );
  });

  it('names a known code whatever the status (but 404 and 413, which say it themselves)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CODES),
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 404 && s !== 413),
        (code, status) => {
          expect(bookingImportFailureOf({ kind: 'http', status, code: '', detailedErrorCode: code, description: '' }).kind).not.toBe('failed');
        },
      ),
    );
  });
});
