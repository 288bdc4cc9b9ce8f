import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MailTemplate } from '@waybook/core';
import { CatalogueMessageTemplates } from '../mail-templates.js';
import { startHarness } from '../testing/harness.js';
import { DESIGN_TOKENS, PAGE_STYLESHEET_FILES, PAGE_STYLESHEET_PATH, parseTokens, tokenValue } from './stylesheet.js';

// The server's pages and mails take the design system of the SPA (ui/src/design/, issue 11): the same
// tokens file, the same component classes, one primary action colour.

const design = (name: string) => readFileSync(new URL(`../../../../ui/src/design/${name}`, import.meta.url), 'utf8');
const SPA_GLOBAL = readFileSync(new URL('../../../../ui/src/styles/global.css', import.meta.url), 'utf8');

describe('design tokens', () => {
  it('are read from ui/src/design/tokens.css, the file the SPA imports', () => {
    expect(SPA_GLOBAL).toContain("@import '../design/tokens.css';");
    expect(DESIGN_TOKENS).toEqual(parseTokens(design('tokens.css')));
    expect(DESIGN_TOKENS['--wb-primary']).toBe('var(--wb-blue)');
    expect(tokenValue('--wb-primary')).toBe(/--wb-blue:\s*(#[0-9a-f]{6});/.exec(design('tokens.css'))?.[1]);
  });

  it('are the only place with colours: the components and page files use tokens', () => {
    for (const name of PAGE_STYLESHEET_FILES.filter((n) => n !== 'tokens.css')) {
      expect(design(name).replace(/\/\*[\s\S]*?\*\//g, ''), name).not.toMatch(/#[0-9a-fA-F]{3,8}\b|rgba?\(/);
    }
  });
});

describe('server pages', () => {
  it('link the design stylesheet, which carries the tokens and the shared components, and inline no style', async () => {
    const h = await startHarness();
    const page = await (await h.client().request('/account/login')).text();
    expect(page).toContain(`<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`);
    expect(page).not.toMatch(/<style|style="/);
    expect(page).toContain('<button type="submit" class="wb-button wb-button--primary">');
    expect(page).toContain('class="wb-brand"');
    const sheet = await h.client().request(PAGE_STYLESHEET_PATH);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await sheet.text();
    expect(css).toContain(design('tokens.css'));
    expect(css).toContain(design('button.css'));
    expect(css).toMatch(/\.wb-button \{[^}]*--wb-button-bg: var\(--wb-primary\);/);
  });

  it('answer a path that leads nowhere with a localised page in the same frame', async () => {
    const h = await startHarness();
    const res = await h.client().request('/nothing-here', { headers: { 'accept-language': 'de-DE' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('<h1>Seite nicht gefunden</h1>');
    expect(page).toContain(`<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`);
    expect(page).toContain('<a class="wb-button wb-button--primary" href="/app/">Zu Waybook</a>');
  });

  it('change language through links that keep the page’s fields, without a button', async () => {
    const h = await startHarness();
    const page = await (await h.client().request('/account/login?redirect_url=%2Fapp%2Ftrips&l=fr-FR')).text();
    expect(page).toContain(
      '<a class="wb-dropdown__item" href="?redirect_url=%2Fapp%2Ftrips&#38;l=de-DE" lang="de-DE" hreflang="de-DE">Deutsch (Deutschland)</a>',
    );
    expect(page).toContain('aria-current="true">Français (France)</a>');
    expect(page).not.toContain('name="l"');
  });
});

describe('mails', () => {
  it('draw their button in the primary colour of the tokens', () => {
    const mail = new CatalogueMessageTemplates().render({ kind: 'verify-email', link: 'https://example.com/v', email: 'a@b.io' }, 'en-US');
    expect(mail.html).toContain(`background:${tokenValue('--wb-primary')};color:${tokenValue('--wb-on-primary')}`);
    expect(mail.html).not.toContain('var(--');
  });

  it('each open with one heading in the same style, in the reader’s language, with a text part', () => {
    const link = 'https://example.com/l';
    const trip = { name: 'Riviera', destination: 'Nice', startDate: '2026-12-01', endDate: '2026-12-08' };
    const templates: MailTemplate[] = [
      { kind: 'verify-email', link, email: 'a@b.io' },
      { kind: 'account-exists', email: 'a@b.io', signInLink: link },
      { kind: 'sign-in-failures', email: 'a@b.io' },
      { kind: 'delete-account', link, email: 'a@b.io' },
      { kind: 'merge-accounts', link, email: 'c@d.io', into: 'a@b.io' },
      { kind: 'add-email', email: 'c@d.io', link },
      { kind: 'add-email-taken', email: 'c@d.io' },
      { kind: 'reset-password', email: 'a@b.io', link },
      { kind: 'trip-invitation-account', inviter: 'Bo', trip, link, message: '' },
      { kind: 'trip-invitation', inviter: 'Bo', trip, link, message: 'Hi' },
    ];
    for (const locale of ['en-US', 'ja-JP'] as const)
      for (const template of templates) {
        const mail = new CatalogueMessageTemplates().render(template, locale);
        const headings = mail.html.match(/<h1[^>]*>/g) ?? [];
        expect(headings, template.kind).toHaveLength(1);
        expect(headings[0], template.kind).toMatch(/^<h1 style="margin:0 0 16px;[^"]*font-size:24px/);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.text.trim()).not.toBe('');
      }
  });
});
