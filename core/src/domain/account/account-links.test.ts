import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_PURPOSES, accountLinkExpiry, isAccountLinkLive } from './account-links.js';

const at = (iso: string) => new Date(iso);

describe('account links', () => {
  it('gives a password reset an hour and a new address a day', () => {
    expect(accountLinkExpiry('reset-password', at('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(accountLinkExpiry('delete-account', at('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(accountLinkExpiry('add-email', at('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });

  it('works until its expiry, never once used', () => {
    const expiresAt = at('2026-11-24T11:00:00Z');
    expect(isAccountLinkLive({ expiresAt, usedAt: null }, at('2026-11-24T10:59:59Z'))).toBe(true);
    expect(isAccountLinkLive({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
    expect(isAccountLinkLive({ expiresAt, usedAt: at('2026-11-24T10:30:00Z') }, at('2026-11-24T10:31:00Z'))).toBe(false);
  });

  it('is live from issue until its expiry and never after (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCOUNT_LINK_PURPOSES),
        fc.date({ noInvalidDate: true, min: at('2000-01-01'), max: at('2100-01-01') }),
        fc.integer({ min: 0, max: 3 * 24 * 3600 }),
        (purpose, issuedAt, seconds) => {
          const expiresAt = accountLinkExpiry(purpose, issuedAt);
          const now = new Date(issuedAt.getTime() + seconds * 1000);
          expect(isAccountLinkLive({ expiresAt, usedAt: null }, now)).toBe(now < expiresAt);
          expect(isAccountLinkLive({ expiresAt, usedAt: issuedAt }, now)).toBe(false);
        },
      ),
    );
  });
});
