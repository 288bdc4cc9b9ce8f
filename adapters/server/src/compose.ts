import { join } from 'node:path';
import type { Mailer, PlaceLookup } from '@waybook/core';
import {
  accountDeletionHandlers,
  CachedSessionStore,
  documentHandlers,
  emailAddressHandlers,
  lookupHandlers,
  planHandlers,
  planZoneResolver,
  profileHandlers,
  tripHandlers,
  TripInvitationClaims,
  tripSharingHandlers,
  type AccountDeps,
  type BoundHandler,
} from '@waybook/core/server';
import { Argon2PasswordHasher, CryptoIdGenerator, FileOutboxMailer, SmtpMailer, SystemClock } from '@waybook/adapter-providers';
import {
  openDatabase,
  SqlAccountStore,
  SqlBlobStore,
  SqlDocumentStore,
  SqlPlanStore,
  SqlLegacyIdStore,
  SqlAccountLinkStore,
  SqlEmailAddressStore,
  SqlAccountDeletionStore,
  SqlSessionStore,
  SqlThrottleStore,
  SqlTripStore,
  serverSecret,
  type OpenDatabase,
} from '@waybook/adapter-sql';
import { ReferenceTimeZoneLookup } from '@waybook/adapter-reference-data';
// Flight data: the deterministic sandbox until a provider is configured (docs/architecture.md, Sandbox services).
import { flightConflictHandlers, flightInfoHandlers, importHandlers, ImportService, planWriter } from '@waybook/core/server';
import { SandboxFlightData } from '@waybook/adapter-providers';
// Lookups (autocomplete): reference data indexes, built on first use or by main.ts once the server listens.
import { createReferenceLookups, type ReferenceLookups } from '@waybook/adapter-reference-data';
// Passwords: change while signed in, reset by e-mailed link.
import { PasswordService, passwordHandlers } from '@waybook/core/server';
import { travelerProfileHandlers } from '@waybook/core/server';
import { SqlPasswordStore } from '@waybook/adapter-sql';
// Account merge: requestMergeAccounts and the mailed link.
import { accountMergeHandlers } from '@waybook/core/server';
import { alertHandlers, StoredAlertRaiser } from '@waybook/core/server';
import { CatalogueAlertTexts } from './alert-texts.js';
import { SqlAccountMergeStore } from '@waybook/adapter-sql';
// Background jobs: the queue in the database.
import { SqlJobQueue } from '@waybook/adapter-sql';
import { SqlAccountAlertStore, SqlReminderSource } from '@waybook/adapter-sql';
// Profile photos: upload, removal and the photo route.
import { profilePhotoHandlers } from '@waybook/core/server';
import { SqlProfilePhotoStore } from '@waybook/adapter-sql';
// Inner Circle: invitations, connections, claims of e-mail invitations, the public-sharing switch.
import { InnerCircleClaims, innerCircleHandlers, withInnerCircleClaims } from '@waybook/core/server';
import { SqlInnerCircleStore } from '@waybook/adapter-sql';
// Notifications and phone: saved settings, SMS set-up, texts through the SMS port (a SANDBOX outbox by default).
import { notificationSettingsHandlers, notificationSettingsOf, phoneHandlers, SavedNotificationChannels } from '@waybook/core/server';
import {
  DisabledRecaptcha,
  FflatePassUnpacker,
  LibPhoneNumbers,
  MailparserMessageParser,
  SandboxSmsSender,
  SiteverifyRecaptcha,
  ZxingBarcodeReader,
} from '@waybook/adapter-providers';
import { SqlFlightConflictStore, SqlImportStore, SqlNotificationSettingStore, SqlRecaptchaPassStore, SqlSmsPhoneStore } from '@waybook/adapter-sql';
import { SMS_CODE_LIMITS } from '@waybook/core';
import { CatalogueNotificationNames } from './notification-names.js';
import { RECAPTCHA_CSP, recaptchaOf, type ServerConfig } from './config.js';
import { createApp } from './app.js';
import { assertContractBindings } from './contract-bindings.js';
import { CatalogueMessageTemplates } from './mail-templates.js';
import { jobHandlers } from './job-handlers.js';
// Forwarding to the plans address (issue 14): the plans address calls and the inbound import job.
import { INBOUND_IMPORT_JOB, plansAddressHandlers, runInboundImport } from '@waybook/core/server';
import { SqlPlansAddressStore } from '@waybook/adapter-sql';
import { inboundState } from './inbound/inbound-config.js';
// The AI extractor (issue 14).
import { aiImportHandlers, aiImportIsActive, aiImportOfUser } from '@waybook/core/server';
import { SqlAiImportStore } from '@waybook/adapter-sql';
import { OpenAiCompatibleLlm } from '@waybook/adapter-providers';
import { planImportHandlers } from '@waybook/core/server';
// Inbox sync (issue 14): OAuth 2.0 + IMAP XOAUTH2 providers, IMAP with an app password, the sync job.
import { INBOX_SYNC_JOB, InboxSyncService } from '@waybook/core/server';
import { BOOKING_FILE_MAX_BYTES } from '@waybook/core';
import { SqlCalendarFeedStore, SqlInboxSyncStore } from '@waybook/adapter-sql';
import { inboxLogLine, inboxProviders } from './inbox/inbox-config.js';
import { GenericInboxOAuth } from './inbox/oauth-inbox.js';
import { ImapMailbox } from './inbox/imap-mailbox.js';
import { AesGcmSecretBox, serverSecretKey } from './inbox/secret-box.js';
// Pro billing (issue 15): subscriptions, cards as processor tokens, promos, trials, renewals; the SANDBOX processor.
import { BILLING_RENEWAL_JOB, CalendarFeedService } from '@waybook/core/server';
import { calendarFeedLabels } from './calendar/calendar-feed-route.js';
import { composeBilling } from './billing-compose.js';
// Export and import of a user's data (issue 16): jobs on the queue, archives in blobs (migration 027).
import { DATA_EXPORT_EXPIRY_JOB, DATA_EXPORT_JOB, DATA_IMPORT_JOB } from '@waybook/core/server';
import { composeDataTransfers } from './data-export/data-export-compose.js';
import { FflateArchiver } from '@waybook/adapter-providers';
import { SqlDataImportUnit, SqlDataTransferStore } from '@waybook/adapter-sql';
// Connected applications (issue 16): Waybook as an OAuth 2.0 provider (oidc-provider), its records in SQL (migration 026).
import { AccountService, connectedApplicationHandlers } from '@waybook/core/server';
import { SqlConnectedApplicationStore, SqlOAuthStore } from '@waybook/adapter-sql';
import { createOAuthServer } from './oauth/oauth-server.js';
// Support (issue 16): the support page's contact form, mailed to SUPPORT_EMAIL by a job.
import { sendSupportMail, SUPPORT_REQUEST_MAIL_JOB, supportHandlers } from '@waybook/core/server';
import { supportLogLine } from './support-config.js';

