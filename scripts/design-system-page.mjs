// Writes docs/design-system.html: the design system's page that shows every token of
// ui/src/design/tokens.css and the components, styled by the real files of ui/src/design/ (linked, not copied).
// `node scripts/design-system-page.mjs` rewrites it; `--check` fails when it is stale
// (test/design-system-docs.test.ts runs the check).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}docs/design-system.html`;
const STYLESHEETS = ['tokens.css', 'base.css', 'button.css', 'field.css', 'components.css', 'pages.css'];

const esc = (s) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The tokens of tokens.css in groups, from its `/* Group: detail *\/` comments. */
export function tokenGroups(css) {
  const groups = [];
  for (const line of css.split('\n')) {
    const heading = /^\s*\/\*\s*([^*]+?)\s*\*\/\s*$/.exec(line);
    const token = /^\s*(--wb-[\w-]+)\s*:\s*([^;]+);/.exec(line);
    if (heading && line.startsWith('  ')) groups.push({ title: heading[1], tokens: [] });
    else if (token) groups.at(-1)?.tokens.push({ name: token[1], value: token[2].trim() });
  }
  return groups;
}

function preview(group, { name, value }) {
  const kind = group.title.split(':')[0];
  if (name === '--wb-focus') return `<span class="ds-swatch ds-swatch--focus"></span>`;
  if (kind === 'Colour') return `<span class="ds-swatch" style="background:var(${name})"></span>`;
  if (name === '--wb-font') return `<span style="font-family:var(${name})">Waybook Aa 旅行</span>`;
  if (kind === 'Type') return name.includes('size') ? `<span style="font-size:var(${name})">Trip to Lyon</span>` : `<span>${esc(value)}</span>`;
  if (kind.startsWith('Spacing')) return `<span class="ds-bar" style="width:var(${name})"></span>`;
  if (kind === 'Radius') return `<span class="ds-box" style="border-radius:var(${name})"></span>`;
  return `<span class="ds-box ds-box--surface" style="box-shadow:var(${name})"></span>`;
}

function tokensSection(css) {
  return tokenGroups(css)
    .map(
      (group) => `<h3>${esc(group.title)}</h3>
<table class="ds-tokens"><thead><tr><th>Token</th><th>Value</th><th>Example</th></tr></thead><tbody>
${group.tokens.map((t) => `<tr><td><code>${t.name}</code></td><td><code>${esc(t.value)}</code></td><td>${preview(group, t)}</td></tr>`).join('\n')}
</tbody></table>`,
    )
    .join('\n');
}

const COMPONENTS = `<h2 id="buttons">Buttons</h2>
<p>One primary action per view; the others are secondary or quiet. Danger is for actions that delete or cannot be undone.</p>
<div class="ds-row">
<button type="button" class="wb-button wb-button--primary">Save changes</button>
<button type="button" class="wb-button wb-button--default">Cancel</button>
<button type="button" class="wb-button wb-button--danger">Delete trip</button>
<button type="button" class="wb-button wb-button--transparent">Not now</button>
<a class="wb-button wb-button--link" href="#buttons">Read more</a>
</div>
<div class="ds-row">
<button type="button" class="wb-button wb-button--primary wb-button--sm">Small</button>
<button type="button" class="wb-button wb-button--primary wb-button--lg">Large</button>
<button type="button" class="wb-button wb-button--outline-primary">Outline primary</button>
<button type="button" class="wb-button wb-button--outline-danger">Remove</button>
<button type="button" class="wb-button wb-button--primary" data-disabled disabled>Disabled</button>
</div>
<h2 id="fields">Fields</h2>
<div class="ds-grid">
<div class="wb-field"><label class="wb-field__label" for="f1">Trip name</label><div class="wb-field__control"><input class="wb-field__input" id="f1" value="Lyon and the Alps"></div></div>
<div class="wb-field"><label class="wb-field__label" for="f2">Password</label><div class="wb-field__control"><input class="wb-field__input" id="f2" type="password" aria-describedby="f2-help"></div><p class="wb-field__description" id="f2-help">8 to 64 characters, and not an email address.</p></div>
<div class="wb-field" data-invalid><label class="wb-field__label" for="f3">Email address</label><div class="wb-field__control"><input class="wb-field__input" id="f3" value="ada@" aria-invalid="true" aria-describedby="f3-error"></div><p class="wb-field__error" id="f3-error">Please use a valid email address.</p></div>
</div>
<h2 id="alerts">Alerts</h2>
<div class="wb-alert" role="status"><p>Your trip is shared with 3 people.</p></div>
<div class="wb-alert wb-alert--success" role="status"><p>Thank you, your email address is confirmed.</p></div>
<div class="wb-alert wb-alert--danger" role="alert"><p>The email address or password is incorrect.</p></div>
<h2 id="badges">Badges</h2>
<div class="ds-row"><span class="wb-badge">Viewer</span><span class="wb-badge wb-badge--primary">Primary</span><span class="wb-badge wb-badge--success">In progress</span></div>
<h2 id="cards">Cards</h2>
<div class="ds-grid"><div class="wb-card"><h3>Lyon and the Alps</h3><p class="wb-muted">Nov 20 – 26, 2026 · Lyon, France</p><a class="wb-button wb-button--primary" href="#cards">Open trip</a></div>
<div class="wb-card"><h3>Card</h3><p>Surface, large radius and the default elevation.</p></div></div>
<h2 id="language">Language menu (server pages)</h2>
<details class="wb-lang ds-lang" open><summary><span>EN-US</span></summary><ul class="wb-lang__menu"><li><a href="#language" aria-current="true">English (United States)</a></li><li><a href="#language" lang="fr-FR">Français (France)</a></li><li><a href="#language" lang="de-DE">Deutsch (Deutschland)</a></li></ul></details>`;

