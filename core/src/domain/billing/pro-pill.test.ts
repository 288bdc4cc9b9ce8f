import { describe, expect, it } from 'vitest';
import { proPill, proPillMessage } from './pro-pill.js';

const active = { isExpired: false, cancellationCode: '', cancellationDate: '', didLastTransactionFail: false };

describe('proPill ("Pill states: Active, Canceled (on a date), Suspended, Expired")', () => {
  it('is Active by default', () => {
    expect(proPill(active)).toEqual({ state: 'active' });
  });
  it('is Canceled on the cancellation date when "cancellation_code is C"', () => {
    expect(proPill({ ...active, cancellationCode: 'C', cancellationDate: '2026-03-01' })).toEqual({ state: 'canceled', on: '2026-03-01' });
    expect(proPill({ ...active, cancellationCode: 'C' })).toEqual({ state: 'canceled', on: null });
    expect(proPill({ ...active, cancellationCode: 'C', cancellationDate: 'March 1' })).toEqual({ state: 'canceled', on: null });
  });
  it('is Suspended when the last transaction failed, unless canceled', () => {
    expect(proPill({ ...active, didLastTransactionFail: true })).toEqual({ state: 'suspended' });
    expect(proPill({ ...active, didLastTransactionFail: true, cancellationCode: 'C', cancellationDate: '2026-03-01' })).toEqual({
      state: 'canceled',
      on: '2026-03-01',
    });
  });
  it('is Expired whenever is_expired, whatever else', () => {
    expect(proPill({ isExpired: true, cancellationCode: 'C', cancellationDate: '2026-03-01', didLastTransactionFail: true })).toEqual({ state: 'expired' });
  });
});

describe('proPillMessage', () => {
  it('gives a key per state, with the canceled date', () => {
    expect(proPillMessage({ state: 'active' })).toEqual({ key: 'billing:pill.active' });
    expect(proPillMessage({ state: 'canceled', on: '2026-03-01' })).toEqual({ key: 'billing:pill.canceled', values: { date: '2026-03-01' } });
    expect(proPillMessage({ state: 'canceled', on: null })).toEqual({ key: 'billing:pill.canceledUndated' });
    expect(proPillMessage({ state: 'suspended' })).toEqual({ key: 'billing:pill.suspended' });
    expect(proPillMessage({ state: 'expired' })).toEqual({ key: 'billing:pill.expired' });
  });
});
