/** A service every public member of which is a method answering a promise. */
export type AsyncService<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * Stands in for a service whose module is fetched on first use: each method call waits for
 * `create` (called once, again after a failure) and then calls the real one. Only a service whose
 * every method answers a promise can stand in, so no caller sees the difference; the type checks
 * it. The composition root builds the account and settings areas' services this way, which keeps
 * their wire codecs off the first page.
 *
 * @example
 * container.bind(TOKENS.billing).toConstantValue(lazyService(async () => new (await import('./lazy/billing.js')).ProBillingService(api)));
 */
export function lazyService<T extends AsyncService<T>>(create: () => Promise<T>): T {
  let service: Promise<T> | undefined;
  const real = (): Promise<T> =>
    (service ??= create().catch((error: unknown) => {
      service = undefined;
      throw error;
    }));
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a promise itself (await, Promise.resolve and test matchers look for `then`).
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let method = methods.get(name);
      if (method === undefined) {
        method = async (...args: unknown[]) => {
          const target = await real();
          const member = (target as Record<string, unknown>)[name];
          if (typeof member !== 'function') throw new TypeError(`${name} is not a method of the service`);
          return (member as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
