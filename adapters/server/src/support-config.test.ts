import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEFAULT_SUPPORT_EMAIL, supportEmailOf, supportLogLine } from './support-config.js';

describe('SUPPORT_EMAIL', () => {
  it('defaults to the address the sign-in pages name, and says so at start', () => {
    expect(loadConfig({}).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(supportEmailOf({ SUPPORT_EMAIL: '  ' })).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(supportLogLine(DEFAULT_SUPPORT_EMAIL)).toContain('set SUPPORT_EMAIL');
  });

  it('takes the address trimmed and in lower case', () => {
    expect(loadConfig({ SUPPORT_EMAIL: ' Help@Waybook.Example ' }).supportEmail).toBe('help@waybook.example');
    expect(supportLogLine('help@waybook.example')).toBe('Support requests: mailed to help@waybook.example');
  });

  it('stops the server on a malformed address rather than losing requests', () => {
    expect(() => supportEmailOf({ SUPPORT_EMAIL: 'help at waybook' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => supportEmailOf({ SUPPORT_EMAIL: 'a@b.example\r\nBcc: x@y.example' })).toThrow(/SUPPORT_EMAIL/);
  });
});
