import type { NewJob } from './job-queue.port.js';

/**
 * An inbound message kept for its import job: whose it is, who sent it, the raw message's blob
 * (empty once the job finished) and where the job is (`queued`, then `imported`, `nothing` when
 * no plan was found, or `failed`).
 *
 * @example
 * const m: InboundMessageRecord = { id: 'm1', userId: 'u1', sender: 'ada@example.com', blobId: 'b1', state: 'queued', receivedAt: new Date() };
 */
export interface InboundMessageRecord {
  readonly id: string;
  readonly userId: string;
  readonly sender: string;
  readonly blobId: string;
  readonly state: 'queued' | 'imported' | 'nothing' | 'failed';
  readonly receivedAt: Date;
}

/**
 * A message the SMTP listener accepted for a user: its raw bytes, the dedupe key (from its
 * Message-ID: the same message delivered twice is kept once) and the import job to enqueue.
 *
 * @example
 * const r: ReceivedMessage = { id: 'm1', blobId: 'b1', userId: 'u1', dedupeKey: 'k', sender: 'ada@example.com', bytes, receivedAt: now, job };
 */
export interface ReceivedMessage {
  readonly id: string;
  readonly blobId: string;
  readonly userId: string;
  readonly dedupeKey: string;
  readonly sender: string;
  readonly bytes: Uint8Array;
  readonly receivedAt: Date;
  readonly job: NewJob;
}

/**
 * Plans addresses and inbound mail: each user's personal plans address (only a hash of its token
 * is kept; a reset replaces it at once), the account a confirmed address belongs to, and the
 * messages received, each kept with its import job in one transaction (so the SMTP answer 250
 * comes only once both are durable) and at most once per user and dedupe key.
 *
 * @example
 * await store.resetToken('u1', 'k3j4h5g6f7d8s9a0q1w2e3r4', now);
 * await store.userOfToken('k3j4h5g6f7d8s9a0q1w2e3r4'); // 'u1'
 */
export interface PlansAddressStore {
  /** The user whose personal address has this token, or undefined. */
  userOfToken(token: string): Promise<string | undefined>;
  /** When the user's personal address was made, or undefined when there is none. */
  tokenCreatedAt(userId: string): Promise<Date | undefined>;
  /** Replaces the user's token (the old one stops at once). */
  resetToken(userId: string, token: string, now: Date): Promise<void>;
  /** The account holding `address` confirmed, or undefined (unconfirmed, unknown). */
  confirmedOwner(address: string): Promise<string | undefined>;
  /** Keeps the message, its blob and its job together; 'duplicate' (nothing kept) when the user already has its dedupe key. */
  receive(message: ReceivedMessage): Promise<'queued' | 'duplicate'>;
  /** A received message, or undefined. */
  message(id: string): Promise<InboundMessageRecord | undefined>;
  /** Records how the import ended and forgets the raw message (the import keeps its own copy). */
  finish(id: string, state: Exclude<InboundMessageRecord['state'], 'queued'>, now: Date): Promise<void>;
}
