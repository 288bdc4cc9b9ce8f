import type { ApiError } from '../contract/error.js';
import { IMPORT_ERRORS, type ImportedPlanWire } from '../contract/imports/import-entries.js';
import { withStoredCost } from '../domain/money/plan-costs.js';
import { BOOKING_FILE_MAX_BYTES, bookingFileKind } from '../domain/imports/booking-file.js';
import { extractMessage, type ImportedPlan } from '../domain/imports/extract-message.js';
import { compareImportedFlight } from '../domain/imports/import-flight-compare.js';
import { importIdentity } from '../domain/imports/import-identity.js';
import { airportsToComplete, withAirportFacts } from '../domain/imports/imported-airports.js';
import { mergeImportedPlan } from '../domain/imports/import-plan-merge.js';
import type { ImportZoneResolver } from '../domain/imports/reservation-plan-parts.js';
import { EMPTY_BOOKING_FIELDS } from '../domain/plans/plan-fields.js';
import { planSegmentUuids } from '../domain/plans/plan-ids.js';
import { planTitle } from '../domain/plans/plan-timeline-titles.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { err, ok, type Result } from '../domain/result.js';
import { canEditTrip } from '../domain/trips/trip-access.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AirportLookup } from '../ports/airport-lookup.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { FlightConflictStore } from '../ports/flight-conflict-store.port.js';
import type { ImportStore } from '../ports/import-store.port.js';
import type { BarcodeReader, MessageParser, PassUnpacker } from '../ports/inbound-message.port.js';
import type { PlanStore, StoredPlan } from '../ports/plan-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';
import { openFlightConflict } from './import-conflicts.js';
import { fileMessage } from './import-message.js';
import { extractWithLlmFallback, type LlmFallback } from './llm-fallback.js';
import { placeImportedPlans, type PlacedImport } from './import-placing.js';
import { planRelativeUrl } from './plan-answers.js';
import { invalidPlanError } from './plan-rules.js';
import type { PlanWriter } from './plan-writer.js';
import { tripWithRight } from './trip-handlers.js';

/**
 * What imports need: the stores, the plan writer (the same write path as the create call), the
 * zones of places, the mail parser, pass unpacker and barcode reader (adapters), and the alert raiser.
 *
 * @example
 * const deps: ImportDeps = { plans, trips, imports, conflicts, blobs, writer, zones, parser, unpacker, barcodes, alerts, accounts, legacyIds, clock, ids };
 */
export interface ImportDeps {
  readonly plans: PlanStore;
  readonly trips: TripStore;
  readonly imports: ImportStore;
  readonly conflicts: FlightConflictStore;
  readonly blobs: BlobStore;
  readonly writer: PlanWriter;
  readonly zones: ImportZoneResolver;
  readonly parser: MessageParser;
  readonly unpacker: PassUnpacker;
  /** Reads the barcodes of PDFs and images of boarding passes (uploaded, or attached to an e-mail). */
  readonly barcodes: BarcodeReader;
  readonly alerts: AlertRaiser;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly legacyIds: LegacyIdStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The AI extractor: asked only for users who opted in, when no structured data is found. */
  readonly llm?: LlmFallback;
  /** The airport data: completes flights whose airports came as bare codes (a boarding pass). */
  readonly airports?: Pick<AirportLookup, 'byCode'>;
}

/**
 * What an import did: each plan with its outcome, and where new plans went.
 *
 * @example
 * const r: ImportOutcome = { plans: [], tripUuid: 't1', createdTrip: false, extendedDays: 0 };
 */
export interface ImportOutcome {
  readonly plans: readonly ImportedPlanWire[];
  readonly tripUuid: string;
  readonly createdTrip: boolean;
  readonly extendedDays: number;
}

type Outcome = ImportedPlanWire['outcome'];

const wire = (plan: Plan, outcome: Outcome): ImportedPlanWire => ({
  uuid: plan.meta.uuid,
  type: plan.type,
  display_name: planTitle(plan),
  trip_uuid: plan.meta.tripUuid,
  relative_url: planRelativeUrl(plan),
  outcome,
});

