import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependency rule of docs/architecture.md, checked on every import of every source file.
const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)];
  return found.map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.includes('/testing/');

describe('dependency rule', () => {
  it('core imports only zod, luxon and itself, and touches no clock, randomness, DOM or Node', () => {
    const offences: string[] = [];
    for (const file of sources(join(root, 'core/src')).filter((f) => !isTest(f))) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.') && spec !== 'zod' && spec !== 'luxon') offences.push(`${relative(root, file)} imports ${spec}`);
      }
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const banned of ['Date.now(', 'Math.random(', 'new Date()', 'window.', 'document.', 'process.', 'localStorage']) {
        if (text.includes(banned)) offences.push(`${relative(root, file)} uses ${banned}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('adapters import core but never ui', () => {
    const offences = sources(join(root, 'adapters'))
      .flatMap((file) => importsOf(file).map((spec) => ({ file, spec })))
      .filter(({ spec }) => spec.startsWith('@waybook/ui') || /(^|\/)ui\/src/.test(spec))
      .map(({ file, spec }) => `${relative(root, file)} imports ${spec}`);
    expect(offences).toEqual([]);
  });

  it('only the UI composition root imports adapters, and components never call fetch or ky', () => {
    const offences: string[] = [];
    for (const file of sources(join(root, 'ui/src')).filter((f) => !isTest(f))) {
      const rel = relative(root, file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith('@waybook/adapter-') && rel !== 'ui/src/app/composition-root.ts') offences.push(`${rel} imports ${spec}`);
        if (spec === 'ky') offences.push(`${rel} imports ky`);
      }
      if (/\bfetch\(/.test(readFileSync(file, 'utf8'))) offences.push(`${rel} calls fetch`);
    }
    expect(offences).toEqual([]);
  });

  it("the app imports neither the server's use cases nor the test fakes of core, except in tests", () => {
    const offences = sources(join(root, 'ui/src'))
      .filter((f) => !isTest(f))
      .flatMap((file) => importsOf(file).map((spec) => ({ file, spec })))
      .filter(({ spec }) => spec === '@waybook/core/server' || spec === '@waybook/core/testing')
      .map(({ file, spec }) => `${relative(root, file)} imports ${spec}`);
    expect(offences).toEqual([]);
  });

  it('production code of the adapters imports no test fakes of core', () => {
    const offences = sources(join(root, 'adapters'))
      .filter((f) => !isTest(f))
      .flatMap((file) => importsOf(file).map((spec) => ({ file, spec })))
      .filter(({ spec }) => spec === '@waybook/core/testing')
      .map(({ file, spec }) => `${relative(root, file)} imports ${spec}`);
    expect(offences).toEqual([]);
  });

  it('finds the imports it checks (the scan itself works)', () => {
    expect(importsOf(join(root, 'core/src/index.ts')).length).toBeGreaterThan(10);
    expect(importsOf(join(root, 'ui/src/app/composition-root.ts'))).toContain('@waybook/adapter-http');
    expect(importsOf(join(root, 'adapters/server/src/compose.ts'))).toContain('@waybook/core/server');
    expect(importsOf(join(root, 'adapters/server/src/contract-bindings.test.ts'))).toContain('@waybook/core/testing');
  });
});
