import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { IdGenerator } from '@waybook/core';

/** Cookie that carries the session id (HttpOnly). */
export const SESSION_COOKIE = 'wb_session';
/** Readable cookie of the CSRF token (the SPA echoes it in a header). */
export const CSRF_COOKIE = 'csrf_token';
/** Header that must echo the CSRF token on state-changing API calls. */
export const CSRF_HEADER = 'X-CSRF-Token';
/** Cookie that marks a browser an account signed in from before (HttpOnly, signed, a year). */
export const DEVICE_COOKIE = 'wb_device';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Cookie helpers bound to one deployment's settings. Every cookie is Secure when the public URL
 * is https. The CSRF token of a signed-in browser is an HMAC of its session id under a secret the
 * servers share, so it changes with every sign-in and a token planted in the cookie is worthless;
 * a browser without a session (the sign-in forms) gets a random double-submit token.
 */
export class Cookies {
  constructor(
    private readonly ids: IdGenerator,
    private readonly secure: boolean,
    private readonly secret: string,
  ) {}

  session(c: Context): string | undefined {
    return getCookie(c, SESSION_COOKIE);
  }

  /** Starts a session in this browser, with its own CSRF token (rotated at every sign-in). */
  setSession(c: Context, id: string): void {
    this.set(c, SESSION_COOKIE, id, { httpOnly: true });
    this.set(c, CSRF_COOKIE, this.csrfFor(id), { httpOnly: false });
  }

  /** The CSRF token the page must carry, issuing the cookie when the browser lacks it. */
  csrf(c: Context): string {
    const sessionId = this.session(c);
    const existing = getCookie(c, CSRF_COOKIE);
    const token = sessionId ? this.csrfFor(sessionId) : existing && TOKEN.test(existing) ? existing : this.ids.token(43);
    if (existing !== token) this.set(c, CSRF_COOKIE, token, { httpOnly: false });
    return token;
  }

  /** Whether `sent` (a header or form field) is the token of this browser's session (or, without one, its cookie). */
  csrfMatches(c: Context, sent: string | undefined): boolean {
    if (!sent) return false;
    const sessionId = this.session(c);
    if (sessionId) return same(sent, this.csrfFor(sessionId));
    const cookie = getCookie(c, CSRF_COOKIE);
    return !!cookie && TOKEN.test(cookie) && same(sent, cookie);
  }

  /** The id of this browser's known-device cookie when it was issued for `email`. */
  knownDevice(c: Context, email: string): string | undefined {
    const [id = '', signature = ''] = (getCookie(c, DEVICE_COOKIE) ?? '').split('.');
    return TOKEN.test(id) && same(signature, this.sign(`device\u0000${email}\u0000${id}`)) ? id : undefined;
  }

  /** Marks this browser as one `email` signed in from (keeping its id when it had one). */
  setKnownDevice(c: Context, email: string, id: string = this.ids.token(32)): void {
    this.set(c, DEVICE_COOKIE, `${id}.${this.sign(`device\u0000${email}\u0000${id}`)}`, { httpOnly: true, maxAge: 31_536_000 });
  }

  /** A plain preference cookie (language...), a year long. */
  setPreference(c: Context, name: string, value: string): void {
    this.set(c, name, value, { httpOnly: false, maxAge: 31_536_000 });
  }

  /** Signs out this browser: session and CSRF token go; the known-device mark stays. */
  clearAll(c: Context): void {
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: this.secure });
    deleteCookie(c, CSRF_COOKIE, { path: '/', secure: this.secure });
  }

  private csrfFor(sessionId: string): string {
    return this.sign(`csrf\u0000${sessionId}`);
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  private set(c: Context, name: string, value: string, o: { httpOnly: boolean; maxAge?: number }): void {
    setCookie(c, name, value, { ...o, sameSite: 'Lax', path: '/', secure: this.secure });
  }
}