/** Replaceable parts, for tests: a fixed clock, a fake mailer, an already loaded place index. */
export interface ComposeOverrides {
  readonly clock?: AccountDeps['clock'];
  readonly mailer?: Mailer;
  readonly database?: OpenDatabase;
  readonly places: PlaceLookup;
  /** Airport and coordinate time zones for plans; default: the reference data, indexed on first use. */
  readonly timeZones?: { forAirport(code: string): string | null; at(latitude: number, longitude: number): string | null };
  /** Airport, airline, country, state and address lookups; default: the reference data, indexed on first use. */
  readonly reference?: ReferenceLookups;
  readonly spaRoot?: string;
  readonly log?: (line: string) => void;
  /** Changes the bound handlers before the start-up contract check, for tests of that check. */
  readonly adjustHandlers?: (handlers: readonly BoundHandler[]) => readonly BoundHandler[];
}

/**
 * The server's composition root: real adapters wired to the core use cases.
 *
 * @example
 * const server = await composeServer(loadConfig(process.env), { places });
 */
export async function composeServer(config: ServerConfig, o: ComposeOverrides) {
  const log = o.log ?? ((line: string) => console.log(line));
  const database =
    o.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements, log }));
  const { db } = database;
  const ids = new CryptoIdGenerator();
  const clock = o.clock ?? new SystemClock();
  const mailer = o.mailer ?? (config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new FileOutboxMailer(join(config.dataDir, 'outbox'), ids, log));
  const accounts = new SqlAccountStore(db, clock);
  // Sessions read in the last few seconds answer from memory (bound: SESSION_CACHE_MS).
  const sessions = new CachedSessionStore(new SqlSessionStore(db), clock);
  const legacyIds = new SqlLegacyIdStore(db);
  const trips = new SqlTripStore(db);
  const plans = new SqlPlanStore(db);
  const blobs = new SqlBlobStore(db);
  const documents = new SqlDocumentStore(db);
  const profilePhotos = new SqlProfilePhotoStore(db);
  const templates = new CatalogueMessageTemplates();
  const innerCircle = new SqlInnerCircleStore(db);
  // E-mail invitations to the Inner Circle are taken up with the trip ones (alerts: created below, raised later).
  const circleClaims = new InnerCircleClaims({ circle: innerCircle, accounts, clock, alerts: { raise: (alert) => alerts.raise(alert) } });
  const account: AccountDeps = {
    accounts,
    sessions,
    links: new SqlAccountLinkStore(db),
    throttle: new SqlThrottleStore(db),
    hasher: new Argon2PasswordHasher(),
    mailer,
    templates,
    clock,
    ids,
    publicUrl: config.publicUrl,
    invitations: withInnerCircleClaims(new TripInvitationClaims(trips, accounts), circleClaims),
  };
  const recaptcha = recaptchaOf(config);
  if (recaptcha.warning !== '') log(recaptcha.warning);
  const flags = {
    removeLegacyWeb: config.removeLegacyWeb,
    isGenaiAlertEnabled: config.isGenaiAlertEnabled,
    recaptchaSiteKey: recaptcha.enabled ? config.recaptchaSiteKey : '',
    legacyWebUrl: config.legacyWebUrl,
  };
  const timeZones = o.timeZones ?? new ReferenceTimeZoneLookup();
  const reference = o.reference ?? createReferenceLookups(o.places);
  // Background jobs (job-worker.ts runs them): the reset mail is queued, so a known address answers as fast as an unknown one.
  const jobQueue = new SqlJobQueue(db);
  const passwords = new PasswordService({ ...account, passwords: new SqlPasswordStore(db), jobs: jobQueue });
  // Alerts: stored for the message list, delivered by a job (e-mail, SMS) per the user's settings.
  const alertStore = new SqlAccountAlertStore(db);
  const alertTexts = new CatalogueAlertTexts();
  const alerts = new StoredAlertRaiser({ alerts: alertStore, jobs: jobQueue, ids, clock });
  const notificationSettings = new SqlNotificationSettingStore(db);
  const notificationNames = new CatalogueNotificationNames(SMS_CODE_LIMITS.ttlMinutes);
  const smsOutbox = join(config.dataDir, 'sms-outbox');
  const sms = new SandboxSmsSender(smsOutbox, ids, log);
  log(`SMS: SANDBOX, text messages are written to ${smsOutbox} and never sent`);
  const channels = new SavedNotificationChannels(notificationSettings);
  const alertDelivery = { alerts: alertStore, accounts, texts: alertTexts, channels, mailer, templates, publicUrl: config.publicUrl, sms };
  const flightConflicts = new SqlFlightConflictStore(db);
  const planDeps = { plans, trips, accounts, legacyIds, clock, ids, zones: planZoneResolver(timeZones, o.places) };
  // Where imported plans came from (their page says so) and the original message, for editors.
  const planImports = { plans, trips, imports: new SqlImportStore(db), blobs };
  // The AI extractor (issue 14): an LLM only when configured; messages go to it only for users who opted in.
  log(config.llm.line);
  const llm = config.llm.config ? new OpenAiCompatibleLlm({ ...config.llm.config, log }) : undefined;
  const aiImport = {
    choices: new SqlAiImportStore(db),
    policy: { offered: llm !== undefined, readOnly: config.llm.config?.readOnly ?? false },
    endpointHost: llm?.endpointHost ?? '',
    clock,
  };
  // The import use case (uploads, and messages forwarded to the plans address).
  const importService = new ImportService({
    plans,
    trips,
    imports: new SqlImportStore(db),
    conflicts: flightConflicts,
    blobs,
    writer: planWriter(planDeps),
    zones: { forAirport: (code) => timeZones.forAirport(code), forPlace: () => null },
    parser: new MailparserMessageParser(clock),
    unpacker: new FflatePassUnpacker(),
    // Boarding passes as PDFs and pictures: their barcodes (PDF417, Aztec, QR, Data Matrix), read in this process.
    barcodes: new ZxingBarcodeReader(),
    alerts,
    accounts,
    legacyIds,
    clock,
    ids,
    ...(llm ? { llm: { llm, isOptedIn: (userId: string) => aiImportIsActive(aiImport, userId) } } : {}),
    airports: reference.airports,
  });
  // Forwarding to the plans address: the listener's store (main.ts starts it), the two calls, the import job.
  const plansAddresses = new SqlPlansAddressStore(db);
  const plansDomain = inboundState(config.inbound).on ? config.inbound.domain : '';
  const inboundImport = {
    ...{ store: plansAddresses, blobs, imports: importService, accounts, trips, alerts, mailer, templates, clock },
    ...{ publicUrl: config.publicUrl, zoneOfAirport: (code: string) => timeZones.forAirport(code), parser: new MailparserMessageParser(clock) },
  };
  // Inbox sync: each synced inbox is looked at by a job that schedules the next look.
  log(inboxLogLine(config.inbox));
  const emailAddresses = new SqlEmailAddressStore(db);
  // One key seals inbox passwords and tokens and the calendar feeds' tokens (SECRETS_KEY or DATA_DIR/secret.key).
  const secrets = new AesGcmSecretBox(serverSecretKey(config.secretsKey, config.dataDir));
  const inboxSync = new InboxSyncService({
    providers: inboxProviders(config.inbox),
    oauth: new GenericInboxOAuth(config.inbox.oauth, { now: () => clock.now() }),
    mailbox: new ImapMailbox({ allowPrivateHosts: config.inbox.allowPrivateHosts, trustedHosts: config.inbox.oauth.map((p) => p.imap.host.toLowerCase()) }),
    store: new SqlInboxSyncStore(db),
    secrets,
    emails: emailAddresses,
    jobs: jobQueue,
    imports: importService,
    accounts,
    zoneOfAirport: (code: string) => timeZones.forAirport(code),
    alerts,
    ids,
    clock,
    publicUrl: config.publicUrl,
    pollSeconds: config.inbox.pollSeconds,
    // An IDLE wait must end well inside the job's lease, or another worker would take the job over.
    idleSeconds: Math.min(config.inbox.idleSeconds, Math.floor(config.jobLeaseSeconds / 2)),
    maxBytes: BOOKING_FILE_MAX_BYTES,
    log,
  });
  // Billing: the sandbox processor (test cards only, no real card is ever charged) until a processor adapter exists (billing-compose.ts).
  log('Payments: SANDBOX, only the documented test cards work and nothing is really charged');
  const billing = composeBilling({ db, clock, secretsKey: config.secretsKey, jobs: jobQueue, alerts, accounts, throttle: account.throttle, log });
  const calendarFeed = new CalendarFeedService({
    store: new SqlCalendarFeedStore(db),
    box: secrets,
    ids,
    clock,
    publicUrl: config.publicUrl,
    trips,
    plans,
    accounts,
    timeZones,
    labels: calendarFeedLabels,
  });
  log(supportLogLine(config.supportEmail));
  const support = { accounts, throttle: account.throttle, jobs: jobQueue, mailer, templates, clock, ids, supportEmail: config.supportEmail };
  const oauthStore = new SqlOAuthStore(db, clock);
  const signIns = new AccountService(account);
  const oauth = createOAuthServer({
    publicUrl: config.publicUrl,
    store: oauthStore,
    secrets,
    cookieKeys: [await serverSecret(db, 'oauth-cookies')],
    signingSecret: await serverSecret(db, 'oauth-signing'),
    resolveSession: (id) => signIns.resolveSession(id),
    dynamicRegistration: config.oauthDynamicRegistration,
    behindProxy: config.trustProxy > 0,
    secureCookies: config.secureCookies,
    log,
  });
  log(`OAuth 2.0 provider: ON at ${config.publicUrl}/oauth (dynamic registration ${config.oauthDynamicRegistration ? 'ON' : 'OFF'})`);
  const dataTransfers = composeDataTransfers({
    ...{ transfers: new SqlDataTransferStore(db), unit: new SqlDataImportUnit(db, clock), archives: new FflateArchiver() },
    ...{ clock, ids, trips, plans, documents, blobs, accounts, jobs: jobQueue, zones: planDeps.zones, timeZones },
    ...{ publicUrl: config.publicUrl, log },
  });
  const bound = [
    ...dataTransfers.handlers(),
    ...connectedApplicationHandlers({ store: new SqlConnectedApplicationStore(db, clock) }),
    ...supportHandlers(support),
    ...calendarFeed.handlers(),
    ...billing.handlers(),
    ...profileHandlers({
      accounts,
      places: o.places,
      clock,
      flags,
      notificationSettings: (p, locale) => notificationSettingsOf({ settings: notificationSettings, names: notificationNames }, p, locale),
      aiImport: (userId) => aiImportOfUser(aiImport, userId),
      icalUrl: (userId) => calendarFeed.icalUrl(userId),
    }),
    ...travelerProfileHandlers({ accounts, places: o.places, clock, flags }),
    ...lookupHandlers({ places: o.places, legacyIds, ...reference }),
    ...tripHandlers({ trips, legacyIds, clock, ids, blobs, plans }),
    ...planHandlers(planDeps),
    ...flightConflictHandlers({ conflicts: flightConflicts, plans, trips, clock }),
    ...planImportHandlers(planImports),
    // Imports (issue 14): uploads go through the same plan writer as the create call.
    ...importHandlers(importService, clock),
    ...plansAddressHandlers({ store: plansAddresses, domain: plansDomain, ids, clock }),
    ...aiImportHandlers(aiImport),
    ...tripSharingHandlers({ trips, accounts, mailer, templates, clock, ids, publicUrl: config.publicUrl, alerts }),
    ...flightInfoHandlers({ flights: new SandboxFlightData() }),
    ...documentHandlers({ plans, trips, documents, blobs, clock, ids, accounts }),
    ...accountDeletionHandlers({ ...account, deletion: new SqlAccountDeletionStore(db), forgetSessions: (userId) => sessions.forgetUser(userId) }),
    ...accountMergeHandlers({ ...account, merges: new SqlAccountMergeStore(db), forgetSessions: (userId) => sessions.forgetUser(userId) }),
    ...passwordHandlers(passwords),
    ...emailAddressHandlers({ ...account, emails: emailAddresses, inbox: inboxSync }),
    ...inboxSync.handlers(),
    ...profilePhotoHandlers({ accounts, photos: profilePhotos, ids }),
    ...alertHandlers({ alerts: alertStore, accounts, texts: alertTexts, clock }),
    ...innerCircleHandlers({ circle: innerCircle, accounts, alerts, mailer, templates, clock, ids, publicUrl: config.publicUrl }),
    ...notificationSettingsHandlers({ settings: notificationSettings, names: notificationNames, accounts }),
    ...phoneHandlers({
      phones: new SqlSmsPhoneStore(db),
      numbers: new LibPhoneNumbers(),
      sms,
      isSandbox: true,
      countries: reference.countries,
      throttle: account.throttle,
      recaptcha: recaptcha.enabled
        ? new SiteverifyRecaptcha({
            secret: config.recaptchaSecret,
            ...(config.recaptchaVerifyUrl ? { verifyUrl: config.recaptchaVerifyUrl } : {}),
            minScore: config.recaptchaMinScore,
            log,
          })
        : new DisabledRecaptcha(),
      recaptchaRequired: recaptcha.enabled,
      recaptchaPasses: new SqlRecaptchaPassStore(db),
      ids,
      clock,
      // Text messages are not set up during a free trial (SMS_INVALID_FREE_TRIAL).
      isOnFreeTrial: async (userId) => (await billing.proAccess(userId)).isTrial,
      texts: notificationNames,
    }),
  ];
  const handlers = assertContractBindings(o.adjustHandlers?.(bound) ?? bound);
  const { app, accounts: accountService } = createApp({
    account,
    passwords,
    handlers,
    checkResponses: config.checkResponses,
    legacyWebUrl: config.legacyWebUrl,
    supportEmail: config.supportEmail,
    spaRoot: o.spaRoot ?? join(import.meta.dirname, '../../../ui/dist'),
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    database,
    cookieSecret: await serverSecret(db, 'cookie-signing'),
    log,
    tripPages: { trips, accounts, blobs, clock, plans, documents, timeZones },
    importMessages: planImports,
    calendarFeed: { feeds: calendarFeed, clock },
    dataExports: dataTransfers,
    oauth,
    profilePhotos,
    // Google's reCAPTCHA v3 script runs in the page and opens a frame of its own (allowed only when on).
    ...(recaptcha.enabled ? { thirdPartyScripts: RECAPTCHA_CSP } : {}),
  });
  return {
    app,
    database,
    accountService,
    stores: { accounts, sessions, throttle: account.throttle, accountLinks: account.links, legacyIds, trips, blobs, plans, documents },
    inbound: { store: plansAddresses, ids, clock, config: config.inbound, log },
    oauth: { server: oauth, store: oauthStore },
    jobs: {
      queue: jobQueue,
      clock,
      leaseSeconds: config.jobLeaseSeconds,
      handlers: jobHandlers({
        passwords,
        alertDelivery,
        reminders: { source: new SqlReminderSource(db), alerts, accounts },
        queue: jobQueue,
        clock,
        log,
        stores: { sessions, throttle: account.throttle, accountLinks: account.links, oauth: oauthStore },
        extra: {
          [INBOUND_IMPORT_JOB]: (job) => runInboundImport(inboundImport, job),
          [INBOX_SYNC_JOB]: (job) => inboxSync.run(job),
          [BILLING_RENEWAL_JOB]: (job) => billing.run(job),
          [DATA_EXPORT_JOB]: (job) => dataTransfers.run(job),
          [DATA_IMPORT_JOB]: (job) => dataTransfers.run(job),
          [DATA_EXPORT_EXPIRY_JOB]: (job) => dataTransfers.run(job),
          [SUPPORT_REQUEST_MAIL_JOB]: (job) => sendSupportMail(support, job.payload),
        },
      }),
    },
  };
}
