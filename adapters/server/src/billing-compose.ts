import { SandboxPayments } from '@waybook/adapter-providers';
import { SqlBillingStore, type OpenDatabase } from '@waybook/adapter-sql';
import { LANGUAGE_TAGS, type AccountStore, type AlertRaiser, type Clock, type JobQueue, type LanguageTag, type ThrottleStore } from '@waybook/core';
import { BillingService, DEFAULT_PREMIUM_PRODUCTS } from '@waybook/core/server';
import { pageMessages } from './pages/i18n/catalogue.js';

const priceOf = (product: { readonly price: string; readonly currency: string }): { minor: number; currency: string } => {
  const [whole = '0', cents = ''] = product.price.split('.');
  return { minor: Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2)), currency: product.currency };
};

/**
 * Pro billing as the server and the admin command compose it: the SQL billing store, the
 * sandbox processor (test cards only, nothing is really charged) until a processor adapter
 * exists, and the standard prices of the two products (P yearly, B monthly).
 *
 * @example
 * const billing = composeBilling({ db, clock, secretsKey: '', jobs, alerts, accounts, throttle, log: console.log });
 */
export function composeBilling(o: {
  readonly db: OpenDatabase['db'];
  readonly clock: Clock;
  readonly secretsKey: string;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly alerts: AlertRaiser;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly throttle: ThrottleStore;
  readonly log: (line: string) => void;
}): BillingService {
  return new BillingService({
    store: new SqlBillingStore(o.db),
    payments: new SandboxPayments(o.secretsKey === '' ? {} : { secret: `payments:${o.secretsKey}` }),
    throttle: o.throttle,
    jobs: o.jobs,
    alerts: o.alerts,
    accounts: o.accounts,
    clock: o.clock,
    prices: { P: priceOf(DEFAULT_PREMIUM_PRODUCTS.P), B: priceOf(DEFAULT_PREMIUM_PRODUCTS.B) },
    productName: (product, locale) =>
      pageMessages((LANGUAGE_TAGS as readonly string[]).includes(locale) ? (locale as LanguageTag) : 'en-US').billingProducts[product],
    log: o.log,
  });
}
