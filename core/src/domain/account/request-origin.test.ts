import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './request-origin.js';

const allowedOrigins = ['http://localhost:8080', 'https://waybook.example/'];
const write = (origin: string | undefined, secFetchSite: string | undefined, method = 'POST') =>
  isCrossSiteWrite({ method, origin, secFetchSite, allowedOrigins });

describe('isCrossSiteWrite', () => {
  it('lets this origin write', () => {
    expect(write('http://localhost:8080', 'same-origin')).toBe(false);
    expect(write('https://waybook.example', undefined)).toBe(false);
    expect(write(undefined, 'same-origin')).toBe(false);
    expect(write(undefined, 'none')).toBe(false);
    expect(write(undefined, undefined)).toBe(false);
  });

  it('refuses writes from other sites, sibling hosts and opaque origins', () => {
    expect(write('https://evil.example', undefined)).toBe(true);
    expect(write(undefined, 'cross-site')).toBe(true);
    expect(write('http://localhost:8080', 'same-site')).toBe(true);
    expect(write('null', undefined)).toBe(true);
    expect(write('http://localhost:8081', 'same-origin')).toBe(true);
    expect(write('https://evil.example', 'cross-site', 'DELETE')).toBe(true);
  });

  it('never refuses a read', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(write('https://evil.example', 'cross-site', method)).toBe(false);
  });
});
