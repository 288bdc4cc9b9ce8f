/**
 * A redirect target that stays on this origin: a relative path, or an absolute URL of `origin`.
 * Anything else (another host, `//evil`, `javascript:`) falls back.
 *
 * @example
 * safeRedirect('/app/trips', 'http://localhost:8080', '/app/') // '/app/trips'
 * safeRedirect('https://evil.example', 'http://localhost:8080', '/app/') // '/app/'
 */
export function safeRedirect(target: string, origin: string, fallback: string): string {
  if (target === '') return fallback;
  try {
    const base = new URL(origin);
    const url = new URL(target, base);
    if (url.origin !== base.origin) return fallback;
    if (!target.startsWith('/') && !target.startsWith(base.origin)) return fallback;
    if (target.startsWith('//') || target.startsWith('/\\')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
