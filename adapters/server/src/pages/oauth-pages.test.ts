import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@waybook/core';
import { OAUTH_PAGE_CATALOGUES, type OAuthPageMessages } from './i18n/oauth-messages.js';
import { consentPage, oauthErrorPage } from './oauth-pages.js';

const view = { uid: 'abc', appName: 'Trip <widget>', appUrl: 'https://widget.example', scopes: ['trips:read'], csrf: 'tok' };
const leaves = (m: OAuthPageMessages): string[] => Object.values(m).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v as Record<string, string>)));

describe('OAuth consent and error pages', () => {
  it('names the application (escaped), its website and the scope, with Allow and Deny and the CSRF token', () => {
    const html = consentPage('en-US', view);
    expect(html).toContain('<strong>Trip &#60;widget&#62;</strong>');
    expect(html).toContain('href="https://widget.example"');
    expect(html).toContain('See your trips, their plans and documents');
    expect(html).toContain('action="/oauth/interaction/abc/confirm"');
    expect(html).toContain('name="csrf_token" value="tok"');
    expect(html).toMatch(/value="allow"[^>]*>Allow</);
    expect(html).toMatch(/value="deny"[^>]*>Deny</);
  });
  it('shows only the wider scope when both are asked, and no link for a website that is not http(s)', () => {
    const html = consentPage('en-US', { ...view, appUrl: 'javascript:alert(1)', scopes: ['trips:read', 'trips:write'] });
    expect(html).toContain('See, add, change and delete your trips');
    expect(html).not.toContain('See your trips, their plans and documents');
    expect(html).not.toContain('javascript:');
  });
  it('has every text in every language, French spaced as French is', () => {
    for (const tag of LANGUAGE_TAGS) {
      const texts = leaves(OAUTH_PAGE_CATALOGUES[tag]);
      expect(texts.length).toBe(leaves(OAUTH_PAGE_CATALOGUES['en-US']).length);
      for (const text of texts) expect(text.trim()).not.toBe('');
      expect(OAUTH_PAGE_CATALOGUES[tag].intro).toContain('{app}');
    }
    for (const text of leaves(OAUTH_PAGE_CATALOGUES['fr-FR'])) {
      expect(text).not.toMatch(/[^\u00a0]:/);
      expect(text).not.toMatch(/[^\u202f][?!;]/);
    }
    expect(consentPage('fr-FR', view)).toContain('lang="fr-FR"');
    expect(consentPage('fr-FR', view)).toContain('Site web\u00a0: <a');
    expect(oauthErrorPage('ja-JP')).toContain('このリクエストは完了できません');
  });
});
