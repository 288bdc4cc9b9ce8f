import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTargetOf } from './database-target.js';

describe('databaseTargetOf', () => {
  it('uses PGlite under ./data, and prepared statements on PostgreSQL, unless told otherwise', () => {
    expect(databaseTargetOf({})).toEqual({ dataDir: resolve('./data'), databaseUrl: undefined, preparedStatements: true });
    expect(databaseTargetOf({ DATABASE_URL: 'postgres://db/waybook', DATA_DIR: '/srv/waybook' })).toEqual({
      dataDir: resolve('/srv/waybook'),
      databaseUrl: 'postgres://db/waybook',
      preparedStatements: true,
    });
  });

  it('turns prepared statements off for a pooler that cannot keep them', () => {
    expect(databaseTargetOf({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(databaseTargetOf({ DATABASE_PREPARED_STATEMENTS: ' FALSE ' }).preparedStatements).toBe(false);
    expect(databaseTargetOf({ DATABASE_PREPARED_STATEMENTS: 'true' }).preparedStatements).toBe(true);
    expect(databaseTargetOf({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
