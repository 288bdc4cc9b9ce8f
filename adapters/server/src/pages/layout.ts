import { LANGUAGE_TAGS, type LanguageTag } from '@waybook/core';
import { pageMessages } from './i18n/catalogue.js';
import { PAGE_STYLESHEET_PATH } from './stylesheet.js';

/** Escapes text for HTML content and attribute values. */
export function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// Each language named in itself, as the SPA's language menu (ui/src/i18n/language-names.ts).
const LANGUAGE_NAMES: Record<LanguageTag, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'fr-FR': 'Français (France)',
  'de-DE': 'Deutsch (Deutschland)',
  'ja-JP': '日本語',
  'es-CO': 'Español (Colombia)',
  'es-ES': 'Español (España)',
};

const svg = (size: number, paths: string, className = '') =>
  `<svg${className ? ` class="${className}"` : ''} width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

/** The Waybook mark (a folded map with a route), as the SPA's LogoIcon. */
export const LOGO_MARK = (size = 28): string => svg(size, '<path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z"/><path d="M9 3v15M15 6v15"/>');
const GLOBE = svg(18, '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z"/>');
const CHEVRON = svg(16, '<path d="M6 9l6 6 6-6"/>', 'wb-lang__chevron');

/** The button hierarchy of the design system (docs/design-system.md) and the SPA's variant of each. */
const BUTTON_LOOKS = { primary: 'primary', secondary: 'default', danger: 'danger', quiet: 'transparent' } as const;

/**
 * The class list of a button of the design system's hierarchy, the same classes as the SPA's.
 *
 * @example
 * buttonClass('secondary') // 'wb-button wb-button--default'
 */
export function buttonClass(level: keyof typeof BUTTON_LOOKS): string {
  return `wb-button wb-button--${BUTTON_LOOKS[level]}`;
}

/**
 * An alert of the design system: an error (announced) or a confirmation (a status).
 *
 * @example
 * alertBox('danger', 'The email address or password is incorrect.')
 */
export function alertBox(kind: 'danger' | 'success', text: string): string {
  return `<div class="wb-alert wb-alert--${kind}" role="${kind === 'danger' ? 'alert' : 'status'}"><p>${esc(text)}</p></div>`;
}

/** What a page puts in the frame. */
export interface PageOptions {
  readonly locale: LanguageTag;
  readonly title: string;
  readonly body: string;
  /** Query fields kept when the language changes (e.g. redirect_url). */
  readonly keep?: Readonly<Record<string, string>>;
  /** A wide column whose body brings its own cards (content pages such as a shared trip) instead of the form card. */
  readonly wide?: boolean;
}

// The language chooser: a disclosure listing the languages as links (no script, no separate button).
function languageMenu(locale: LanguageTag, keep: Readonly<Record<string, string>>): string {
  const m = pageMessages(locale);
  const items = LANGUAGE_TAGS.map((tag) => {
    const href = `?${new URLSearchParams({ ...keep, l: tag }).toString()}`;
    return `<li><a class="wb-dropdown__item" href="${esc(href)}" lang="${tag}" hreflang="${tag}"${tag === locale ? ' aria-current="true"' : ''}>${esc(LANGUAGE_NAMES[tag])}</a></li>`;
  }).join('');
  return `<details class="wb-lang"><summary>${GLOBE}<span class="wb-visually-hidden">${esc(m.language)}: </span><span>${locale.toUpperCase()}</span>${CHEVRON}</summary>
<ul class="wb-lang__menu wb-dropdown" aria-label="${esc(m.changeLanguage)}">${items}</ul></details>`;
}

/**
 * The frame of every server page: skip link, header with the logo mark and the language chooser,
 * main, footer; styled by the design system's stylesheet (no inline style, no script).
 *
 * @example
 * renderPage({ locale: 'en-US', title: 'Sign in', body: '<h1>Sign in</h1>' })
 */
export function renderPage(o: PageOptions): string {
  const m = pageMessages(o.locale);
  const main = o.wide
    ? `<main id="main" tabindex="-1" class="wb-site-main wb-site-main--wide">${o.body}</main>`
    : `<main id="main" tabindex="-1" class="wb-site-main"><div class="wb-card">${o.body}</div></main>`;
  return `<!doctype html><html lang="${o.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/app/favicon.svg" type="image/svg+xml"><title>${esc(o.title)} - ${esc(m.brand)}</title>
<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}"></head><body><a class="wb-skip" href="#main">${esc(m.skipToContent)}</a>
<header class="wb-site-header"><div class="wb-site-header__inner"><a class="wb-brand" href="/app/">${LOGO_MARK()}<span>${esc(m.brand)}</span></a>
${languageMenu(o.locale, o.keep ?? {})}</div></header>${main}
<footer class="wb-site-footer"><p>${esc(m.footer)}</p></footer></body></html>`;
}
