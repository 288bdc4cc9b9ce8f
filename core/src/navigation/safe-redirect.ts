// Control characters (C0, DEL) are never part of a redirect target.
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// Percent-decodes until stable (at most 4 rounds, so %252F%252F counts as //); undefined when malformed.
function decodeFully(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

// Backslashes read as slashes (as browsers do) and dot segments resolved; empty segments are kept.
function resolvePath(path: string): string {
  const out: string[] = [];
  const segments = path.replace(/\\/g, '/').split('/').slice(1);
  segments.forEach((segment, i) => {
    if (segment === '..') out.pop();
    if (segment === '.' || segment === '..') {
      if (i === segments.length - 1) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}

function splitPath(target: string): { path: string; rest: string } {
  const cut = target.search(/[?#]/);
  return cut < 0 ? { path: target, rest: '' } : { path: target.slice(0, cut), rest: target.slice(cut) };
}

// A path-absolute target without its origin: `origin/...` loses the origin, anything else absolute is refused.
function relativeTo(target: string, origin: string): string | undefined {
  const base = origin.replace(/\/+$/, '').toLowerCase();
  if (target.toLowerCase() === base) return '/';
  if (target.toLowerCase().startsWith(`${base}/`)) return target.slice(base.length);
  return target.startsWith('/') ? target : undefined;
}

/**
 * Where a sign-in, sign-up or sign-out may send the browser after it is done: a path on this
 * origin, or `fallback`. The target may be a path or an absolute URL of `origin`. It is refused
 * (fallback) when it holds control characters or malformed percent-encoding, or when its path,
 * percent-decoded until stable, with backslashes read as slashes and dot segments resolved, would
 * start with `//` (another host). An accepted target is answered with its path normalised (dot
 * segments resolved, backslashes and repeated slashes made one slash) and its query and fragment
 * as given, so the browser cannot resolve it anywhere else.
 *
 * @example
 * safeRedirectPath('/app/trips?tab=past', 'http://localhost:8080', '/app/') // '/app/trips?tab=past'
 * safeRedirectPath('http://localhost:8080/app/x', 'http://localhost:8080', '/app/') // '/app/x'
 * safeRedirectPath('/..//evil.example/', 'http://localhost:8080', '/app/') // '/app/'
 * safeRedirectPath('/%2F%2Fevil.example', 'http://localhost:8080', '/app/') // '/app/'
 * safeRedirectPath('javascript:alert(1)', 'http://localhost:8080', '/app/') // '/app/'
 */
export function safeRedirectPath(target: string, origin: string, fallback: string): string {
  if (target === '' || target.length > 2048 || hasControl(target)) return fallback;
  const relative = relativeTo(target, origin);
  if (relative === undefined) return fallback;
  const decoded = decodeFully(relative);
  if (decoded === undefined || hasControl(decoded)) return fallback;
  if (resolvePath(splitPath(decoded.replace(/\\/g, '/')).path).startsWith('//')) return fallback;
  const { path, rest } = splitPath(relative);
  const safe = resolvePath(path).replace(/\/{2,}/g, '/');
  return `${safe}${rest}`;
}
