import { describe, expect, it } from 'vitest';
import type { EmailAddress } from '@waybook/core';
import { sortEmailAddresses } from './sort-email-addresses.js';

const address = (value: string, isPrimary = false, isConfirmed = false): EmailAddress => ({
  uuid: value, address: value, isPrimary, isConfirmed, isAutoImport: false,
});

describe('sortEmailAddresses', () => {
  it('puts the primary first, then confirmed, then the rest, each alphabetically', () => {
    const sorted = sortEmailAddresses([
      address('zed@x.io'), address('bob@x.io', false, true), address('amy@x.io'), address('pat@x.io', true, true), address('al@x.io', false, true),
    ]);
    expect(sorted.map((e) => e.address)).toEqual(['pat@x.io', 'al@x.io', 'bob@x.io', 'amy@x.io', 'zed@x.io']);
  });
});
