import { emailAddressesToWire } from '../contract/account/email-entries.js';
import { apiError, type ApiError } from '../contract/error.js';
import {
  completeAutoImportSetupEntry,
  deleteAutoInboxImportEntry,
  INBOX_SYNC_ERRORS,
  initiateAutoImportSetupEntry,
} from '../contract/imports/inbox-sync-entries.js';
import {
  advanceCursor,
  INBOX_AUTH_FAILURES_BEFORE_STOP,
  INBOX_SETUP_TTL_SECONDS,
  inboxProviderFor,
  nextInboxLook,
  syncRange,
  type InboxCursor,
} from '../domain/imports/inbox-sync.js';
import { err, ok, type Result } from '../domain/result.js';
import { todayInZone } from '../domain/trips/trip-timing.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { EmailAddressStore, StoredEmailAddress } from '../ports/email-address-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type {
  InboxFailure,
  InboxGrant,
  InboxOAuth,
  InboxProvider,
  InboxSync,
  InboxSyncStore,
  Mailbox,
  MailboxLogin,
  SecretBox,
} from '../ports/inbox-sync.port.js';
import type { Job, JobQueue } from '../ports/job-queue.port.js';
import type { InboxStatusSource } from './email-address-handlers.js';
import { bind, type BoundHandler } from './handler.js';
import type { ImportService } from './import-service.js';

/**
 * The job kind that looks at one synced inbox (payload `{ emailUuid }`); each run schedules the
 * next, so a sync goes on across restarts until it is switched off.
 *
 * @example
 * await jobs.enqueue({ kind: INBOX_SYNC_JOB, payload: { emailUuid: 'e1' }, dedupeKey: 'inbox-sync:e1' }, now);
 */
export const INBOX_SYNC_JOB = 'inbox-sync';

/**
 * Where providers send the browser back (and the app-password way sends it): the app's redirect
 * entry, which opens the Manage Email page of the address kept in local storage (part 1 section
 * 2.4, redirect_type auto_import), the provider's code, state and scope added to the query.
 */
export const INBOX_SYNC_CALLBACK_PATH = '/app/?redirect_type=auto_import';

/**
 * What inbox sync needs: the providers the server has (OAuth ones the admin configured, the
 * app-password way when it is on), their OAuth client, the mailbox reader, the store, the sealing
 * of secrets, the addresses, the job queue, the import use case with what it needs to date a
 * message (the user's home airport's zone), alerts, random states, the clock, the public origin,
 * and how often and how long a look waits (IDLE).
 *
 * @example
 * const deps: InboxSyncDeps = { providers, oauth, mailbox, store, secrets, emails, jobs, imports, accounts, zoneOfAirport, alerts, ids, clock, publicUrl, pollSeconds: 300, idleSeconds: 0, maxBytes: 10_485_760 };
 */
export interface InboxSyncDeps {
  readonly providers: readonly InboxProvider[];
  readonly oauth: InboxOAuth;
  readonly mailbox: Mailbox;
  readonly store: InboxSyncStore;
  readonly secrets: SecretBox;
  readonly emails: Pick<EmailAddressStore, 'list'>;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly imports: Pick<ImportService, 'importFile'>;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly zoneOfAirport: (code: string) => string | null;
  readonly alerts: AlertRaiser;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly pollSeconds: number;
  readonly idleSeconds: number;
  readonly maxBytes: number;
  readonly log?: (line: string) => void;
}

const notFound = apiError(404, 'not_found', 'email_not_found', 'This email address is not on your account.');
const notConfirmed = apiError(400, 'bad_request', 'email_not_confirmed', 'Please confirm this email address first.');

/** The secret a sync keeps sealed: an app password, or OAuth tokens. */
type TokenSecret = { readonly accessToken: string; readonly refreshToken: string; readonly expiresAt: string };
type Secret = { readonly password: string } | TokenSecret;

const STATE_LENGTH = 40;

/**
 * Inbox sync: where each address stands for the e-mail address answers, the three calls
 * (initiate, complete, delete) and the job that looks at a synced inbox.
 *
 * @example
 * const inbox = new InboxSyncService(deps);
 * const handlers = inbox.handlers(emailAnswers);
 */
export class InboxSyncService implements InboxStatusSource {
  constructor(private readonly deps: InboxSyncDeps) {}

