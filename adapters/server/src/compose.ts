import { join } from 'node:path';
import {
  lookupHandlers, profileHandlers, tripHandlers, TripInvitationClaims, tripSharingHandlers, type AccountDeps, type Mailer, type PlaceLookup,
} from '@waybook/core';
import { Argon2PasswordHasher, CryptoIdGenerator, FileOutboxMailer, SmtpMailer, SystemClock } from '@waybook/adapter-providers';
import {
  openDatabase, SqlAccountStore, SqlBlobStore, SqlLegacyIdStore, SqlLoginAttemptStore, SqlSessionStore, SqlTripStore, type OpenDatabase,
} from '@waybook/adapter-sql';
import type { ServerConfig } from './config.js';
import { createApp } from './app.js';
import { CatalogueMessageTemplates } from './mail-templates.js';

/** Replaceable parts, for tests: a fixed clock, a fake mailer, an already loaded place index. */
export interface ComposeOverrides {
  readonly clock?: AccountDeps['clock'];
  readonly mailer?: Mailer;
  readonly database?: OpenDatabase;
  readonly places: PlaceLookup;
  readonly spaRoot?: string;
  readonly log?: (line: string) => void;
}

/**
 * The server's composition root: real adapters wired to the core use cases.
 *
 * @example
 * const server = await composeServer(loadConfig(process.env), { places });
 */
export async function composeServer(config: ServerConfig, o: ComposeOverrides) {
  const log = o.log ?? ((line: string) => console.log(line));
  const database = o.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  const ids = new CryptoIdGenerator();
  const clock = o.clock ?? new SystemClock();
  const mailer = o.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new FileOutboxMailer(join(config.dataDir, 'outbox'), ids, log));
  const accounts = new SqlAccountStore(db);
  const sessions = new SqlSessionStore(db);
  const legacyIds = new SqlLegacyIdStore(db);
  const trips = new SqlTripStore(db);
  const blobs = new SqlBlobStore(db);
  const templates = new CatalogueMessageTemplates();
  const account: AccountDeps = {
    accounts, sessions, attempts: new SqlLoginAttemptStore(db), hasher: new Argon2PasswordHasher(), mailer,
    templates, clock, ids, publicUrl: config.publicUrl, invitations: new TripInvitationClaims(trips, accounts),
  };
  const flags = { removeLegacyWeb: config.removeLegacyWeb, isGenaiAlertEnabled: config.isGenaiAlertEnabled, recaptchaSiteKey: config.recaptchaSiteKey, legacyWebUrl: config.legacyWebUrl };
  const handlers = [
    ...profileHandlers({ accounts, places: o.places, clock, flags }),
    ...lookupHandlers({ places: o.places, legacyIds }),
    ...tripHandlers({ trips, legacyIds, clock, ids, blobs }),
    ...tripSharingHandlers({ trips, accounts, mailer, templates, clock, ids, publicUrl: config.publicUrl }),
  ];
  const { app, accounts: accountService } = createApp({
    account, handlers, legacyWebUrl: config.legacyWebUrl, spaRoot: o.spaRoot ?? join(import.meta.dirname, '../../../ui/dist'), secureCookies: config.secureCookies, log,
    tripPages: { trips, accounts, blobs, clock },
  });
  return { app, database, accountService, stores: { accounts, sessions, legacyIds, trips, blobs } };
}
