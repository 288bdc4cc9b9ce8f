import { describe, expect, it } from 'vitest';
import { nextRenewalAttempt, RENEWAL_RETRY_DAYS, renewalChargeDue, renewalIdempotencyKey } from './renewal.js';
import type { Subscription } from './subscription.js';
import { ACTIVE_YEARLY, usd } from '../../testing/billing-fixtures.js';

const USD = usd;
const activeYearly = ACTIVE_YEARLY;

describe('renewal charges', () => {
  it('"Renewal is a scheduled job at the period\'s end": due on the end day, the full rate (no proration)', () => {
    expect(nextRenewalAttempt(activeYearly)).toBe('2027-01-10');
    expect(renewalChargeDue(activeYearly, new Date('2027-01-09T23:59:59Z'))).toBeNull();
    expect(renewalChargeDue(activeYearly, new Date('2027-01-10T00:01:00Z'))).toEqual(USD(4900));
  });
  it('a failed renewal is retried 1, 3 and 7 days after the end, then no more', () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 7]);
    const suspended = (failedRenewals: number): Subscription => ({ ...activeYearly, state: 'suspended', failedRenewals });
    expect(nextRenewalAttempt(suspended(1))).toBe('2027-01-11');
    expect(nextRenewalAttempt(suspended(2))).toBe('2027-01-13');
    expect(nextRenewalAttempt(suspended(3))).toBe('2027-01-17');
    expect(nextRenewalAttempt(suspended(4))).toBeNull();
    expect(renewalChargeDue(suspended(1), new Date('2027-01-10T12:00:00Z'))).toBeNull();
    expect(renewalChargeDue(suspended(1), new Date('2027-01-11T00:00:00Z'))).toEqual(USD(4900));
  });
  it('nothing is charged for a cancelled, expired, company-paid or non-renewing subscription', () => {
    const later = new Date('2027-06-01T00:00:00Z');
    expect(renewalChargeDue({ ...activeYearly, state: 'canceled', canceledOn: '2026-05-01' }, later)).toBeNull();
    expect(renewalChargeDue({ ...activeYearly, state: 'expired' }, later)).toBeNull();
    expect(renewalChargeDue({ ...activeYearly, product: 'bulk', origin: 'bulk', renewsBy: 'company', renewalRate: null }, later)).toBeNull();
    expect(renewalChargeDue({ ...activeYearly, origin: 'promo', renewsBy: 'none', renewalRate: null }, later)).toBeNull();
  });
  it('one idempotency key per subscription, period and attempt', () => {
    expect(renewalIdempotencyKey('sub-1', activeYearly)).toBe('renewal:sub-1:2027-01-10:0');
    expect(renewalIdempotencyKey('sub-1', { ...activeYearly, failedRenewals: 1 })).toBe('renewal:sub-1:2027-01-10:1');
  });
});
