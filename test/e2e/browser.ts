import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Debian's Chromium.
 *
 * @example
 * const browser = await launchBrowser();
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: FLAGS, headless: true });
}

/**
 * A fresh context (cookies, storage) and page, in a given language.
 *
 * @example
 * const { context, page } = await newPage(browser, 'en-US');
 */
export async function newPage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: axe then sees finished states, not a toast or modal half-way through its fade.
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  watchConsole(page);
  return { context, page };
}

const consoleErrors = new WeakMap<Page, string[]>();

// Script errors and Content-Security-Policy violations, as the console shows them. Resources that
// answer 4xx on purpose (a refused or missing page a test visits) are not counted.
function watchConsole(page: Page): void {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
}

/** Where axe looks: the whole page by default, or only some parts with the rules that apply there. */
export interface AxeScope {
  /** Selectors of the parts to check (an open combobox and its list), instead of the whole page. */
  readonly include?: readonly string[];
  /** Rules left out, each with its reason at the call site (an upstream false positive). */
  readonly disableRules?: readonly string[];
}

/**
 * Runs axe on the page and fails with the violations listed, or with any console error the page
 * logged so far (script errors, CSP violations).
 *
 * @example
 * await expectNoAxeViolations(page);
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(consoleErrors.get(page) ?? []).toEqual([]);
  // react-aria's live announcer keeps a hidden node for 7 s that points at text already gone.
  let builder = new AxeBuilder({ page }).exclude('[data-live-announcer]');
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.disableRules !== undefined) builder = builder.disableRules([...scope.disableRules]);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
  await reviewShots(page);
}

let shotCount = 0;

/**
 * With E2E_REVIEW_SHOTS=<dir>, every screen checked by axe is also saved as a picture at 1280 and
 * 390 px for a person to look at (outside the repository); without it, nothing happens.
 */
async function reviewShots(page: Page): Promise<void> {
  const dir = process.env['E2E_REVIEW_SHOTS'];
  if (dir === undefined || dir === '') return;
  const size = page.viewportSize();
  const name = `${String(++shotCount).padStart(3, '0')}-${new URL(page.url()).pathname.replaceAll('/', '_')}`;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size !== null) await page.setViewportSize(size);
}
