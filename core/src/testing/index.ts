// @waybook/core/testing: fakes of the ports and in-memory stores for tests (not for production code).

// Fakes of the clock, mailer and place lookup.
export { CapturingMailer, InMemoryPlaceLookup, ManualClock, SAMPLE_PLACES } from './fakes.js';

// Fakes of the reference lookups: airports, airlines, countries, states, addresses, time zones.
export {
  FixedAddressLookup,
  InMemoryAirlineLookup,
  InMemoryAirportLookup,
  InMemoryCountryLookup,
  InMemoryStateLookup,
  SAMPLE_AIRLINES,
  SAMPLE_AIRPORTS,
  SAMPLE_STATES,
  TableTimeZoneLookup,
} from './reference-fakes.js';

// In-memory stores that behave like the SQL ones, on shared tables.
export { InMemoryAccountStore } from './in-memory-account-store.js';
export { InMemoryBlobStore } from './in-memory-blob-store.js';
export { InMemoryEmailAddressStore } from './in-memory-email-address-store.js';
export { InMemoryAccountLinkStore } from './in-memory-account-link-store.js';
export { InMemoryAccountDeletionStore } from './in-memory-account-deletion.js';
export { InMemoryAccountMergeStore } from './in-memory-account-merge.js';
export { InMemoryThrottleStore } from './in-memory-throttle-store.js';
export { InMemoryJobQueue } from './in-memory-job-queue.js';
export { InMemoryPasswordStore } from './in-memory-password-store.js';
export { InMemorySessionStore } from './in-memory-session-store.js';
export { InMemoryDocumentStore } from './in-memory-document-store.js';
export { InMemoryLegacyIdStore } from './in-memory-legacy-ids.js';
export { InMemoryPlanStore } from './in-memory-plan-store.js';
export { InMemoryProfilePhotoStore } from './in-memory-profile-photo-store.js';
export { InMemoryImportStore } from './in-memory-import-store.js';
export { addTestAccount, inMemoryStores, type InMemoryStores, SequentialIds } from './in-memory-stores.js';
export { InMemoryTables, type MemoryParticipant, type MemoryPlan, type MemoryUser } from './in-memory-tables.js';
export { InMemoryTripStore } from './in-memory-trip-store.js';
export { InMemoryInnerCircleStore } from './in-memory-inner-circle-store.js';

// Use cases on the in-memory stores, called as the server calls them.
export { callEntry, useCaseWorld, type UseCaseWorld } from './use-case-world.js';

// Other test helpers.
export { plainSpaces } from './plain-spaces.js';
export { samplePhoto } from './photo-fixtures.js';
export { exifWithGps, withJpegSegment, withPngChunk, withWebpChunk } from './photo-metadata-fixtures.js';
export { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE, planFromWire } from './plan-wire-fixtures.js';
export { RecordingAlertRaiser } from './recording-alert-raiser.js';
export { InMemoryAccountAlertStore } from './in-memory-account-alert-store.js';
export { InMemoryAiImportStore } from './in-memory-ai-import-store.js';
export { InMemoryBillingStore, type MemoryTrial } from './in-memory-billing-store.js';
export { ScriptedPayments, scriptedBehaviourOf, type ScriptedBehaviour, type ScriptedCharge } from './scripted-payments.js';
export { ACTIVE_YEARLY, ACTIVE_YEARLY_PERIOD, usd } from './billing-fixtures.js';
