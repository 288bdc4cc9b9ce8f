import { describe, expect, it } from 'vitest';
import { plansAddress, plansRecipient } from './plans-address.js';

const DOMAIN = 'plans.example.com';

describe('plansRecipient', () => {
  it('reads the shared address whatever its case, in angle brackets or not', () => {
    expect(plansRecipient('plans@plans.example.com', DOMAIN)).toEqual({ kind: 'shared' });
    expect(plansRecipient(' <Plans@PLANS.example.com> ', DOMAIN)).toEqual({ kind: 'shared' });
  });

  it('reads a personal address and lower-cases its token', () => {
    expect(plansRecipient('plans+Ab12cd@plans.example.com', DOMAIN)).toEqual({ kind: 'personal', token: 'ab12cd' });
  });

  it('refuses other mailboxes, other domains, empty or odd tokens and an unset domain', () => {
    for (const address of [
      'ada@plans.example.com',
      'plans@example.com',
      'plans@sub.plans.example.com',
      'plans+@plans.example.com',
      'plans+a.b@plans.example.com',
      'plans+a+b@plans.example.com',
      'plansx@plans.example.com',
      'plans',
      '',
    ]) {
      expect(plansRecipient(address, DOMAIN)).toEqual({ kind: 'other' });
    }
    expect(plansRecipient('plans@', '')).toEqual({ kind: 'other' });
  });
});

describe('plansAddress', () => {
  it('writes the shared and the personal address, nothing without a domain', () => {
    expect(plansAddress('Plans.Example.com')).toBe('plans@plans.example.com');
    expect(plansAddress(DOMAIN, 'AB12')).toBe('plans+ab12@plans.example.com');
    expect(plansAddress('', 'ab12')).toBe('');
  });
});
