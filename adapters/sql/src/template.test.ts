import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { PgliteThread } from './pglite-thread.js';
import { fillFromTemplate, writeTemplate } from './template.js';

const dir = await mkdtemp(join(tmpdir(), 'waybook-template-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('data directory template', () => {
  it('fills only a new, empty directory, leaving nothing half-unpacked beside it', async () => {
    const file = pathToFileURL(join(dir, 'template.tar.gz'));
    await writeTemplate(file);
    const fresh = join(dir, 'new');
    expect(await fillFromTemplate(fresh, file)).toBe(true);
    expect((await readFile(join(fresh, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    expect(await fillFromTemplate(fresh, file)).toBe(false);
    const empty = join(dir, 'empty');
    await mkdir(empty);
    expect(await fillFromTemplate(empty, file)).toBe(true);
    expect(await fillFromTemplate(join(dir, 'other'), pathToFileURL(join(dir, 'missing.tar.gz')))).toBe(false);
    expect((await readdir(dir)).filter((f) => f.includes('.unpacking-'))).toEqual([]);
  }, 60_000);

  it('leaves the directory new when the template is damaged', async () => {
    const good = await readFile(new URL(pathToFileURL(join(dir, 'template.tar.gz'))));
    const damaged = join(dir, 'damaged.tar.gz');
    await writeFile(damaged, good.subarray(0, Math.floor(good.length / 2)));
    const target = join(dir, 'after-damage');
    await expect(fillFromTemplate(target, pathToFileURL(damaged))).rejects.toThrow();
    expect(await readdir(target).catch(() => [])).toEqual([]);
    expect((await readdir(dir)).filter((f) => f.includes('.unpacking-'))).toEqual([]);
  }, 60_000);

  it('is unpacked by the database thread into a new directory, which then opens with the migrated tables', async () => {
    const target = join(dir, 'thread');
    const thread = await PgliteThread.open(target, { template: pathToFileURL(join(dir, 'template.tar.gz')) });
    try {
      const result = await thread.query<{ n: number }>('select count(*)::int as n from entity_ids');
      expect(result.rows).toEqual([{ n: 0 }]);
    } finally {
      await thread.close();
    }
    expect((await readdir(dir)).filter((f) => f.includes('.unpacking-'))).toEqual([]);
  }, 60_000);

  it('opens a database whose tables exist and keep what is written', async () => {
    const data = join(dir, 'data');
    const first = await openDatabase({ dataDir: data });
    await first.db.insertInto('entity_ids').values({ entity_type: 'trip', uuid: 'u-1' }).execute();
    await first.close();
    const again = await openDatabase({ dataDir: data });
    const rows = await again.db.selectFrom('entity_ids').select('uuid').execute();
    await again.close();
    expect(rows).toEqual([{ uuid: 'u-1' }]);
  }, 60_000);
});
