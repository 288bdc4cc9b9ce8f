import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SecretBox } from '@waybook/core';

const VERSION = 'v1';

/**
 * Seals secrets with AES-256-GCM (random 96-bit nonce, authenticated): `v1.<nonce>.<tag>.<data>`
 * in base64url. A value sealed with another key, or changed, does not open.
 *
 * @example
 * const box = new AesGcmSecretBox(randomBytes(32));
 * box.open(box.seal('app-password')); // 'app-password'
 */
export class AesGcmSecretBox implements SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  }

  seal(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
  }

  open(sealed: string): string | undefined {
    const [version, nonce, tag, data] = sealed.split('.');
    if (version !== VERSION || nonce === undefined || tag === undefined || data === undefined) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/**
 * The server's secret key: SECRETS_KEY (any string, hashed to 32 bytes) when set, else the key
 * file in the data directory (`secret.key`, made on first start with mode 0600). Losing it makes
 * sealed secrets unreadable: inbox syncs then stop and ask the user to connect again.
 *
 * @example
 * const key = serverSecretKey(process.env['SECRETS_KEY'] ?? '', './data');
 */
export function serverSecretKey(given: string, dataDir: string): Buffer {
  if (given !== '') return createHash('sha256').update(given).digest();
  const file = `${dataDir}/secret.key`;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
