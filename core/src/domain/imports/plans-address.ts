/**
 * How many characters the secret part of a personal plans address has (from [a-z0-9]: about
 * 124 bits, so it cannot be guessed).
 *
 * @example
 * PLANS_TOKEN_LENGTH // 24
 */
export const PLANS_TOKEN_LENGTH = 24;

/**
 * Who a recipient of inbound mail is: the shared plans address (the sender says whose plans they
 * are), a personal one (`plans+<token>`: the token says), or someone else (refused).
 *
 * @example
 * const r: PlansRecipient = { kind: 'personal', token: 'k3j4h5g6f7d8s9a0q1w2e3r4' };
 */
export type PlansRecipient = { readonly kind: 'shared' } | { readonly kind: 'personal'; readonly token: string } | { readonly kind: 'other' };

const TOKEN = /^[a-z0-9]{1,64}$/;

/**
 * Reads a recipient address against the plans domain: `plans@<domain>` is the shared address,
 * `plans+<token>@<domain>` a personal one (token of letters and digits); case does not matter,
 * nor angle brackets or surrounding spaces. Anything else, or an empty domain, is `other`.
 *
 * @example
 * plansRecipient('Plans@Plans.Example.com', 'plans.example.com') // { kind: 'shared' }
 * plansRecipient('plans+ab12@plans.example.com', 'plans.example.com') // { kind: 'personal', token: 'ab12' }
 * plansRecipient('ada@plans.example.com', 'plans.example.com') // { kind: 'other' }
 */
export function plansRecipient(address: string, domain: string): PlansRecipient {
  const bare = address
    .trim()
    .replace(/^<(.*)>$/, '$1')
    .toLowerCase();
  const at = bare.lastIndexOf('@');
  const host = domain.trim().toLowerCase();
  if (host === '' || at < 0 || bare.slice(at + 1) !== host) return { kind: 'other' };
  const local = bare.slice(0, at);
  if (local === 'plans') return { kind: 'shared' };
  const token = local.startsWith('plans+') ? local.slice('plans+'.length) : '';
  return TOKEN.test(token) ? { kind: 'personal', token } : { kind: 'other' };
}

/**
 * The shared plans address of a domain, or a personal one when a token is given ('' without a domain).
 *
 * @example
 * plansAddress('plans.example.com') // 'plans@plans.example.com'
 * plansAddress('plans.example.com', 'ab12') // 'plans+ab12@plans.example.com'
 */
export function plansAddress(domain: string, token = ''): string {
  const host = domain.trim().toLowerCase();
  if (host === '') return '';
  return token === '' ? `plans@${host}` : `plans+${token.toLowerCase()}@${host}`;
}
