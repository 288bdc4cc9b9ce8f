import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@waybook/core';

// Algorithm 2 is argon2id; these are OWASP's minimum recommended costs (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id password hashing.
 *
 * @example
 * const hasher = new Argon2PasswordHasher(); await hasher.verify(await hasher.hash('pw'), 'pw') // true
 */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
