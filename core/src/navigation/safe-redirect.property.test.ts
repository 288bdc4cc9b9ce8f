import fc from 'fast-check';
import { describe, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.js';

const ORIGIN = 'http://localhost:8080';
const FALLBACK = '/app/';
const piece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  '%2F',
  '%2f',
  '%5C',
  '%2e',
  '%25',
  '%',
  'evil.example',
  'app',
  '?',
  '#',
  ':',
  '@',
  'http:',
  'javascript:',
  '\t',
  ' ',
  'x',
);
const hostile = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
const target = fc.oneof(
  hostile,
  fc.string(),
  fc.webUrl(),
  hostile.map((t) => `${ORIGIN}${t}`),
);

describe('safeRedirectPath: properties', () => {
  it('answers the fallback or a path that a browser resolves on this origin, never starting with two slashes', () => {
    fc.assert(
      fc.property(target, (t) => {
        const out = safeRedirectPath(t, ORIGIN, FALLBACK);
        if (out === FALLBACK) return true;
        const resolved = new URL(out, ORIGIN);
        return out.startsWith('/') && !/^\/[/\\]/.test(out) && resolved.origin === ORIGIN && !resolved.pathname.startsWith('//');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a path it answered is answered again as it is', () => {
    fc.assert(
      fc.property(target, (t) => {
        const out = safeRedirectPath(t, ORIGIN, FALLBACK);
        return safeRedirectPath(out, ORIGIN, FALLBACK) === out;
      }),
    );
  });
});
