import { describe, expect, it } from 'vitest';
import { addEmailDecision, MAX_EMAIL_ADDRESSES, primaryRefusal, removalRefusal } from './email-address-rules.js';

const held = (address: string, isPrimary = false, isConfirmed = false) => ({ address, isPrimary, isConfirmed });
const account = [held('pat@x.io', true, true), held('bob@x.io', false, true), held('new@x.io')];

describe('e-mail address rules (part 1 sections 3.4 and 8)', () => {
  it('adds a new address, resends for one waiting, refuses one already confirmed here', () => {
    expect(addEmailDecision(account, 'amy@x.io')).toEqual({ ok: true, value: 'add' });
    expect(addEmailDecision(account, 'new@x.io')).toEqual({ ok: true, value: 'resend' });
    expect(addEmailDecision(account, 'bob@x.io')).toEqual({ ok: false, error: { kind: 'already-confirmed' } });
  });

  it('refuses a new address once the account holds the most it may', () => {
    const full = Array.from({ length: MAX_EMAIL_ADDRESSES }, (_, i) => held(`a${i}@x.io`, i === 0, true));
    expect(addEmailDecision(full, 'more@x.io')).toEqual({ ok: false, error: { kind: 'too-many' } });
    expect(addEmailDecision(full.slice(1), 'more@x.io')).toEqual({ ok: true, value: 'add' });
  });

  it('only a confirmed address can be primary', () => {
    expect(primaryRefusal(account, 'bob@x.io')).toBeUndefined();
    expect(primaryRefusal(account, 'new@x.io')).toBe('not-confirmed');
    expect(primaryRefusal(account, 'who@x.io')).toBe('unknown');
  });

  it('never removes the primary or the last address', () => {
    expect(removalRefusal(account, 'pat@x.io')).toBe('primary');
    expect(removalRefusal(account, 'new@x.io')).toBeUndefined();
    expect(removalRefusal([held('solo@x.io', false, true)], 'solo@x.io')).toBe('last');
    expect(removalRefusal(account, 'who@x.io')).toBe('unknown');
  });
});
