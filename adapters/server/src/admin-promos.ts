import { parseArgs } from 'node:util';
import {
  checkPromoCampaign,
  moneyFromWire,
  normalizeEmail,
  normalizePromoCode,
  periodOfCode,
  type BillingStore,
  type Money,
  type PromoCampaign,
  type Result,
  type Subscription,
} from '@waybook/core';

/** How the promo command is called. */
export const PROMOS_USAGE =
  'npm run admin -- promo create <CODE> [--product P|B] [--trial] [--discount 29.00] [--next 49.00] [--currency USD] ' +
  '[--period Y1|M3|D30] [--no-card] [--downgrade] [--campaign NAME] [--description TEXT] [--image-url URL] [--image-alt TEXT] ' +
  '[--from YYYY-MM-DD] [--until YYYY-MM-DD] [--max N]';

const money = (amount: string, currency: string): Money | null => {
  const parsed = moneyFromWire(`${currency} ${amount}`);
  return parsed.ok ? parsed.value : null;
};

/**
 * `npm run admin -- promo create <CODE> ...`: adds a promo campaign after the domain's checks
 * (checkPromoCampaign: a code of 3 to 32 letters, digits or dashes; a trial is free; a promotion
 * without a card neither charges nor renews...). Defaults: product P, the discount 0.00 (free),
 * the standard price next, USD, 30 days, a card required, from today, no end, no cap.
 *
 * @example
 * await promoCommand(['promo', 'create', 'SPRING', '--discount', '29.00', '--period', 'Y1'], store, new Date()) // { code: 0, message: 'promo SPRING created' }
 */
export async function promoCommand(args: readonly string[], store: Pick<BillingStore, 'addPromo'>, now: Date): Promise<{ code: number; message: string }> {
  const usage = { code: 2, message: `usage: ${PROMOS_USAGE}` };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        product: { type: 'string', default: 'P' },
        trial: { type: 'boolean', default: false },
        discount: { type: 'string', default: '0.00' },
        next: { type: 'string' },
        currency: { type: 'string', default: 'USD' },
        period: { type: 'string', default: 'D30' },
        'no-card': { type: 'boolean', default: false },
        downgrade: { type: 'boolean', default: false },
        campaign: { type: 'string', default: '' },
        description: { type: 'string', default: '' },
        'image-url': { type: 'string', default: '' },
        'image-alt': { type: 'string', default: '' },
        from: { type: 'string' },
        until: { type: 'string' },
        max: { type: 'string' },
      },
    });
  } catch {
    return usage;
  }
  const [command, action, rawCode] = parsed.positionals;
  const o = parsed.values;
  if (command !== 'promo' || action !== 'create' || rawCode === undefined || parsed.positionals.length !== 3) return usage;
  const code = normalizePromoCode(rawCode);
  const period = periodOfCode(o.period.slice(0, 1), Number(o.period.slice(1)));
  const discount = money(o.discount, o.currency);
  const next = o.next === undefined ? null : money(o.next, o.currency);
  if (code === null || period === null || discount === null || (o.next !== undefined && next === null) || (o.product !== 'P' && o.product !== 'B')) {
    return { code: 2, message: `not a valid promo: check the code, --period, --discount, --next and --product\n${usage.message}` };
  }
  const campaign: PromoCampaign = {
    code,
    product: o.product,
    isTrial: o.trial,
    discountedRate: discount,
    period,
    nextRate: next,
    isPaymentInfoRequired: !o['no-card'],
    willDowngradeAfterExpiration: o.downgrade,
    campaignName: o.campaign,
    description: o.description,
    imageUrl: o['image-url'],
    imageAltText: o['image-alt'],
    validFrom: o.from ?? now.toISOString().slice(0, 10),
    validUntil: o.until ?? null,
    maxRedemptions: o.max === undefined ? null : Number(o.max),
    redemptions: 0,
  };
  const problems = checkPromoCampaign(campaign, o.currency);
  if (problems.length > 0) return { code: 2, message: `promo refused: ${problems.join(', ')}` };
  if (!(await store.addPromo(campaign, o.currency, now))) return { code: 1, message: `a promo with the code ${code} exists already` };
  return { code: 0, message: `promo ${code} created` };
}

/** How the bulk command is called. */
export const BULK_USAGE = 'npm run admin -- bulk grant <email> <company name>';

/**
 * `npm run admin -- bulk grant <email> <company>`: a company-paid Pro cycle of 90 days for the
 * account with that address (BillingService.grantBulk): started, or the next cycle once the
 * current one has ended.
 *
 * @example
 * await bulkCommand(['bulk', 'grant', 'ada@example.com', 'Acme Travel'], deps) // { code: 0, message: 'ada@example.com has company-paid Pro (Acme Travel) until 2027-02-26' }
 */
export async function bulkCommand(
  args: readonly string[],
  deps: {
    readonly findUser: (email: string) => Promise<string | undefined>;
    readonly grant: (userId: string, company: string) => Promise<Result<Subscription, string>>;
  },
): Promise<{ code: number; message: string }> {
  const [command, action, rawEmail, ...company] = args;
  const name = company.join(' ').trim();
  if (command !== 'bulk' || action !== 'grant' || rawEmail === undefined || name === '') return { code: 2, message: `usage: ${BULK_USAGE}` };
  const email = normalizeEmail(rawEmail);
  const userId = await deps.findUser(email);
  if (userId === undefined) return { code: 1, message: `no account has the address ${email}` };
  const granted = await deps.grant(userId, name);
  if (!granted.ok) return { code: 1, message: `not granted: ${granted.error}` };
  return { code: 0, message: `${email} has company-paid Pro (${name}) until ${granted.value.periodEnd}` };
}
