import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, isStalePlan, prepareStatements, statementName, type QueryableClient } from './postgres-prepared.js';

type Sent = { name?: string | undefined; text: string; values?: unknown[] | undefined };

// A pg client that records what it is sent and can fail a named statement as PostgreSQL does
// when a column was added under its prepared plan.
function fakeClient(staleNames: Set<string> = new Set()) {
  const sent: Sent[] = [];
  const client = {
    query: (config: Sent | string, values?: unknown[]) => {
      const c = typeof config === 'string' ? { text: config, values } : config;
      sent.push(c);
      if (c.name !== undefined && staleNames.delete(c.name)) {
        return Promise.reject(Object.assign(new Error('cached plan must not change result type'), { code: '0A000' }));
      }
      return Promise.resolve({ rows: [], command: 'SELECT' });
    },
  };
  return { client: client as unknown as QueryableClient & { query: (t: string, v?: unknown[]) => Promise<unknown> }, sent };
}

describe('prepareStatements', () => {
  it('runs the same text under the same name, with its values', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    await client.query('select * from trips where uuid = $1', ['a']);
    await client.query('select * from trips where uuid = $1', ['b']);
    expect(sent).toEqual([
      { name: statementName('select * from trips where uuid = $1'), text: 'select * from trips where uuid = $1', values: ['a'] },
      { name: statementName('select * from trips where uuid = $1'), text: 'select * from trips where uuid = $1', values: ['b'] },
    ]);
  });

  it('leaves transaction control and schema changes unnamed', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    for (const text of ['begin', 'commit', 'rollback', 'savepoint a', 'analyze', 'alter table trips add column x int', 'set work_mem = $1'])
      await client.query(text, ['4MB']);
    expect(sent.every((s) => s.name === undefined)).toBe(true);
  });

  it('leaves statements without values unnamed: they may hold several statements, as simple queries do', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    await client.query('select 1 from trips; select 2 from trips', []);
    await client.query('select 1 from trips');
    expect(sent).toEqual([
      { text: 'select 1 from trips; select 2 from trips', values: [] },
      { text: 'select 1 from trips', values: [] },
    ]);
  });

  it('stops naming new statements past its bound, and keeps running them', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i += 1) await client.query(`select ${i} from trips where uuid = $1`, ['a']);
    expect(sent.filter((s) => s.name !== undefined)).toHaveLength(PREPARED_PER_CONNECTION);
    expect(sent.at(-1)).toEqual({ text: `select ${PREPARED_PER_CONNECTION} from trips where uuid = $1`, values: ['a'] });
    // A statement named before the bound keeps its name.
    await client.query('select 0 from trips where uuid = $1', ['a']);
    expect(sent.at(-1)?.name).toBe(statementName('select 0 from trips where uuid = $1'));
  });

  it('prepares a stale statement again under a new name, and retries it outside a transaction', async () => {
    const text = 'select * from trips where uuid = $1';
    const { client, sent } = fakeClient(new Set([statementName(text)]));
    const state = { generation: 0 };
    prepareStatements(client, state);
    await expect(client.query(text, ['a'])).resolves.toBeDefined();
    expect(state.generation).toBe(1);
    expect(sent.map((s) => s.name)).toEqual([statementName(text, 0), statementName(text, 1)]);
  });

  it('fails a stale statement inside a transaction (PostgreSQL aborted it) and prepares it afresh after', async () => {
    const text = 'select * from trips where uuid = $1';
    const { client, sent } = fakeClient(new Set([statementName(text)]));
    const state = { generation: 0 };
    prepareStatements(client, state);
    await client.query('begin', []);
    await expect(client.query(text, ['a'])).rejects.toThrow('cached plan must not change result type');
    await client.query('rollback', []);
    await client.query(text, ['a']);
    expect(sent.map((s) => s.name)).toEqual([undefined, statementName(text, 0), undefined, statementName(text, 1)]);
  });

  it('moves every connection of the pool to the new names once one met a stale plan', async () => {
    const text = 'select * from trips where uuid = $1';
    const state = { generation: 0 };
    const first = fakeClient(new Set([statementName(text)]));
    const second = fakeClient();
    prepareStatements(first.client, state);
    prepareStatements(second.client, state);
    await first.client.query(text, ['a']);
    await second.client.query(text, ['a']);
    expect(second.sent[0]?.name).toBe(statementName(text, 1));
  });

  it('passes configs it did not make (cursors, named queries) through unchanged', async () => {
    const { client, sent } = fakeClient();
    prepareStatements(client);
    await client.query({ name: 'mine', text: 'select 1 from trips' } as never);
    expect(sent).toEqual([{ name: 'mine', text: 'select 1 from trips' }]);
  });

  it('names any two different texts differently, and a text the same way each time', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(statementName(a)).toBe(statementName(a));
        if (a !== b) expect(statementName(a)).not.toBe(statementName(b));
        expect(statementName(a).length).toBeLessThan(64); // PostgreSQL keeps 63 bytes of a name
      }),
    );
  });

  it('tells a stale plan from other errors', () => {
    expect(isStalePlan(Object.assign(new Error('cached plan must not change result type'), { code: '0A000' }))).toBe(true);
    expect(isStalePlan(Object.assign(new Error('feature not supported'), { code: '0A000' }))).toBe(false);
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false);
    expect(isStalePlan(undefined)).toBe(false);
  });
});
