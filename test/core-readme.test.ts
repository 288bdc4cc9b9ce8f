import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('core/README.md', () => {
  it('lists the current exports (regenerate with node scripts/core-readme.mjs)', () => {
    const script = join(import.meta.dirname, '../scripts/core-readme.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
