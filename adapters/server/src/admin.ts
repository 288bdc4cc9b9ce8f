// `npm run admin -- block <email> <reason>` / `npm run admin -- unblock <email>`: sets or clears an
// account's blocked status; `npm run admin -- oauth register ...` registers a connected application (admin-oauth.ts); `npm run admin -- jobs ...` lists or retries background jobs (admin-jobs.ts); `npm run admin -- promo create <CODE> ...` adds a promo code and `npm run admin -- bulk grant <email> <company>` gives company-paid Pro (admin-promos.ts); in the server's database (DATABASE_URL, else the PGlite data directory
// under DATA_DIR; stop a server that uses PGlite first: one process opens its directory).
import { fileURLToPath } from 'node:url';
import { normalizeEmail } from '@waybook/core';
import { CryptoIdGenerator, SystemClock } from '@waybook/adapter-providers';
import { openDatabase, SqlAccountAlertStore, SqlAccountStore, SqlBillingStore, SqlJobQueue, SqlThrottleStore, type OpenDatabase } from '@waybook/adapter-sql';
import { StoredAlertRaiser } from '@waybook/core/server';
import { bulkCommand, BULK_USAGE, promoCommand, PROMOS_USAGE } from './admin-promos.js';
import { composeBilling } from './billing-compose.js';
import { jobsCommand, JOBS_USAGE } from './admin-jobs.js';
import { loadConfig } from './config.js';
import { OAUTH_USAGE, oauthCommand, randomToken, type OAuthAdminDeps } from './admin-oauth.js';
import { createOAuthServer } from './oauth/oauth-server.js';
import { AesGcmSecretBox, serverSecretKey } from './inbox/secret-box.js';
import { serverSecret, SqlOAuthStore } from '@waybook/adapter-sql';

const USAGE = `usage: npm run admin -- block <email> <reason> | npm run admin -- unblock <email> | ${JOBS_USAGE} | ${PROMOS_USAGE} | ${BULK_USAGE} | ${OAUTH_USAGE}`;
/** A reason is a short code (suspended, restricted_location, ...): the blocked page explains the known ones. */
const REASON = /^[a-z0-9_-]{1,64}$/i;

/** Where the admin command sets a blocked status: the account store (SqlAccountStore). */
export interface BlockedStatusStore {
  /** Sets the blocked status ('' clears it) of the account that has the address; false when none has it. */
  setBlockedStatus(email: string, status: string): Promise<boolean>;
}

/**
 * Runs one admin command on the account store; answers the exit code and a line to print. The
 * blocked account's sessions end on their next request (blocked-sessions.ts).
 *
 * @example
 * await adminCommand(['block', 'ada@example.com', 'suspended'], new SqlAccountStore(db)) // { code: 0, message: 'blocked ada@example.com (suspended)' }
 */
export async function adminCommand(args: readonly string[], accounts: BlockedStatusStore): Promise<{ code: number; message: string }> {
  const [command, rawEmail, reason] = args;
  const blocking = command === 'block' && reason !== undefined && REASON.test(reason) && args.length === 3;
  const unblocking = command === 'unblock' && args.length === 2;
  if (rawEmail === undefined || (!blocking && !unblocking)) return { code: 2, message: USAGE };
  const email = normalizeEmail(rawEmail);
  if (!(await accounts.setBlockedStatus(email, blocking ? (reason ?? '') : ''))) return { code: 1, message: `no account has the address ${email}` };
  return { code: 0, message: blocking ? `blocked ${email} (${reason})` : `unblocked ${email}` };
}

// Billing as the server composes it, on the same database: a grant schedules its end on the job queue.
function bulkDeps(db: OpenDatabase['db'], secretsKey: string) {
  const clock = new SystemClock();
  const accounts = new SqlAccountStore(db, clock);
  const jobs = new SqlJobQueue(db);
  const alerts = new StoredAlertRaiser({ alerts: new SqlAccountAlertStore(db), jobs, ids: new CryptoIdGenerator(), clock });
  const billing = composeBilling({ db, clock, secretsKey, jobs, alerts, accounts, throttle: new SqlThrottleStore(db), log: () => undefined });
  return {
    findUser: async (email: string) => (await accounts.findLogin(email))?.userId,
    grant: (userId: string, company: string) => billing.grantBulk(userId, company),
  };
}

// The authorization server as the server composes it (its checks of client metadata, the sealing key), on the same database.
async function oauthAdminDeps(db: OpenDatabase['db'], config: ReturnType<typeof loadConfig>): Promise<OAuthAdminDeps> {
  const store = new SqlOAuthStore(db, new SystemClock());
  const oauth = createOAuthServer({
    publicUrl: config.publicUrl,
    store,
    secrets: new AesGcmSecretBox(serverSecretKey(config.secretsKey, config.dataDir)),
    cookieKeys: [await serverSecret(db, 'oauth-cookies')],
    signingSecret: await serverSecret(db, 'oauth-signing'),
    resolveSession: () => Promise.resolve(undefined),
    dynamicRegistration: false,
    behindProxy: false,
    secureCookies: config.secureCookies,
  });
  return { register: (m) => oauth.registerClient(m), clients: () => store.clients(), removeClient: (id) => store.removeClient(id), token: randomToken };
}

// The admin command's composition root: the server's database, its account store.
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
    log: () => undefined,
  });
  try {
    const args = process.argv.slice(2);
    const run =
      args[0] === 'jobs'
        ? jobsCommand(args, new SqlJobQueue(database.db), new Date())
        : args[0] === 'promo'
          ? promoCommand(args, new SqlBillingStore(database.db), new Date())
          : args[0] === 'bulk'
            ? bulkCommand(args, bulkDeps(database.db, config.secretsKey))
            : args[0] === 'oauth'
              ? oauthAdminDeps(database.db, config).then((deps) => oauthCommand(args, deps))
              : adminCommand(args, new SqlAccountStore(database.db));
    const { code, message } = await run;
    (code === 0 ? console.log : console.error)(message);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
