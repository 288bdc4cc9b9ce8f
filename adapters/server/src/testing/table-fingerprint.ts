import { sql, type Kysely } from 'kysely';

/**
 * Test support: the row count and a hash of the contents of every table of the public schema, to
 * show that a refused request wrote nothing (an update changes the hash, an insert the count).
 *
 * @example
 * const before = await tableFingerprint(db); await refusedRequest(); expect(await tableFingerprint(db)).toEqual(before);
 */
export async function tableFingerprint<D>(db: Kysely<D>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ n: number; h: string | null }>`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as h
      from ${sql.table(name)} t`.execute(db);
    out[name] = `${row.rows[0]?.n ?? 0}:${row.rows[0]?.h ?? ''}`;
  }
  return out;
}
