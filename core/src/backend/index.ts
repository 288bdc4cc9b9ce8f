// @waybook/core/server: the server's use cases, bound to their contract entries (not for the app).

// Binding: a use case per contract entry, and who is calling.
export { bind, bindPublic, type BoundHandler, type Handler, type RequestContext, type SignedInContext } from './handler.js';

// Profile use cases.
export { type AppFlags, type ProfileDeps, profileHandlers, validateProfilePatch } from './profile-handlers.js';

// Accounts: sign-up, sign-in, e-mail confirmation.
export { type AccountDeps, AccountService, type SignInError, type SignUpError } from './account-service.js';

// E-mail addresses: add (and resend), confirm by link, make primary, remove, import sharing.
export { EMAIL_LINK_THROTTLE, type EmailAddressDeps, emailAddressHandlers, type InboxStatusSource } from './email-address-handlers.js';

// Session cache: seconds-long, cleared on sign-out.
export { CachedSessionStore, SESSION_CACHE_MS, SESSION_CACHE_SIZE } from './session-cache.js';
export { SIGN_IN_PURPOSES, SignInThrottle, type SignInOrigin } from './sign-in-throttle.js';
// Account deletion: POST v2/deleteAccount and its confirmation e-mail.
export { ACCOUNT_DELETION_THROTTLE, type AccountDeletionDeps, accountDeletionHandlers, deletionRefusal } from './account-deletion.js';
// Account merge: POST v2/requestMergeAccounts and v2/completeMergeAccounts.
export { ACCOUNT_MERGE_THROTTLE, type AccountMergeDeps, accountMergeHandlers, MERGE_ERRORS, mergeSource } from './account-merge.js';

// Passwords: change while signed in, reset a forgotten one by e-mailed link.
export {
  type ChangePasswordError,
  type CompleteResetError,
  PASSWORD_THROTTLE,
  type PasswordDeps,
  PasswordService,
  RESET_PASSWORD_MAIL_JOB,
} from './password-service.js';
export { passwordHandlers } from './password-handlers.js';
// Alerts: the list calls, raising (stored, then delivered by a job) and delivery.
export { type AlertHandlerDeps, alertHandlers, readableAlerts } from './alert-handlers.js';
export { ALERT_DELIVERY_JOB, type AlertDeliveryDeps, deliverAlert, EMAIL_BY_DEFAULT, StoredAlertRaiser } from './alert-delivery.js';
export { raiseDueReminders, REMINDERS_INTERVAL_MS, REMINDERS_JOB } from './reminders.js';
// Booking-passenger data (traveler profile) and the marketing data.
export { DEFAULT_PREMIUM_PRODUCTS, type PremiumProduct, type TravelerProfileDeps, travelerProfileHandlers } from './traveler-profile-handlers.js';
// Profile photo: POST v2/uploadProfilePhoto and v2/deleteProfilePhoto.
export { type ProfilePhotoDeps, profilePhotoHandlers, profilePhotoRefusal } from './profile-photo-handlers.js';

// Lookup use cases.
export { type LookupDeps, lookupHandlers } from './lookup-handlers.js';

// Trip use cases and their access rules.
export {
  checkTripDates,
  checkTripImageBytes,
  decodeBase64,
  tripAnswerFor,
  type TripDeps,
  tripForbidden,
  tripHandlers,
  tripImagePath,
  tripOut,
  tripWithRight,
  withEditableFields,
} from './trip-handlers.js';

// Trip sharing use cases: invitations, participants, public links.
export {
  invitationFlags,
  mailFactsOf,
  PUBLIC_GUID_LENGTH,
  publicSharingDisabled,
  publicTripView,
  type TripSharingDeps,
  tripSharingHandlers,
  uniqueAddresses,
} from './trip-sharing-handlers.js';
export { type InvitationAcceptance, TripInvitationClaims } from './trip-invitation-claims.js';

// Inner Circle use cases: invitations, connections, claims of e-mail invitations, public-sharing switch.
export {
  accountEntry,
  circleAnswer,
  circleView,
  type CircleView,
  type InnerCircleDeps,
  innerCircleNotFound,
  pendingSentEntry,
} from './inner-circle-answers.js';
export { InnerCircleClaims, withInnerCircleClaims } from './inner-circle-claims.js';
export { innerCircleHandlers, stateOf } from './inner-circle-handlers.js';
export { type CircleUser, INNER_CIRCLE_LINK_DAYS, invitationRefusal, inviteToInnerCircle, raiseInvitationAlert } from './inner-circle-invite.js';

