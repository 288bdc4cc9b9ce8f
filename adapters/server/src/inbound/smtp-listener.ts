import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { plansRecipient, type Clock, type IdGenerator, type PlansAddressStore } from '@waybook/core';
import { INBOUND_IMPORT_JOB } from '@waybook/core/server';
import type { MailauthResolver } from 'mailauth';
import type { InboundConfig } from './inbound-config.js';
import { fromAddresses, messageDedupeKey } from './message-headers.js';
import { authenticateSender } from './sender-auth.js';

/** What the listener needs: the store, ids, the clock, its settings, the log, and (tests) a DNS resolver. */
export interface InboundListenerDeps {
  readonly store: PlansAddressStore;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly config: InboundConfig;
  readonly log: (line: string) => void;
  readonly resolver?: MailauthResolver;
}

/** A running listener: the port it took, and how to stop it. */
export interface InboundListener {
  readonly port: number;
  close(): Promise<void>;
}

/** At most this many recipients in one message (each gets its own import). */
const MAX_RECIPIENTS = 10;

const refusal = (responseCode: number, message: string): Error => Object.assign(new Error(message), { responseCode });

/**
 * The plans address's SMTP listener (an MX: no AUTH, STARTTLS when a certificate is configured):
 * refuses at RCPT TO any recipient but plans@<domain> and a live plans+<token>@<domain>, refuses
 * oversize messages at DATA, then checks the sender (shared address: From must be a confirmed
 * address of an account, and, when authentication is required, pass DMARC alignment; a personal
 * address routes to its user whatever the From) and keeps each accepted message with its import
 * job before answering 250.
 *
 * @example
 * const listener = await startInboundListener({ store, ids, clock, config, log }); ... await listener.close();
 */
export async function startInboundListener(deps: InboundListenerDeps): Promise<InboundListener> {
  const { config } = deps;
  const tls = config.tlsKeyFile !== '' && config.tlsCertFile !== '';
  const server = new SMTPServer({
    name: config.domain,
    banner: 'Waybook plans address',
    size: config.maxBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    ...(tls ? { key: await readFile(config.tlsKeyFile), cert: await readFile(config.tlsCertFile) } : {}),
    onRcptTo(address, session, callback) {
      recipientCheck(deps, address.address, session).then(callback, (e: unknown) => callback(answerOf(deps, e)));
    },
    onData(stream, session, callback) {
      receiveMessage(deps, stream, session).then(
        (answer) => callback(null, answer),
        (e: unknown) => callback(answerOf(deps, e)),
      );
    },
  });
  server.on('error', (e) => deps.log(`inbound mail: ${e.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.port ?? 0, config.host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// A refusal as it is; anything else (the database is down...) a temporary failure the sender retries.
function answerOf(deps: InboundListenerDeps, e: unknown): Error {
  if (e instanceof Error && 'responseCode' in e) return e;
  deps.log(`inbound mail: ${e instanceof Error ? e.message : String(e)}`);
  return refusal(451, 'Temporary failure, try again later');
}

async function recipientCheck(deps: InboundListenerDeps, address: string, session: SMTPServerSession): Promise<null> {
  if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) throw refusal(452, 'Too many recipients');
  const r = plansRecipient(address, deps.config.domain);
  if (r.kind === 'shared') return null;
  if (r.kind === 'personal' && (await deps.store.userOfToken(r.token)) !== undefined) return null;
  throw refusal(550, 'No such mailbox here');
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw refusal(552, 'Message exceeds the size limit');
  return Buffer.concat(chunks);
}

// Each user the message goes to, with where to reply ('' = the user's primary address).
async function recipientsOf(deps: InboundListenerDeps, raw: Buffer, session: SMTPServerSession): Promise<Map<string, string>> {
  const froms = fromAddresses(raw);
  const from = froms.length === 1 ? (froms[0] ?? '') : '';
  const users = new Map<string, string>();
  const kinds = session.envelope.rcptTo.map((a) => plansRecipient(a.address, deps.config.domain));
  for (const r of kinds) {
    const user = r.kind === 'personal' ? await deps.store.userOfToken(r.token) : undefined;
    if (user !== undefined) users.set(user, from !== '' && (await deps.store.confirmedOwner(from)) === user ? from : '');
  }
  if (!kinds.some((r) => r.kind === 'shared')) return users;
  if (deps.config.auth === 'require') {
    const helo = session.hostNameAppearsAs;
    const verdict = await authenticateSender(raw, {
      ip: session.remoteAddress,
      helo,
      mailFrom: mailFromOf(session),
      mta: deps.config.domain,
      ...resolverOf(deps),
    });
    if (!verdict.ok) throw refusal(550, `5.7.1 The sender could not be authenticated (${verdict.reason})`);
  }
  const owner = from === '' ? undefined : await deps.store.confirmedOwner(from);
  if (owner === undefined) throw refusal(550, '5.7.1 The sender is not a confirmed address of a Waybook account');
  users.set(owner, from);
  return users;
}

const mailFromOf = (session: SMTPServerSession): string => (session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address);
const resolverOf = (deps: InboundListenerDeps): { resolver?: MailauthResolver } => (deps.resolver ? { resolver: deps.resolver } : {});

async function receiveMessage(deps: InboundListenerDeps, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
  const raw = await readAll(stream);
  const users = await recipientsOf(deps, raw, session);
  if (users.size === 0) throw refusal(550, 'No such mailbox here');
  const dedupeKey = messageDedupeKey(raw);
  const now = deps.clock.now();
  for (const [userId, sender] of users) {
    const id = deps.ids.uuid();
    const job = { kind: INBOUND_IMPORT_JOB, payload: { messageId: id }, dedupeKey: `inbound:${id}` };
    await deps.store.receive({ id, blobId: deps.ids.uuid(), userId, dedupeKey, sender, bytes: raw, receivedAt: now, job });
  }
  return 'Message accepted for import';
}
