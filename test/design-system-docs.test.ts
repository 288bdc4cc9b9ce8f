import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/design-system.md and docs/design-system.html describe ui/src/design/tokens.css: every token, and
// no token that is not there.

const read = (path: string) => readFileSync(join(import.meta.dirname, '..', path), 'utf8');
const tokensCss = read('ui/src/design/tokens.css');
const declared = [...tokensCss.matchAll(/^\s*(--wb-[\w-]+)\s*:/gm)].map(([, name = '']) => name);
const named = (text: string) => new Set([...text.matchAll(/--wb-[a-z0-9-]*[a-z0-9]/g)].map(([name]) => name));

describe('design system documentation', () => {
  it('docs/design-system.html is generated from the current tokens (regenerate with node scripts/design-system-page.mjs)', () => {
    const script = join(import.meta.dirname, '../scripts/design-system-page.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
    const html = read('docs/design-system.html');
    expect(html).toContain('<link rel="stylesheet" href="../ui/src/design/tokens.css">');
    for (const name of declared) expect(html, name).toContain(`<td><code>${name}</code></td>`);
  });

  it('docs/design-system.md names every token and no other', () => {
    expect(declared.length).toBeGreaterThan(30);
    const md = named(read('docs/design-system.md'));
    for (const name of declared) expect(md.has(name), name).toBe(true);
    expect([...md].filter((name) => !declared.includes(name))).toEqual([]);
  });
});
