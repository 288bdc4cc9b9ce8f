/**
 * A value built on first use and kept.
 *
 * @example
 * const index = lazy(() => AirportIndex.load()); index().search('sfo', opts);
 */
export function lazy<T>(build: () => T): (() => T) & { readonly built: () => boolean } {
  let value: { readonly v: T } | undefined;
  const get = (): T => (value ??= { v: build() }).v;
  return Object.assign(get, { built: () => value !== undefined });
}
