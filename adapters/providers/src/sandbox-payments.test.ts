import { describe, expect, it } from 'vitest';
import { detectCardBrand, paymentErrorFor, validateCardForm, type ValidCardForm } from '@waybook/core';
import { SANDBOX_TEST_CARDS, SandboxPayments } from './sandbox-payments.js';

const USD = (minor: number) => ({ minor, currency: 'USD' });

/** A card form the core rules accept, for a number. */
function form(number: string): ValidCardForm {
  const brand = detectCardBrand(number);
  const r = validateCardForm(
    { number, securityCode: brand === 'amex' ? '1234' : '123', expirationMonth: '09', expirationYear: '2030', countryCode: 'US', zip: '94105' },
    '2026-05-14',
  );
  if (!r.ok) throw new Error(`${number}: ${JSON.stringify(r.error)}`);
  return r.value;
}

async function chargeWith(payments: SandboxPayments, number: string, key = `k-${number}`) {
  const t = await payments.tokenize(form(number));
  if (t.kind !== 'tokenized') throw new Error(`not tokenized: ${t.kind}`);
  return { card: t.card, outcome: await payments.charge(t.card.token, USD(4900), key) };
}

describe('SandboxPayments', () => {
  it('is a sandbox, and every test card is a valid card of the brand core detects', () => {
    expect(new SandboxPayments().isSandbox).toBe(true);
    for (const test of SANDBOX_TEST_CARDS) expect(form(test.number).number.brand, test.number).toBe(test.brand);
    expect(SANDBOX_TEST_CARDS.map((c) => c.brand)).toEqual(expect.arrayContaining(['visa', 'mastercard', 'amex', 'discover']));
  });

  it('4242 4242 4242 4242 succeeds with a processor reference', async () => {
    const { card, outcome } = await chargeWith(new SandboxPayments(), '4242 4242 4242 4242');
    expect(card).toMatchObject({ brand: 'visa', lastFour: '4242', expiry: { month: 9, year: 2030 }, countryCode: 'US' });
    expect(outcome).toEqual({ kind: 'succeeded', reference: expect.stringMatching(/^ch_sandbox_[0-9a-f]{24}$/) });
    expect(paymentErrorFor(outcome)).toBeNull();
  });

  it('each test card gives its outcome and its billing error', async () => {
    const payments = new SandboxPayments();
    expect((await chargeWith(payments, '4000 0000 0000 0002')).outcome).toEqual({ kind: 'declined' });
    expect((await chargeWith(payments, '4000 0000 0000 0127')).outcome).toEqual({ kind: 'bad_security_code' });
    expect((await chargeWith(payments, '4000 0000 0000 0119')).outcome).toEqual({ kind: 'processor_error' });
    const needsVoid = (await chargeWith(payments, '4000 0000 0000 0259')).outcome;
    expect(needsVoid).toEqual({ kind: 'needs_void', reference: expect.stringMatching(/^ch_sandbox_/) });
    expect(['0002', '0127', '0119', '0259'].map((end) => SANDBOX_TEST_CARDS.find((c) => c.number.endsWith(end))?.behaviour)).toEqual([
      'declined',
      'bad_security_code',
      'processor_error',
      'needs_void',
    ]);
    expect(paymentErrorFor({ kind: 'declined' })).toBe('card_declined');
    expect(paymentErrorFor(needsVoid)).toBe('void_payment_error');
    for (const number of ['5555 5555 5555 4444', '2223 0031 2200 3222', '3782 822463 10005', '6011 1111 1111 1117', '4111 1111 1111 1111']) {
      expect((await chargeWith(payments, number)).outcome.kind, number).toBe('succeeded');
    }
  });

  it('a charge that needs a void is taken, then voided', async () => {
    const payments = new SandboxPayments();
    const { outcome } = await chargeWith(payments, '4000000000000259');
    if (outcome.kind !== 'needs_void') throw new Error('expected needs_void');
    expect(payments.charges).toEqual([expect.objectContaining({ reference: outcome.reference, voided: false })]);
    expect(await payments.void(outcome.reference)).toEqual({ kind: 'voided' });
    expect(payments.charges[0]?.voided).toBe(true);
    expect(await payments.void('not-a-reference')).toEqual({ kind: 'processor_error' });
  });

  it('refuses any number that is not a test card (no real card in test mode)', async () => {
    expect(await new SandboxPayments().tokenize(form('4012 8888 8888 1881'))).toEqual({ kind: 'invalid_number' });
  });

  it('keeps no card number: tokens and fingerprints are keyed hashes, the same for the same card and key', async () => {
    const lines: string[] = [];
    const payments = new SandboxPayments({ log: (line) => lines.push(line) });
    const a = await payments.tokenize(form('4242424242424242'));
    const b = await new SandboxPayments().tokenize(form('4242 4242 4242 4242'));
    const other = await new SandboxPayments({ secret: 'another key' }).tokenize(form('4242424242424242'));
    if (a.kind !== 'tokenized' || b.kind !== 'tokenized' || other.kind !== 'tokenized') throw new Error('expected tokens');
    expect(a.card.token).toMatch(/^tok_sandbox_[0-9a-f]{32}$/);
    expect(a.card.fingerprint).toMatch(/^fp_sandbox_[0-9a-f]{32}$/);
    expect(b.card).toEqual(a.card);
    expect(other.card.token).not.toBe(a.card.token);
    await payments.charge(a.card.token, USD(4900), 'k1');
    const kept = JSON.stringify([a, payments.charges, lines]);
    expect(kept).not.toContain('4242424242424242');
    expect(kept).not.toContain('424242424242');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith('SANDBOX'))).toBe(true);
  });

  it('charges once per idempotency key; the key reused for another charge is refused', async () => {
    const payments = new SandboxPayments();
    const t = await payments.tokenize(form('4242424242424242'));
    if (t.kind !== 'tokenized') throw new Error('expected a token');
    const first = await payments.charge(t.card.token, USD(4900), 'renewal:s1:2027-01-10:0');
    expect(await payments.charge(t.card.token, USD(4900), 'renewal:s1:2027-01-10:0')).toEqual(first);
    expect(payments.charges).toHaveLength(1);
    expect(await payments.charge(t.card.token, USD(100), 'renewal:s1:2027-01-10:0')).toEqual({ kind: 'processor_error' });
    expect(await payments.charge(t.card.token, USD(4900), 'renewal:s1:2027-01-10:1')).toMatchObject({ kind: 'succeeded' });
    expect(payments.charges).toHaveLength(2);
  });

  it('is deterministic: the same key gives the same reference in another instance', async () => {
    const one = await chargeWith(new SandboxPayments(), '4242424242424242', 'upgrade:u1');
    const two = await chargeWith(new SandboxPayments(), '4242424242424242', 'upgrade:u1');
    expect(two.outcome).toEqual(one.outcome);
  });

  it('an unknown token is a processor error; a bad amount or an empty key is a bug', async () => {
    const payments = new SandboxPayments();
    expect(await payments.charge('tok_sandbox_unknown', USD(4900), 'k')).toEqual({ kind: 'processor_error' });
    expect(payments.charges).toEqual([]);
    await expect(payments.charge('tok', USD(0), 'k2')).rejects.toThrow(RangeError);
    await expect(payments.charge('tok', { minor: 1.5, currency: 'USD' }, 'k3')).rejects.toThrow(RangeError);
    await expect(payments.charge('tok', USD(100), '')).rejects.toThrow(RangeError);
  });

  it('updates the expiry of a card it issued', async () => {
    const payments = new SandboxPayments();
    const t = await payments.tokenize(form('4242424242424242'));
    if (t.kind !== 'tokenized') throw new Error('expected a token');
    expect(await payments.updateExpiry(t.card.token, { month: 12, year: 2031 })).toEqual({ kind: 'updated' });
    expect(await payments.updateExpiry('tok_sandbox_unknown', { month: 12, year: 2031 })).toEqual({ kind: 'processor_error' });
  });
});
