import type { Migration, MigrationProvider } from 'kysely';
import { accountsMigration } from './001-accounts.js';
import { tripsMigration } from './002-trips.js';
import { sharingMigration } from './003-sharing.js';
import { plansMigration } from './004-plans.js';
import { documentsMigration } from './005-documents.js';
import { tripListIndexesMigration } from './006-trip-list-indexes.js';
import { tripListSortKeysMigration } from './007-trip-list-sort-keys.js';
import { authHardeningMigration } from './008-auth-hardening.js';
import { accountLinksMigration } from './009-account-links.js';
import { emailAddressesMigration } from './010-email-addresses.js';
import { participantJoinedAtMigration } from './011-participant-joined-at.js';
import { profilePhotoMigration } from './012-profile-photo.js';
import { jobsMigration } from './013-jobs.js';
import { innerCircleMigration } from './014-inner-circle.js';
import { accountAlertsMigration } from './015-account-alerts.js';
import { notificationsMigration } from './016-notifications.js';
import { recaptchaPassesMigration } from './017-recaptcha-passes.js';
import { tripImageIndexMigration } from './018-trip-image-index.js';
import { planImportsMigration } from './019-plan-imports.js';
import { plansAddressesMigration } from './020-plans-addresses.js';
import { aiImportChoicesMigration } from './021-ai-import-choices.js';
import { flightConflictsMigration } from './022-flight-conflicts.js';
import { inboxSyncsMigration } from './023-inbox-syncs.js';
import { billingMigration } from './024-billing.js';
import { calendarFeedsMigration } from './025-calendar-feeds.js';
import { oauthMigration } from './026-oauth.js';
import { dataTransfersMigration } from './027-data-transfers.js';

/** Every migration, in order. Names are stable: never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accountsMigration,
  '002-trips': tripsMigration,
  '003-sharing': sharingMigration,
  '004-plans': plansMigration,
  '005-documents': documentsMigration,
  '006-trip-list-indexes': tripListIndexesMigration,
  '007-trip-list-sort-keys': tripListSortKeysMigration,
  '008-auth-hardening': authHardeningMigration,
  '009-account-links': accountLinksMigration,
  '010-email-addresses': emailAddressesMigration,
  '011-participant-joined-at': participantJoinedAtMigration,
  '012-profile-photo': profilePhotoMigration,
  '013-jobs': jobsMigration,
  '014-inner-circle': innerCircleMigration,
  '015-account-alerts': accountAlertsMigration,
  '016-notifications': notificationsMigration,
  '017-recaptcha-passes': recaptchaPassesMigration,
  '018-trip-image-index': tripImageIndexMigration,
  '019-plan-imports': planImportsMigration,
  '020-plans-addresses': plansAddressesMigration,
  '021-ai-import-choices': aiImportChoicesMigration,
  '022-flight-conflicts': flightConflictsMigration,
  '023-inbox-syncs': inboxSyncsMigration,
  '024-billing': billingMigration,
  '025-calendar-feeds': calendarFeedsMigration,
  '026-oauth': oauthMigration,
  '027-data-transfers': dataTransfersMigration,
};

/** Serves the migrations above to Kysely's Migrator. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
