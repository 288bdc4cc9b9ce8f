import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, openApiPath, type OpenApiDocument } from '@waybook/core/contract';

const root = join(import.meta.dirname, '..');

describe('docs/api (the API reference)', () => {
  it('matches the contract (regenerate with node scripts/api-docs.mjs)', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'scripts/api-docs.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('holds every call once, at its path, in the written OpenAPI document and the page', () => {
    const doc = JSON.parse(readFileSync(join(root, 'docs/api/openapi.json'), 'utf8')) as OpenApiDocument;
    const page = readFileSync(join(root, 'docs/api/README.md'), 'utf8');
    const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, id: op.operationId })));
    expect(ops.map((o) => o.id).sort()).toEqual(contract.map((e) => e.id).sort());
    for (const entry of contract) {
      expect(ops).toContainEqual({ path: openApiPath(entry.path), method: entry.method.toLowerCase(), id: entry.id });
      expect(page.split('\n').filter((line) => line === `### ${entry.id}`)).toHaveLength(1);
      expect(page).toContain(`\`${entry.method} ${openApiPath(entry.path)}\``);
    }
  });
});
