/**
 * Random identifiers. Core never calls Math.random or crypto itself.
 *
 * @example
 * const ids: IdGenerator = { uuid: () => '00000000-0000-4000-8000-000000000000', token: (n) => 'a'.repeat(n) };
 */
export interface IdGenerator {
  /** A random RFC 4122 version 4 uuid. */
  uuid(): string;
  /** A cryptographically random token of `length` characters from [A-Za-z0-9]. */
  token(length: number): string;
}
