import { SandboxPayments } from '@waybook/adapter-providers';
import { SqlBillingStore, type OpenDatabase } from '@waybook/adapter-sql';
import {
  LANGUAGE_TAGS,
  parseMoney,
  type AccountStore,
  type Money,
  type AlertRaiser,
  type Clock,
  type JobQueue,
  type LanguageTag,
  type ThrottleStore,
} from '@waybook/core';
import { BillingService, DEFAULT_PREMIUM_PRODUCTS } from '@waybook/core/server';
import { pageMessages } from './pages/i18n/catalogue.js';

// The products' prices are written on the wire as decimals ('49.00') beside their currency.
const priceOf = (product: { readonly price: string; readonly currency: string }): Money => {
  const price = parseMoney(product.price, { locale: 'en-US', defaultCurrency: product.currency });
  if (!price.ok) throw new Error(`The price of a Pro product is not an amount: ${product.price}`);
  return price.value;
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
