/**
 * Persistent string storage (localStorage in the browser). Never stores null.
 *
 * @example
 * store.set('profile', JSON.stringify(p));
 */
export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Whole-page navigation and the current location.
 *
 * @example
 * nav.assign('/account/login?redirect_url=%2Fapp%2F');
 */
export interface PageNavigator {
  /** Leaves the single-page app for a server page. */
  assign(url: string): void;
  /**
   * Leaves the single-page app by posting a form to a server page that changes state (sign-out),
   * carrying the session's CSRF token as the form field `csrf_token`.
   */
  postForm(url: string): void;
  /** Path, query and hash of the current page, e.g. /app/trips?x=1 */
  currentUrl(): string;
}

/**
 * Reports unexpected errors (to the server log or a monitoring service).
 *
 * @example
 * reporter.report('url contains undefined', { url });
 */
export interface ErrorReporter {
  report(message: string, context?: Readonly<Record<string, unknown>>): void;
}