/**
 * Imports booking files: reads the file by its kind, extracts its reservations (core's
 * extractors), and for each plan either brings up to date the plan an earlier import of the same
 * reservation wrote (a changed flight is left as it is and answered as a conflict), or writes a
 * new one where it belongs, keeping where it came from (and the original e-mail, for editors).
 * Raises FI (plans imported) for the user.
 *
 * @example
 * const imports = new ImportService(deps);
 * const r = await imports.importFile('u1', { name: 'flight.eml', bytes, tripUuid: '' });
 */
export class ImportService {
  constructor(private readonly deps: ImportDeps) {}

  async importFile(
    userId: string,
    file: {
      readonly name: string;
      readonly bytes: Uint8Array;
      readonly tripUuid: string;
      readonly today: string;
      /** False for mail the user did not pick (a synced inbox): only structured data is read, nothing goes to the LLM. */
      readonly mayAskLlm?: boolean;
    },
  ): Promise<Result<ImportOutcome, ApiError>> {
    if (file.bytes.length > BOOKING_FILE_MAX_BYTES) return err(IMPORT_ERRORS.tooLarge);
    const kind = bookingFileKind(file.bytes);
    if (kind === null) return err(IMPORT_ERRORS.unsupported);
    if (file.tripUuid !== '') {
      const trip = await tripWithRight(this.deps.trips, file.tripUuid, userId, canEditTrip);
      if (!trip.ok) return trip;
    }
    const now = this.deps.clock.now();
    const read = await fileMessage(this.deps, kind, file.bytes, file.name, now);
    if (read === undefined) return err(IMPORT_ERRORS.unsupported);
    const structured = extractMessage(read.message, { passes: read.passes, zones: this.deps.zones });
    const found = await extractWithLlmFallback(structured, read.message, {
      userId,
      fallback: file.mayAskLlm === false ? undefined : this.deps.llm,
      zones: this.deps.zones,
    });
    if (found.plans.length === 0) return err(IMPORT_ERRORS.nothingFound);
    const plans = await this.withAirports(userId, found.plans);
    const earlier = await Promise.all(plans.map((p) => this.earlier(userId, p.plan)));
    const fresh = plans.filter((_, i) => earlier[i] === undefined).map((p) => p.plan);
    const placed: PlacedImport =
      file.tripUuid !== '' || fresh.length === 0
        ? { tripUuid: file.tripUuid, createdTrip: false, extendedDays: 0 }
        : await placeImportedPlans(this.deps, userId, fresh, { today: file.today, fallbackName: read.message.subject || file.name });
    const messageBlobId = kind === 'eml' ? await this.keepMessage(userId, file.bytes) : '';
    const written: ImportedPlanWire[] = [];
    for (const [i, imported] of plans.entries()) {
      const stored = earlier[i];
      const subject = imported.provenance.subject || file.name;
      const r = stored ? await this.update(stored, imported.plan, { userId, subject, now }) : await this.create(imported.plan, userId, placed.tripUuid);
      if (!r.ok) return r;
      await this.remember(userId, imported, r.value, { messageBlobId, now });
      written.push(wire(r.value.plan, r.value.outcome));
    }
    await this.announce(userId, written, read.message.subject || file.name);
    return ok({ plans: written, ...placed });
  }

  // Flights that came with bare airport codes, completed from the airport data in the user's language.
  private async withAirports<T extends { readonly plan: Plan }>(userId: string, found: readonly T[]): Promise<readonly T[]> {
    const lookup = this.deps.airports;
    const codes = [...new Set(found.flatMap((f) => airportsToComplete(f.plan)))];
    if (lookup === undefined || codes.length === 0) return found;
    const locale = (await this.deps.accounts.profile(userId))?.languageTag ?? 'en-US';
    const facts = await Promise.all(codes.map(async (code) => [code, await lookup.byCode(code, locale)] as const));
    const airports = new Map(
      facts.flatMap(([code, a]) => (a === undefined ? [] : [[code, { name: a.name, city: a.city, countryCode: a.countryCode }] as const])),
    );
    return found.map((f) => ({ ...f, plan: withAirportFacts(f.plan, airports) }));
  }

  // The plan an earlier import of the same reservation wrote, while it exists and is the user's.
  private async earlier(userId: string, plan: Plan): Promise<StoredPlan | undefined> {
    const identity = importIdentity(plan);
    const entry = identity === null ? undefined : await this.deps.imports.byIdentity(userId, identity.key);
    const stored = entry === undefined ? undefined : await this.deps.plans.get(entry.planUuid);
    return stored?.ownerId === userId ? stored : undefined;
  }

