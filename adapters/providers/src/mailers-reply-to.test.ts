import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileOutboxMailer, toEml } from './mailers.js';

describe('Reply-To', () => {
  it('is written when the message names one, and only then', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    const withReply = toEml({ to: 'help@waybook.example', subject: 'Hi', text: 'Hello', replyTo: 'ada@example.com' }, 'b', at);
    expect(withReply).toMatch(/^To: help@waybook\.example\r\nReply-To: ada@example\.com\r\nSubject: Hi\r\n/m);
    expect(toEml({ to: 'help@waybook.example', subject: 'Hi', text: 'Hello' }, 'b', at)).not.toContain('Reply-To');
  });

  it('reaches the outbox file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'waybook-outbox-'));
    const ids = { uuid: () => '00000000-0000-4000-8000-000000000001', token: (n: number) => 'a'.repeat(n) };
    await new FileOutboxMailer(dir, ids, () => undefined).send({ to: 'help@waybook.example', subject: 'Hi', text: 'Hello', replyTo: 'ada@example.com' });
    const [file] = await readdir(dir);
    expect(await readFile(join(dir, file ?? ''), 'utf8')).toContain('\r\nReply-To: ada@example.com\r\n');
  });
});