/** The whole page for the given tokens file. */
export function renderDesignSystemPage(tokensCss) {
  const links = STYLESHEETS.map((name) => `<link rel="stylesheet" href="../ui/src/design/${name}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Waybook design system</title>
<!-- Generated by scripts/design-system-page.mjs from ui/src/design/tokens.css: do not edit by hand. -->
${links}
<style>
.ds { max-width: 1000px; margin: 0 auto; padding: var(--wb-space-6) var(--wb-space-4); }
.ds section { margin-top: var(--wb-space-6); }
.ds section > h2 { margin-top: var(--wb-space-6); }
.ds-row { display: flex; flex-wrap: wrap; gap: var(--wb-space-3); align-items: center; margin: var(--wb-space-3) 0; }
.ds-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: var(--wb-space-4); }
.ds-tokens { width: 100%; border-collapse: collapse; background: var(--wb-surface); margin-bottom: var(--wb-space-4); }
.ds-tokens th, .ds-tokens td { text-align: start; padding: var(--wb-space-2) var(--wb-space-3); border-bottom: 1px solid var(--wb-border-light); }
.ds-swatch { display: inline-block; width: 48px; height: 24px; border-radius: var(--wb-radius); border: 1px solid var(--wb-border-light); }
.ds-swatch--focus { outline: var(--wb-focus); outline-offset: 2px; }
.ds-bar { display: inline-block; height: 12px; background: var(--wb-primary); }
.ds-box { display: inline-block; width: 48px; height: 32px; background: var(--wb-bg); border: 1px solid var(--wb-border); }
.ds-box--surface { background: var(--wb-surface); border: 0; }
.ds-lang { margin: 0; display: inline-block; }
.ds-lang .wb-lang__menu { position: static; margin-top: var(--wb-space-1); }
</style>
</head>
<body>
<header class="wb-site-header"><div class="wb-site-header__inner"><span class="wb-brand"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z"/><path d="M9 3v15M15 6v15"/></svg><span>Waybook design system</span></span></div></header>
<main class="ds">
<p class="wb-intro">Every token of <code>ui/src/design/tokens.css</code> and the components of the SPA and the server's pages, drawn by the real stylesheets of <code>ui/src/design/</code>. Rules and capitalisation: <a href="design-system.md">design-system.md</a>.</p>
<section><h2 id="tokens">Tokens</h2>
${tokensSection(tokensCss)}
</section>
<section>
${COMPONENTS}
</section>
</main>
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const page = renderDesignSystemPage(readFileSync(`${root}ui/src/design/tokens.css`, 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== page) {
      console.error('docs/design-system.html is stale: run node scripts/design-system-page.mjs');
      process.exit(1);
    }
  } else writeFileSync(target, page);
}