  /** The addresses with isAutoImport, isAutoInboxEligible and lastAutoInboxFetchDateTime filled in. */
  async withInboxStatus(userId: string, addresses: readonly StoredEmailAddress[]): Promise<readonly StoredEmailAddress[]> {
    const syncs = new Map((await this.deps.store.ofUser(userId)).map((s) => [s.emailUuid, s]));
    return addresses.map((e) => {
      const sync = syncs.get(e.uuid);
      return {
        ...e,
        isAutoImport: sync !== undefined,
        isAutoInboxEligible: e.isConfirmed && inboxProviderFor(e.address, this.deps.providers) !== undefined,
        lastAutoInboxFetchDateTime: sync?.lastFetchAt?.toISOString() ?? '',
      };
    });
  }

  /** The three inbox sync calls; each answer lists the caller's addresses. */
  handlers(): BoundHandler[] {
    const listed = async (userId: string) => emailAddressesToWire(await this.withInboxStatus(userId, await this.deps.emails.list(userId)));
    return [
      bind(initiateAutoImportSetupEntry, async ({ body }, ctx) => {
        const r = await this.initiate(ctx.userId, body.email_uuid_ref);
        return r.ok ? ok({ oauth_authorization_url: r.value }) : r;
      }),
      bind(completeAutoImportSetupEntry, async ({ body }, ctx) => {
        const r = await this.complete(ctx.userId, body);
        return r.ok ? ok(await listed(ctx.userId)) : r;
      }),
      bind(deleteAutoInboxImportEntry, async ({ body }, ctx) => {
        const address = await this.address(ctx.userId, body.email_ref);
        if (address === undefined) return err(notFound);
        await this.deps.store.remove(address.uuid);
        return ok(await listed(ctx.userId));
      }),
    ];
  }

  private async address(userId: string, uuid: string): Promise<StoredEmailAddress | undefined> {
    return (await this.deps.emails.list(userId)).find((e) => e.uuid === uuid);
  }

  /** Starts a connection: answers the URL the browser goes to. */
  async initiate(userId: string, emailUuid: string): Promise<Result<string, ApiError>> {
    const address = await this.address(userId, emailUuid);
    if (address === undefined) return err(notFound);
    if (!address.isConfirmed) return err(notConfirmed);
    const provider = inboxProviderFor(address.address, this.deps.providers);
    if (provider === undefined) return err(INBOX_SYNC_ERRORS.unavailable);
    const state = this.deps.ids.token(STATE_LENGTH);
    const redirectUri = `${this.deps.publicUrl}${INBOX_SYNC_CALLBACK_PATH}`;
    const started =
      provider.kind === 'oauth'
        ? this.deps.oauth.authorization(provider.id, { state, redirectUri, loginHint: address.address })
        : { url: `${redirectUri}&state=${encodeURIComponent(state)}&mode=app_password&login_hint=${encodeURIComponent(address.address)}`, verifier: '' };
    const expiresAt = new Date(this.deps.clock.now().getTime() + INBOX_SETUP_TTL_SECONDS * 1000);
    await this.deps.store.savePending({
      state,
      userId,
      emailUuid,
      providerId: provider.id,
      sealedVerifier: this.deps.secrets.seal(started.verifier),
      expiresAt,
    });
    return ok(started.url);
  }

