/**
 * One-way password hashing (argon2id in production).
 *
 * @example
 * const h = await hasher.hash('correct horse'); await hasher.verify(h, 'correct horse') // true
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
