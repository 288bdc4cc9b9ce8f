import type { ApiError } from '../contract/error.js';
import { IMPORT_ERRORS } from '../contract/imports/import-entries.js';
import { UNFILED_TRIPS_QUERY, type AlertAction } from '../domain/alerts/alert-actions.js';
import { todayInZone } from '../domain/trips/trip-timing.js';
import { alertActionPath } from '../navigation/alert-link.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { MessageParser } from '../ports/inbound-message.port.js';
import type { Job } from '../ports/job-queue.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import type { InboundMessageRecord, PlansAddressStore } from '../ports/plans-address-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';
import type { ImportOutcome, ImportService } from './import-service.js';

/**
 * The job kind that imports a message received at the plans address (payload `{ messageId }`).
 *
 * @example
 * await jobs.enqueue({ kind: INBOUND_IMPORT_JOB, payload: { messageId: 'm1' }, dedupeKey: 'inbound:…' }, now);
 */
export const INBOUND_IMPORT_JOB = 'inbound-import';

/**
 * What the inbound import job needs: the received messages and their blobs, the import use case,
 * the account (language, addresses, home airport), trips (names for the reply), alerts (FF), the
 * mailer with its templates, the clock, the public origin for links, the zone of an airport
 * (today is read in the zone of the user's home airport, else UTC) and the message parser (the subject).
 *
 * @example
 * const deps: InboundImportDeps = { store, blobs, imports, accounts, trips, alerts, mailer, templates, clock, publicUrl, zoneOfAirport, parser };
 */
export interface InboundImportDeps {
  readonly store: Pick<PlansAddressStore, 'message' | 'finish'>;
  readonly blobs: Pick<BlobStore, 'get'>;
  readonly imports: Pick<ImportService, 'importFile'>;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly trips: Pick<TripStore, 'get'>;
  readonly alerts: AlertRaiser;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly zoneOfAirport: (code: string) => string | null;
  readonly parser: MessageParser;
}

type Report = Extract<MailTemplate, { kind: 'import-report' }>;
type Failure = Report['failure'];

const FAILURES: ReadonlyArray<readonly [ApiError, Failure]> = [
  [IMPORT_ERRORS.nothingFound, 'nothing-found'],
  [IMPORT_ERRORS.tooLarge, 'too-large'],
  [IMPORT_ERRORS.unsupported, 'unsupported'],
];
const failureOf = (e: ApiError): Failure => FAILURES.find(([known]) => known.detailedErrorCode === e.detailedErrorCode)?.[1] ?? 'error';

const link = (deps: InboundImportDeps, action: AlertAction): string => `${deps.publicUrl}/app${alertActionPath(action) ?? ''}`;

/**
 * Runs one INBOUND_IMPORT_JOB: imports the received message as the user's upload would (no trip
 * given: placement files the plans), replies to the sender (or, when the sender is not one of the
 * user's confirmed addresses, to the primary address) with what was added or why not, raises FF
 * when nothing could be imported, and forgets the raw message. A message already handled is left
 * alone, so a job run twice replies once; a throw on the last attempt still replies and raises FF.
 *
 * @example
 * await runInboundImport(deps, { payload: { messageId: 'm1' }, attempts: 1, maxAttempts: 5 });
 */
export async function runInboundImport(deps: InboundImportDeps, job: Pick<Job, 'payload' | 'attempts' | 'maxAttempts'>): Promise<void> {
  const id = job.payload['messageId'];
  const message = typeof id === 'string' ? await deps.store.message(id) : undefined;
  if (message === undefined || message.state !== 'queued') return;
  try {
    await importMessage(deps, message);
  } catch (e: unknown) {
    if (job.attempts < job.maxAttempts) throw e;
    await fail(deps, message, 'error', '');
    throw e;
  }
}

async function importMessage(deps: InboundImportDeps, message: InboundMessageRecord): Promise<void> {
  const blob = await deps.blobs.get(message.blobId);
  const profile = await deps.accounts.profile(message.userId);
  if (blob === undefined || profile === undefined) return deps.store.finish(message.id, 'failed', deps.clock.now());
  const zone = profile.homeAirport === '' ? null : deps.zoneOfAirport(profile.homeAirport);
  const today = todayInZone(deps.clock.now(), zone);
  const r = await deps.imports.importFile(message.userId, { name: '', bytes: blob.bytes, tripUuid: '', today });
  const subject = await subjectOf(deps, blob.bytes);
  if (!r.ok) return fail(deps, message, failureOf(r.error), subject);
  await reply(deps, message, { kind: 'import-report', subject, ...(await added(deps, message.userId, r.value)), failure: '', manageLink: manageLink(deps) });
  await deps.store.finish(message.id, 'imported', deps.clock.now());
}

async function added(deps: InboundImportDeps, userId: string, outcome: ImportOutcome): Promise<Pick<Report, 'plans' | 'trip'>> {
  const plans = outcome.plans.map((p) => ({ name: p.display_name, link: `${deps.publicUrl}/app${p.relative_url}` }));
  const tripUuid = outcome.tripUuid !== '' ? outcome.tripUuid : (outcome.plans.find((p) => p.trip_uuid !== '')?.trip_uuid ?? '');
  const found = tripUuid === '' ? undefined : await deps.trips.get(tripUuid, userId);
  const trip =
    found === undefined
      ? { name: '', link: link(deps, { name: 'trips', params: {}, query: UNFILED_TRIPS_QUERY }) }
      : { name: found.trip.displayName, link: link(deps, { name: 'trip_summary', params: { tripUuid } }) };
  return { plans, trip };
}

const manageLink = (deps: InboundImportDeps): string => link(deps, { name: 'account-manage', params: {} });

async function fail(deps: InboundImportDeps, message: InboundMessageRecord, failure: Failure, subject: string): Promise<void> {
  await deps.alerts.raise({ userId: message.userId, typeCode: 'FF', tripUuid: '', tripItemUuid: '', fromUserId: '', facts: { subject, reason: failure } });
  await reply(deps, message, { kind: 'import-report', subject, plans: [], trip: null, failure, manageLink: manageLink(deps) });
  await deps.store.finish(message.id, failure === 'nothing-found' ? 'nothing' : 'failed', deps.clock.now());
}

async function reply(deps: InboundImportDeps, message: InboundMessageRecord, report: Report): Promise<void> {
  const profile = await deps.accounts.profile(message.userId);
  if (profile === undefined) return;
  const to = message.sender !== '' ? message.sender : profile.emailAddresses.find((e) => e.isPrimary)?.address;
  if (to === undefined) return;
  await deps.mailer.send({ to, ...deps.templates.render(report, profile.languageTag) });
}

// The message's subject, decoded (empty when the message cannot be read).
async function subjectOf(deps: InboundImportDeps, bytes: Uint8Array): Promise<string> {
  return deps.parser.parse(bytes).then(
    (m) => m.subject.slice(0, 200),
    () => '',
  );
}
