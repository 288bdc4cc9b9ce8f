import { authenticate, type MailauthResolver, type MailauthResult } from 'mailauth';
import { getAlignment } from 'mailauth/lib/tools.js';

/**
 * Whether a message's From is authentic: `ok` with the From address, or why not.
 *
 * @example
 * const v: SenderVerdict = { ok: false, reason: 'dmarc=fail' };
 */
export type SenderVerdict = { readonly ok: true; readonly from: string } | { readonly ok: false; readonly reason: string };

/** The SMTP session facts the checks read: client address, EHLO name, MAIL FROM, our own name. */
export interface SenderContext {
  readonly ip: string;
  readonly helo: string;
  readonly mailFrom: string;
  readonly mta: string;
  /** DNS look-ups (default: the system's); tests answer their own records. */
  readonly resolver?: MailauthResolver;
}

/**
 * The verdict on mailauth's results: exactly one From address, and DMARC passes (an aligned DKIM
 * signature or SPF pass for the From domain's policy); when the From domain publishes no DMARC
 * record the same alignment is asked for all the same (a passing DKIM signature of the From's
 * organisational domain, or SPF pass for it), so an unsigned message from a domain without a
 * policy is refused too.
 *
 * @example
 * senderVerdict(await authenticate(raw, options)) // { ok: true, from: 'ada@example.com' }
 */
export function senderVerdict(r: Pick<MailauthResult, 'dkim' | 'spf' | 'dmarc'>): SenderVerdict {
  const froms = r.dkim.headerFrom ?? [];
  const from = froms[0]?.toLowerCase();
  if (from === undefined || froms.length !== 1) return { ok: false, reason: 'the message needs exactly one From address' };
  const dmarc = r.dmarc === false ? 'none' : r.dmarc.status.result;
  if (dmarc === 'pass') return { ok: true, from };
  if (dmarc !== 'none') return { ok: false, reason: `dmarc=${dmarc}` };
  const domain = from.slice(from.lastIndexOf('@') + 1);
  const dkim = (r.dkim.results ?? []).some((s) => s.status.result === 'pass' && Boolean(s.status.aligned));
  const spf = r.spf !== false && r.spf !== undefined && r.spf.status.result === 'pass' && getAlignment(domain, [r.spf.domain ?? ''], false) !== false;
  return dkim || spf ? { ok: true, from } : { ok: false, reason: 'no DMARC record, and no aligned DKIM signature or SPF pass' };
}

/**
 * Checks DKIM, SPF and DMARC of a received message with mailauth and answers the verdict.
 *
 * @example
 * await authenticateSender(raw, { ip: '192.0.2.1', helo: 'mx.example.com', mailFrom: 'ada@example.com', mta: 'plans.example.com' })
 */
export async function authenticateSender(raw: Buffer, c: SenderContext): Promise<SenderVerdict> {
  const result = await authenticate(raw, {
    ip: c.ip,
    helo: c.helo,
    sender: c.mailFrom,
    mta: c.mta,
    disableArc: true,
    disableBimi: true,
    ...(c.resolver ? { resolver: c.resolver } : {}),
  });
  return senderVerdict(result);
}