  private async keepMessage(userId: string, bytes: Uint8Array): Promise<string> {
    const id = this.deps.ids.uuid();
    await this.deps.blobs.put({ id, contentType: 'message/rfc822', bytes }, userId);
    return id;
  }

  private async remember(userId: string, imported: ImportedPlan, r: { plan: Plan; outcome: Outcome }, o: { messageBlobId: string; now: Date }): Promise<void> {
    if (r.outcome === 'unchanged') return;
    const p = imported.provenance;
    await this.deps.imports.record({
      planUuid: r.plan.meta.uuid,
      userId,
      identityKey: importIdentity(imported.plan)?.key ?? '',
      extractor: p.extractor,
      messageId: p.messageId,
      subject: p.subject,
      sender: p.sender,
      receivedAt: p.receivedAt === '' ? o.now : new Date(p.receivedAt),
      messageBlobId: o.messageBlobId,
      importedAt: o.now,
    });
  }

  private async create(plan: Plan, userId: string, tripUuid: string): Promise<Result<{ plan: Plan; outcome: Outcome }, ApiError>> {
    const reference = importIdentity(plan)?.reference ?? '';
    const created = await this.deps.writer.create(plan, { tripUuid, userId, serverBooking: { ...EMPTY_BOOKING_FIELDS, recordLocator: reference } });
    return created.ok ? ok({ plan: created.value, outcome: 'created' }) : created;
  }

  // The plan an earlier import wrote, brought up to date: a flight by core's comparison (a changed
  // schedule is a conflict, left for the traveler), any other plan replaced by the new version.
  private async update(
    stored: StoredPlan,
    imported: Plan,
    o: { userId: string; subject: string; now: Date },
  ): Promise<Result<{ plan: Plan; outcome: Outcome }, ApiError>> {
    const userId = o.userId;
    let next: Plan;
    if (stored.plan.type === 'air' && imported.type === 'air') {
      const compared = compareImportedFlight(stored.plan, imported);
      if (compared.outcome === 'same') return ok({ plan: stored.plan, outcome: 'unchanged' });
      if (compared.outcome === 'conflict') {
        return openFlightConflict(this.deps, { ...stored, plan: stored.plan }, imported, { ...o, doesDifferOnlyByTime: compared.doesDifferOnlyByTime });
      }
      next = compared.plan;
    } else {
      // Any other plan: the sender's new values win, what the traveler added stays (mergeImportedPlan).
      const merged = mergeImportedPlan(stored.plan, imported);
      if (merged.outcome === 'same') return ok({ plan: stored.plan, outcome: 'unchanged' });
      next = merged.plan;
    }
    const kept = {
      ...next,
      meta: { ...next.meta, creator: stored.plan.meta.creator },
      booking: { ...next.booking, recordLocator: stored.plan.booking.recordLocator },
    } as Plan;
    const w = this.deps.writer;
    const own = new Set(planSegmentUuids(stored.plan));
    const plan = withStoredCost(await w.prepared(kept, stored.plan.meta.uuid, stored.plan.meta.tripUuid, (s) => own.has(s), userId));
    const invalid = invalidPlanError(plan);
    if (invalid !== null) return err(invalid);
    await this.deps.plans.replace([w.storedOf(plan, stored.ownerId)]);
    // The plan and the segments it kept have their legacy ids already: only new segments get one.
    for (const segment of planSegmentUuids(plan)) if (!own.has(segment)) await this.deps.legacyIds.register('trip_item', segment);
    return ok({ plan, outcome: 'updated' });
  }

  private async announce(userId: string, plans: readonly ImportedPlanWire[], subject: string): Promise<void> {
    const changed = plans.filter((p) => p.outcome === 'created' || p.outcome === 'updated');
    const first = changed[0];
    if (first === undefined) return;
    await this.deps.alerts.raise({
      userId,
      typeCode: 'FI',
      tripUuid: first.trip_uuid,
      tripItemUuid: first.uuid,
      fromUserId: '',
      facts: { count: String(changed.length), subject, plan: first.display_name },
    });
  }
}
