import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { IdGenerator } from '@waybook/core';

/** Cookie that carries the session id (HttpOnly). */
export const SESSION_COOKIE = 'wb_session';
/** Readable cookie of the double-submit CSRF token. */
export const CSRF_COOKIE = 'csrf_token';
/** Header that must echo the CSRF cookie on state-changing API calls. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Cookie helpers bound to one deployment's settings. */
export class Cookies {
  constructor(
    private readonly ids: IdGenerator,
    private readonly secure: boolean,
  ) {}

  session(c: Context): string | undefined {
    return getCookie(c, SESSION_COOKIE);
  }

  setSession(c: Context, id: string): void {
    setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', secure: this.secure });
  }

  /** The CSRF token, issuing one when the browser has none yet. */
  csrf(c: Context): string {
    const existing = getCookie(c, CSRF_COOKIE);
    if (existing && /^[A-Za-z0-9]{32,64}$/.test(existing)) return existing;
    const token = this.ids.token(43);
    setCookie(c, CSRF_COOKIE, token, { httpOnly: false, sameSite: 'Lax', path: '/', secure: this.secure });
    return token;
  }

  /** Whether `sent` (a header or form field) matches the CSRF cookie. */
  csrfMatches(c: Context, sent: string | undefined): boolean {
    const cookie = getCookie(c, CSRF_COOKIE);
    return !!cookie && !!sent && cookie.length === sent.length && cookie === sent;
  }

  clearAll(c: Context): void {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, CSRF_COOKIE, { path: '/' });
  }
}