// Plan use cases, their answers and time-zone filling.
export { objectLists, planAnswer, planAsSeenBy, planFromRecord, planRelativeUrl, recordObjectLists, storedObjectAnswer } from './plan-answers.js';
export { type PlanDeps } from './plan-deps.js';
export { planHandlers, planRole, wrapperError } from './plan-handlers.js';
export { invalidPlanError, withServerBookingFields, withServerConflictLinks } from './plan-rules.js';
export { planWriter, type PlanWriter } from './plan-writer.js';
export { fillPlanTimeZones, planZoneResolver, type PlanZoneResolver } from './plan-time-zones.js';

// Plan document use cases.
export {
  canSeeDocuments,
  DOCUMENT_UPLOAD_ERROR_DESCRIPTIONS,
  type DocumentDeps,
  documentHandlers,
  documentLimitError,
  documentNameError,
  documentOut,
  documentPath,
  documentPlanAccess,
  documentUploadError,
  openDocument,
} from './document-handlers.js';

// Flight info use case.
export { FLIGHT_NOT_FOUND, type FlightInfoDeps, flightInfoHandlers } from './flight-info-handlers.js';

// Notification settings and phone (SMS) set-up.
export { type NotificationSettingsDeps, notificationSettingsHandlers, notificationSettingsOf, SavedNotificationChannels } from './notification-settings.js';
export { type PhoneDeps, phoneHandlers, SMS_SEND_PURPOSE } from './phone-handlers.js';
export { fileMessage, type FileMessage, type FileMessageIo, MAX_BARCODE_ATTACHMENTS } from './import-message.js';
export { type ImportDeps, type ImportOutcome, ImportService } from './import-service.js';
export { importHandlers } from './import-handlers.js';
export { importMessagePath, openImportMessage, planImportAccess, type PlanImportDeps, planImportHandlers, planImportOut } from './plan-import-handlers.js';
export { type FlightConflictDeps, flightConflictHandlers, withConflictUrl } from './flight-conflict-handlers.js';
export { openFlightConflict } from './import-conflicts.js';
export { type AiImportDeps, aiImportHandlers, aiImportIsActive, aiImportOfUser } from './ai-import-handlers.js';
export { extractWithLlmFallback, type LlmFallback } from './llm-fallback.js';
// Forwarding to the plans address (issue 14): the plans address calls and the inbound import job.
export { type PlansAddressDeps, plansAddressHandlers } from './plans-address-handlers.js';
export { INBOUND_IMPORT_JOB, type InboundImportDeps, runInboundImport } from './inbound-import.js';
export { INBOX_SYNC_CALLBACK_PATH, INBOX_SYNC_JOB, type InboxSyncDeps, InboxSyncService } from './inbox-sync.js';
export {
  CALENDAR_FEED_TOKEN_LENGTH,
  type CalendarFeed,
  type CalendarFeedDeps,
  type CalendarFeedLabels,
  type CalendarFeedOptions,
  CalendarFeedService,
  calendarFeedPath,
  calendarSequence,
  feedTripEvents,
} from './calendar-feed.js';
// Export and import of a user's data (issue 16): the calls, the archive download and the three jobs.
export {
  checkedImportBatch,
  DATA_EXPORT_EXPIRY_JOB,
  DATA_EXPORT_JOB,
  DATA_IMPORT_ARCHIVE_LIMITS,
  DATA_IMPORT_JOB,
  dataExportDownloadPath,
  type DataTransferDeps,
  DataTransferService,
  type ImportBatch,
  type ImportedDocument,
  type ImportedPlan,
  type ImportedTrip,
} from './data-transfer-service.js';
export { BILLING_RENEWAL_ALERT, BILLING_RENEWAL_JOB, type BillingDeps, BillingService, intlBillingCountries } from './billing-service.js';
// Connected applications (issue 16): the caller's OAuth 2.0 grants, and disconnecting one.
export { type ConnectedApplicationDeps, connectedApplicationHandlers, connectedApplicationOf } from './connected-applications.js';
// Support (issue 16): the support page's contact form, mailed to the support address by a job.
export { sendSupportMail, SUPPORT_ERRORS, SUPPORT_REQUEST_MAIL_JOB, type SupportDeps, supportHandlers } from './support-request.js';
