import { describe, it } from 'vitest';
import fc from 'fast-check';
import { PHONE_MESSAGE_KEYS } from './message-keys.js';
import { SMS_ERROR_CODES, smsErrorMessage, toSmsErrorCode } from './sms-error-codes.js';

describe('SMS error codes: properties', () => {
  it('every string reads as a known code, known codes as themselves', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...SMS_ERROR_CODES)), (raw) => {
        const code = toSmsErrorCode(raw);
        return (
          SMS_ERROR_CODES.includes(code) && ((SMS_ERROR_CODES as readonly string[]).includes(raw) ? code === raw : code === 'UNDEFINED' || code === raw.trim())
        );
      }),
    );
  });
  it('every code and stage gives a catalogued key, and distinct codes give distinct keys', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SMS_ERROR_CODES),
        fc.constantFrom(...SMS_ERROR_CODES),
        fc.constantFrom('setup' as const, 'resend' as const),
        (a, b, stage) => {
          const ka = smsErrorMessage(a, stage).key;
          return PHONE_MESSAGE_KEYS.includes(ka) && (a === b) === (ka === smsErrorMessage(b, stage).key);
        },
      ),
    );
  });
});
