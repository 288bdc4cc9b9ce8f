import { LANGUAGE_TAGS, type LanguageTag } from '@waybook/core';
import { pageMessages } from './i18n/catalogue.js';

/** Escapes text for HTML content and attribute values. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'fr-FR': 'Français',
  'de-DE': 'Deutsch',
  'ja-JP': '日本語',
  'es-CO': 'Español (Colombia)',
  'es-ES': 'Español (España)',
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f3f6fa}
a{color:#0b5cad}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f0a400;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:8px 12px;z-index:10}.skip:focus{left:8px}
header{background:#0d2a4a;color:#fff;padding:14px 24px}header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(13,42,74,.12);padding:32px}
h1{font-size:1.6rem;margin:0 0 8px}p.intro{color:#4a5768;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #8a97a8;border-radius:8px}
input[aria-invalid=true]{border-color:#b3261e}.help{font-size:.875rem;color:#4a5768;margin:4px 0 0}.field-error{color:#b3261e;font-size:.875rem;margin:4px 0 0}
.alert{border:1px solid #b3261e;background:#fdecea;color:#7a1a14;border-radius:8px;padding:12px 14px;margin:0 0 16px}
.notice{border:1px solid #2e7d32;background:#edf7ee;color:#1d4d20;border-radius:8px;padding:12px 14px;margin:0 0 16px}
button{margin-top:24px;width:100%;padding:12px;font-size:1rem;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:8px;cursor:pointer}button:hover{background:#094a8c}
.alt{margin-top:20px;text-align:center}footer{max-width:440px;margin:0 auto 40px;padding:0 8px;color:#4a5768;font-size:.875rem}
footer form{display:flex;gap:8px;align-items:center;flex-wrap:wrap}footer label{display:inline;margin:0}footer select{padding:6px;border-radius:6px;border:1px solid #8a97a8}
footer button{width:auto;margin:0;padding:6px 12px;font-size:.875rem}
main.wide{max-width:760px;padding:0;overflow:hidden}main.wide .content{padding:24px 32px 32px}footer:has(form){max-width:760px}
.trip-image{display:block;width:100%;height:220px;object-fit:cover;background:#dfe8f3}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}.facts dt{font-weight:600}.facts dd{margin:0}
.badge{display:inline-block;background:#e6f4ea;color:#1d4d20;border-radius:999px;padding:2px 10px;font-size:.875rem;font-weight:600}
.description{white-space:pre-wrap}.cta{display:inline-block;margin-top:16px}
h3{font-size:1rem;margin:16px 0 4px}ul.plans{list-style:none;padding:0;margin:0}ul.plans li{padding:6px 0;border-bottom:1px solid #e3e8ef}.time{font-variant-numeric:tabular-nums;color:#4a5768}.where{color:#4a5768}`;

/** What a page puts in the frame. */
export interface PageOptions {
  readonly locale: LanguageTag;
  readonly title: string;
  readonly body: string;
  /** Hidden query fields kept when the language changes (e.g. redirect_url). */
  readonly keep?: Readonly<Record<string, string>>;
  /** A wider main column (content pages such as a shared trip) instead of the form column. */
  readonly wide?: boolean;
}

/**
 * The frame of every server page: skip link, header, main, language chooser.
 *
 * @example
 * renderPage({ locale: 'en-US', title: 'Sign in', body: '<h1>Sign in</h1>' })
 */
export function renderPage(o: PageOptions): string {
  const m = pageMessages(o.locale);
  const options = LANGUAGE_TAGS.map(
    (tag) => `<option value="${tag}"${tag === o.locale ? ' selected' : ''} lang="${tag}">${esc(LANGUAGE_NAMES[tag])}</option>`,
  ).join('');
  const keep = Object.entries(o.keep ?? {})
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<!doctype html><html lang="${o.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/app/favicon.svg" type="image/svg+xml"><title>${esc(o.title)} - ${esc(m.brand)}</title>
<style>${STYLE}</style></head><body><a class="skip" href="#main">${esc(m.skipToContent)}</a>
<header><a href="/app/">${esc(m.brand)}</a></header><main id="main" tabindex="-1"${o.wide ? ' class="wide"' : ''}>${o.body}</main>
<footer><p>${esc(m.footer)}</p><form method="get">${keep}<label for="l">${esc(m.language)}</label>
<select id="l" name="l">${options}</select><button type="submit">${esc(m.changeLanguage)}</button></form></footer></body></html>`;
}