  /** Finishes a connection: signs in once to place the cursor, keeps the sync and schedules its first look. */
  async complete(
    userId: string,
    form: {
      readonly email_uuid_ref: string;
      readonly state: string;
      readonly code: string;
      readonly imap_host: string;
      readonly imap_port: number;
      readonly imap_username: string;
      readonly app_password: string;
    },
  ): Promise<Result<InboxSync, ApiError>> {
    const now = this.deps.clock.now();
    const pending = await this.deps.store.takePending(form.state, now);
    if (pending === undefined || pending.userId !== userId || pending.emailUuid !== form.email_uuid_ref) return err(INBOX_SYNC_ERRORS.invalidState);
    const provider = this.deps.providers.find((p) => p.id === pending.providerId);
    const address = await this.address(userId, pending.emailUuid);
    if (provider === undefined || address === undefined) return err(INBOX_SYNC_ERRORS.invalidState);
    // The app-password way may be tried again with the same state (a mistyped password or server).
    const again = async <T>(refusal: Result<T, ApiError>) => {
      if (provider.kind === 'password') await this.deps.store.savePending(pending);
      return refusal;
    };
    const signIn = provider.kind === 'oauth' ? await this.oauthSignIn(provider, pending.sealedVerifier, form.code, address.address) : passwordSignIn(form);
    if (!signIn.ok) return again(signIn);
    const status = await this.deps.mailbox.status(signIn.value.login);
    if (!status.ok) {
      this.deps.log?.(`inbox sync setup for ${pending.emailUuid}: ${status.error.kind} (${status.error.detail})`);
      return again(err(status.error.kind === 'auth' ? INBOX_SYNC_ERRORS.authFailed : INBOX_SYNC_ERRORS.unreachable));
    }
    const sync: InboxSync = {
      emailUuid: pending.emailUuid,
      userId,
      providerId: provider.id,
      username: signIn.value.login.username,
      server: signIn.value.login.server,
      sealed: this.deps.secrets.seal(JSON.stringify(signIn.value.secret)),
      cursor: syncRange(undefined, status.value).cursor,
      lastFetchAt: now,
      failures: 0,
      lastError: '',
      createdAt: now,
    };
    await this.deps.store.save(sync);
    await this.schedule(sync.emailUuid, nextInboxLook(now, 0, this.deps.pollSeconds));
    return ok(sync);
  }

  private async oauthSignIn(
    provider: InboxProvider,
    sealedVerifier: string,
    code: string,
    address: string,
  ): Promise<Result<{ login: MailboxLogin; secret: Secret }, ApiError>> {
    const verifier = this.deps.secrets.open(sealedVerifier);
    if (code === '' || verifier === undefined || provider.imap === null) return err(INBOX_SYNC_ERRORS.invalidState);
    const grant = await this.deps.oauth.exchange(provider.id, { code, verifier, redirectUri: `${this.deps.publicUrl}${INBOX_SYNC_CALLBACK_PATH}` });
    if (!grant.ok) return err(grant.error.kind === 'auth' ? INBOX_SYNC_ERRORS.authFailed : INBOX_SYNC_ERRORS.unreachable);
    return ok({ login: { server: provider.imap, username: address, accessToken: grant.value.accessToken }, secret: tokenSecret(grant.value) });
  }

  private async schedule(emailUuid: string, runAt: Date): Promise<void> {
    await this.deps.jobs.enqueue(
      { kind: INBOX_SYNC_JOB, payload: { emailUuid }, runAt, dedupeKey: `inbox-sync:${emailUuid}`, maxAttempts: 1 },
      this.deps.clock.now(),
    );
  }

  /**
   * Runs one INBOX_SYNC_JOB: signs in (renewing an OAuth access token that is about to end),
   * imports each new message (structured data only: a synced inbox holds more than bookings, and
   * none of it goes to an LLM), keeping the cursor after each so a restart never imports a
   * message twice, then schedules the next look. Failures back off; after
   * INBOX_AUTH_FAILURES_BEFORE_STOP refusals of the credentials the sync stops and FF tells the user.
   * A sync switched off meanwhile is left alone.
   *
   * @example
   * await inbox.run({ payload: { emailUuid: 'e1' } });
   */
  async run(job: Pick<Job, 'payload'>): Promise<void> {
    const emailUuid = job.payload['emailUuid'];
    const sync = typeof emailUuid === 'string' ? await this.deps.store.get(emailUuid) : undefined;
    if (sync === undefined) return;
    const login = await this.login(sync);
    let cursor = sync.cursor;
    const result = login.ok
      ? await this.deps.mailbox.read(login.value.login, sync.cursor, { idleSeconds: this.deps.idleSeconds, maxBytes: this.deps.maxBytes }, async (uid, raw) => {
          if (raw !== null) await this.importOne(sync, raw);
          cursor = advanceCursor(cursor, uid);
          await this.deps.store.recordLook(sync.emailUuid, { ...this.look(sync, login.value.sealed), cursor });
        })
      : login;
    const now = this.deps.clock.now();
    if (result.ok) {
      const placed = syncRange(cursor, result.value).cursor;
      await this.deps.store.recordLook(sync.emailUuid, {
        cursor: placed,
        sealed: login.ok ? login.value.sealed : sync.sealed,
        lastFetchAt: now,
        failures: 0,
        lastError: '',
      });
      return this.schedule(sync.emailUuid, nextInboxLook(now, 0, this.deps.pollSeconds));
    }
    return this.failed(sync, cursor, result.error);
  }

