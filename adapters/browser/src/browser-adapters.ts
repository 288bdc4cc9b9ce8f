import type { ErrorReporter, KeyValueStore, PageNavigator } from '@waybook/core';

/**
 * localStorage behind the KeyValueStore port; a null or undefined is never written.
 *
 * @example
 * new LocalStorageStore(window.localStorage).set('profile', '{}');
 */
export class LocalStorageStore implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  get(key: string): string | undefined {
    try {
      return this.storage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: string): void {
    if (value === 'null' || value === 'undefined') {
      this.remove(key);
      return;
    }
    try {
      this.storage.setItem(key, value);
    } catch {
      // Storage full or disabled (private mode): the app still works, it only forgets sooner.
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing to remove when storage is disabled.
    }
  }
}

/**
 * Whole-page navigation through window.location; state-changing pages (sign-out) by a posted form
 * carrying the CSRF token from its cookie.
 *
 * @example
 * new BrowserNavigator(window.location, window.document).postForm('/account/logout');
 */
export class BrowserNavigator implements PageNavigator {
  constructor(
    private readonly location: Location,
    private readonly document?: Document,
  ) {}

  assign(url: string): void {
    this.location.assign(url);
  }

  postForm(url: string): void {
    const doc = this.document;
    if (doc === undefined) return this.location.assign(url);
    const form = doc.createElement('form');
    form.method = 'post';
    form.action = url;
    const token = doc.createElement('input');
    token.type = 'hidden';
    token.name = 'csrf_token';
    token.value = readCookie(doc.cookie, 'csrf_token') ?? '';
    form.append(token);
    doc.body.append(form);
    form.submit();
  }

  currentUrl(): string {
    return `${this.location.pathname}${this.location.search}${this.location.hash}`;
  }
}

/**
 * Sends reports to the console, where the browser's monitoring picks them up.
 *
 * @example
 * new ConsoleErrorReporter(console).report('oops');
 */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly sink: Pick<Console, 'warn'>) {}

  report(message: string, context?: Readonly<Record<string, unknown>>): void {
    this.sink.warn(`[waybook] ${message}`, context ?? {});
  }
}

/**
 * Reads one cookie's value from document.cookie.
 *
 * @example
 * readCookie('a=1; csrf_token=xyz', 'csrf_token') // 'xyz'
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
