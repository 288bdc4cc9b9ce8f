import { err, ok, type Result } from '../result.js';
import { validationMessage, type ValidationMessage } from './message-keys.js';

// local@domain.tld: dot-separated atoms of the usual local-part characters, one @, dot-separated
// domain labels (letters, digits, inner hyphens) and a top-level domain of at least 2 letters.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
const MAX_EMAIL_LENGTH = 254;

/**
 * Why an e-mail address was refused.
 *
 * @example
 * const e: EmailError = { kind: 'invalid' };
 */
export type EmailError = { readonly kind: 'required' } | { readonly kind: 'invalid' };

/**
 * Whether a string is an e-mail address (local@domain.tld, no spaces, one @, a dotted domain,
 * a top-level domain of 2+ letters, at most 254 characters). The string is not trimmed.
 *
 * @example
 * isValidEmail('ada@example.com')  // true
 * isValidEmail('ada@localhost')    // false
 * isValidEmail('ada @example.com') // false
 */
export function isValidEmail(s: string): boolean {
  return s.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(s);
}

/**
 * Trims and lower-cases an address, the form in which addresses are stored and compared.
 *
 * @example
 * normalizeEmail('  Ada@Example.COM ') // 'ada@example.com'
 */
export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}

/**
 * Splits a typed list of addresses on spaces, commas and semicolons, dropping empty pieces.
 * The pieces are not validated.
 *
 * @example
 * splitEmailList('a@x.com, b@y.org;c@z.net  d') // ['a@x.com', 'b@y.org', 'c@z.net', 'd']
 */
export function splitEmailList(s: string): readonly string[] {
  return s.split(/[\s,;]+/u).filter((piece) => piece !== '');
}

/**
 * The lower-cased domain of a valid address, or null when the address is not valid.
 *
 * @example
 * emailDomain('ada@Mail.Example.com') // 'mail.example.com'
 * emailDomain('not an address')       // null
 */
export function emailDomain(address: string): string | null {
  const value = address.trim();
  if (!isValidEmail(value)) return null;
  return value.slice(value.lastIndexOf('@') + 1).toLowerCase();
}

function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@/, '');
}

/**
 * Whether a user is internal (staff), recognised by any of their addresses being at an internal
 * domain or one of its subdomains (case-insensitive; a leading @ in the domain list is allowed).
 *
 * @example
 * isInternalUser(['me@gmail.com', 'ada@waybook.app'], ['waybook.app'])    // true
 * isInternalUser(['ada@eu.waybook.app'], ['@waybook.app'])               // true
 * isInternalUser(['ada@notwaybook.app'], ['waybook.app'])                // false
 */
export function isInternalUser(emailAddresses: readonly string[], internalDomains: readonly string[]): boolean {
  const domains = internalDomains.map(normalizeDomain).filter((d) => d !== '');
  return emailAddresses.some((address) => {
    const domain = emailDomain(address);
    return domain !== null && domains.some((d) => domain === d || domain.endsWith(`.${d}`));
  });
}

/**
 * Validates one typed address, returning it normalised.
 *
 * @example
 * validateEmail(' Ada@Example.com ') // ok('ada@example.com')
 * validateEmail('')                  // err({ kind: 'required' })
 * validateEmail('ada@')              // err({ kind: 'invalid' })
 */
export function validateEmail(s: string): Result<string, EmailError> {
  const value = normalizeEmail(s);
  if (value === '') return err({ kind: 'required' });
  return isValidEmail(value) ? ok(value) : err({ kind: 'invalid' });
}

/**
 * Validates a typed list of addresses (see {@link splitEmailList}), returning them normalised and
 * without duplicates; the first invalid piece is named in the error.
 *
 * @example
 * validateEmailList('a@x.com; A@x.com b@y.org') // ok(['a@x.com', 'b@y.org'])
 * validateEmailList('a@x.com, nope')            // err({ kind: 'invalid', address: 'nope' })
 */
export function validateEmailList(
  s: string,
): Result<readonly string[], { readonly kind: 'required' } | { readonly kind: 'invalid'; readonly address: string }> {
  const pieces = splitEmailList(s);
  if (pieces.length === 0) return err({ kind: 'required' });
  const bad = pieces.find((piece) => !isValidEmail(piece));
  if (bad !== undefined) return err({ kind: 'invalid', address: bad });
  return ok([...new Set(pieces.map(normalizeEmail))]);
}

/**
 * Maps an e-mail error to its `validation` message key.
 *
 * @example
 * emailErrorMessage({ kind: 'invalid' }) // { key: 'validation:email.invalid' }
 */
export function emailErrorMessage(error: { readonly kind: 'required' | 'invalid' }): ValidationMessage {
  return error.kind === 'required' ? validationMessage('validation:required') : validationMessage('validation:email.invalid');
}