  private look(sync: InboxSync, sealed: string) {
    return { sealed, lastFetchAt: sync.lastFetchAt, failures: sync.failures, lastError: sync.lastError };
  }

  private async failed(sync: InboxSync, cursor: InboxCursor, failure: InboxFailure): Promise<void> {
    const now = this.deps.clock.now();
    const failures = sync.failures + 1;
    this.deps.log?.(`inbox sync ${sync.emailUuid}: ${failure.kind} (${failure.detail}), ${failures} in a row`);
    if (failure.kind === 'auth' && failures >= INBOX_AUTH_FAILURES_BEFORE_STOP) {
      await this.deps.store.remove(sync.emailUuid);
      const email = (await this.address(sync.userId, sync.emailUuid))?.address ?? sync.username;
      await this.deps.alerts.raise({
        userId: sync.userId,
        typeCode: 'FF',
        tripUuid: '',
        tripItemUuid: '',
        fromUserId: '',
        facts: { subject: '', reason: 'inbox-auth', email },
      });
      return;
    }
    await this.deps.store.recordLook(sync.emailUuid, {
      cursor,
      sealed: sync.sealed,
      lastFetchAt: sync.lastFetchAt,
      failures,
      lastError: `${failure.kind}: ${failure.detail}`.slice(0, 300),
    });
    await this.schedule(sync.emailUuid, nextInboxLook(now, failures, this.deps.pollSeconds));
  }

  // The sign-in for a look, and the sealed secret to keep (renewed when a token was refreshed).
  private async login(sync: InboxSync): Promise<Result<{ login: MailboxLogin; sealed: string }, InboxFailure>> {
    const opened = this.deps.secrets.open(sync.sealed);
    const secret = opened === undefined ? undefined : (JSON.parse(opened) as Secret);
    if (secret === undefined) return err({ kind: 'auth', detail: 'sealed secret unreadable (server key changed?)' });
    if ('password' in secret) return ok({ login: { server: sync.server, username: sync.username, password: secret.password }, sealed: sync.sealed });
    const fresh = Date.parse(secret.expiresAt) - this.deps.clock.now().getTime() > 60_000;
    if (fresh) return ok({ login: { server: sync.server, username: sync.username, accessToken: secret.accessToken }, sealed: sync.sealed });
    if (secret.refreshToken === '') return err({ kind: 'auth', detail: 'access token ended and no refresh token' });
    const grant = await this.deps.oauth.refresh(sync.providerId, secret.refreshToken);
    if (!grant.ok) return grant;
    const renewed = tokenSecret({ ...grant.value, refreshToken: grant.value.refreshToken || secret.refreshToken });
    return ok({
      login: { server: sync.server, username: sync.username, accessToken: renewed.accessToken },
      sealed: this.deps.secrets.seal(JSON.stringify(renewed)),
    });
  }

  private async importOne(sync: InboxSync, raw: Uint8Array): Promise<void> {
    const profile = await this.deps.accounts.profile(sync.userId);
    const zone = profile === undefined || profile.homeAirport === '' ? null : this.deps.zoneOfAirport(profile.homeAirport);
    const today = todayInZone(this.deps.clock.now(), zone);
    // Mail that holds no booking is simply not a travel message: nothing to say about it.
    await this.deps.imports.importFile(sync.userId, { name: '', bytes: raw, tripUuid: '', today, mayAskLlm: false });
  }
}

const tokenSecret = (grant: InboxGrant): TokenSecret => ({
  accessToken: grant.accessToken,
  refreshToken: grant.refreshToken,
  expiresAt: grant.expiresAt.toISOString(),
});

function passwordSignIn(form: {
  readonly imap_host: string;
  readonly imap_port: number;
  readonly imap_username: string;
  readonly app_password: string;
}): Result<{ login: MailboxLogin; secret: Secret }, ApiError> {
  if (form.imap_host === '' || form.imap_username === '' || form.app_password === '') return err(INBOX_SYNC_ERRORS.missingServer);
  const server = { host: form.imap_host, port: form.imap_port, secure: form.imap_port === 993 };
  return ok({ login: { server, username: form.imap_username, password: form.app_password }, secret: { password: form.app_password } });
}
