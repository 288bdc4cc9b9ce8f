import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { templateFor, writeTemplate } from './template.js';

const dir = await mkdtemp(join(tmpdir(), 'waybook-template-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('data directory template', () => {
  it('is only offered for a new, empty directory', async () => {
    const file = pathToFileURL(join(dir, 'template.tar.gz'));
    await writeTemplate(file);
    expect(await templateFor(join(dir, 'new'), file)).toBeInstanceOf(Blob);
    expect(await templateFor(dir, file)).toBeUndefined();
    expect(await templateFor(join(dir, 'new'), pathToFileURL(join(dir, 'missing.tar.gz')))).toBeUndefined();
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
