import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock, IdGenerator } from '@waybook/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Cryptographically random ids from node:crypto.
 *
 * @example
 * new CryptoIdGenerator().token(64).length // 64
 */
export class CryptoIdGenerator implements IdGenerator {
  uuid(): string {
    return randomUUID();
  }

  token(length: number): string {
    // 248 = 4 * 62: rejecting bytes above it keeps every character equally likely.
    let out = '';
    while (out.length < length) {
      for (const byte of randomBytes(length * 2)) {
        if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
      }
    }
    return out;
  }
}

/** The system clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
