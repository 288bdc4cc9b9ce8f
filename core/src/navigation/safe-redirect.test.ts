import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.js';

const ORIGIN = 'http://localhost:8080';
const go = (target: string, fallback = '/app/') => safeRedirectPath(target, ORIGIN, fallback);

describe('safeRedirectPath', () => {
  it('keeps paths of this origin with their query and fragment', () => {
    expect(go('/app/trips?tab=past')).toBe('/app/trips?tab=past');
    expect(go('/app/settings/preferences#lang')).toBe('/app/settings/preferences#lang');
    expect(go('/uhp/blocked?status=suspended', '/account/login')).toBe('/uhp/blocked?status=suspended');
    expect(go('/app/search?q=a%26b')).toBe('/app/search?q=a%26b');
  });

  it('takes an absolute URL of this origin as its path', () => {
    expect(go('http://localhost:8080/app/x')).toBe('/app/x');
    expect(go('HTTP://LOCALHOST:8080/app/x')).toBe('/app/x');
    expect(go('http://localhost:8080')).toBe('/');
  });

  it('normalises dot segments, backslashes and repeated slashes that stay on this origin', () => {
    expect(go('/app/trips/../settings')).toBe('/app/settings');
    expect(go('/app//trips')).toBe('/app/trips');
    expect(go('/app\\trips')).toBe('/app/trips');
    expect(go('/app/./trips/.')).toBe('/app/trips/');
  });

  it.each([
    '/..//evil.example/',
    '/.//evil.example/',
    '/app/..//evil.example/',
    '/./\\evil.example/',
    '//evil.example',
    '//evil.example/x',
    '/\\evil',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/app/..%2F%2Fevil.example',
    '/app/%2e%2e//evil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2e%2e/%2Fevil.example',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    'http://localhost:8080.evil.example/',
    'http://localhost:8080@evil.example/',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%ZZ',
    '',
  ])('refuses %j', (target) => {
    expect(go(target)).toBe('/app/');
  });
});
