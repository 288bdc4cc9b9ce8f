import { describe, it } from 'vitest';
import fc from 'fast-check';
import { phoneSetupTransition, type PhoneSetupEvent, type PhoneSetupState } from './phone-setup.js';
import { SMS_ERROR_CODES } from './sms-error-codes.js';

const phone = fc.record({ countryCode: fc.constantFrom('1', '44'), number: fc.constantFrom('5550100199', '7700900123') });
const code = fc.constantFrom(...SMS_ERROR_CODES);
const event: fc.Arbitrary<PhoneSetupEvent> = fc.oneof(
  phone.map((p) => ({ type: 'numberSent', phone: p }) as const),
  fc.record({ phone, code }).map(({ phone: p, code: c }) => ({ type: 'numberFailed', phone: p, code: c }) as const),
  code.map((c) => ({ type: 'resendFailed', code: c }) as const),
  code.map((c) => ({ type: 'codeFailed', code: c }) as const),
  fc.constantFrom({ type: 'codeResent' } as const, { type: 'codeVerified' } as const, { type: 'changeNumber' } as const, { type: 'numberRemoved' } as const),
);

describe('phone set-up: properties', () => {
  it('a number is verified only after a code was verified or the server said it already was', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let s: PhoneSetupState = { step: 'enter-number', draft: null, failure: null };
        for (const e of events) {
          const r = phoneSetupTransition(s, e);
          if (!r.ok) continue;
          const becameVerified = r.value.step === 'verified' && s.step !== 'verified';
          const justified = e.type === 'codeVerified' || ('code' in e && e.code === 'SMS_ALREADY_VERIFIED');
          if (becameVerified && !justified) return false;
          s = r.value;
        }
        return true;
      }),
    );
  });
  it('the code step keeps its number, and resends only ever count up', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let s: PhoneSetupState = { step: 'enter-number', draft: null, failure: null };
        for (const e of events) {
          const r = phoneSetupTransition(s, e);
          if (!r.ok) continue;
          const n = r.value;
          if (s.step === 'code-sent' && n.step === 'code-sent') {
            if (n.phone !== s.phone || n.resends !== s.resends + (e.type === 'codeResent' ? 1 : 0)) return false;
          }
          if (s.step === 'code-sent' && n.step === 'verified' && n.phone !== s.phone) return false;
          s = n;
        }
        return true;
      }),
    );
  });
  it('exactly the documented events apply in each step', () => {
    const applies: Record<PhoneSetupState['step'], readonly string[]> = {
      'enter-number': ['numberSent', 'numberFailed'],
      'code-sent': ['codeResent', 'resendFailed', 'codeVerified', 'codeFailed', 'changeNumber', 'numberRemoved'],
      verified: ['changeNumber', 'numberRemoved'],
    };
    const state: fc.Arbitrary<PhoneSetupState> = fc.oneof(
      fc.constant({ step: 'enter-number', draft: null, failure: null } as const),
      phone.map((p) => ({ step: 'code-sent', phone: p, resends: 0, failure: null }) as const),
      phone.map((p) => ({ step: 'verified', phone: p }) as const),
    );
    fc.assert(fc.property(state, event, (s, e) => phoneSetupTransition(s, e).ok === applies[s.step].includes(e.type)));
  });
});
