// @waybook/core/contract: the /api/v2 contract (entries, the contract list, errors, wire codecs, OpenAPI).

// Entries: how one call is described, its input and output types.
export {
  type BodyKind,
  type ContractEntry,
  defineEntry,
  type EntryAuth,
  type EntryCall,
  type EntryInput,
  type EntryOutput,
  expandPath,
  noBody,
  nothing,
} from './entry.js';

// Errors: the error answer and the common errors.
export {
  apiError,
  type ApiError,
  CALLER_HANDLED_FORBIDDEN_CODES,
  commonErrors,
  type ErrorBody,
  errorBodySchema,
  type ErrorStatus,
  fieldError,
  INELIGIBLE_FOR_NEW_WEBAPP,
  RESTRICTED_LOCATION_DESCRIPTION,
  toErrorBody,
} from './error.js';

// Wire scalars: booleans as strings and shared field schemas.
export { toWireBoolean, wireBoolean, wireBooleanOut, wireNumber, wireText } from './wire.js';

// Wire fields shared by several codecs.
export { whenSet, wireCount, wireDateTime, wireFlag, wireId, wireOptionalDate, wireOptionalDateTime, wireOptionalNumber } from './wire-fields.js';

// Strict calendar dates and clock times on the wire.
export { isWireClockTime, wireCalendarDate, wireClockTime } from './wire-calendar.js';

// Input hygiene: text that can be stored, strict percent-decoding.
export {
  decodeComponentStrictly,
  firstUncleanFormField,
  firstUncleanPath,
  isCleanText,
  isCleanUrlPath,
  printableText,
  uncleanFieldError,
} from './input-hygiene.js';

// The contract: every entry the server mounts.
export { contract } from './contract.js';

// Binding check: handlers against the contract list.
export { type BindingMismatch, checkBindings, describeBindingMismatch, type EntryBinding } from './bindings.js';

// OpenAPI 3.1: the document generated from the contract.
export {
  type JsonSchema,
  type OpenApiContent,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  type OpenApiSecurityScheme,
} from './openapi/openapi-types.js';
export { OPENAPI_SECURITY, openApiDocument, openApiPath, pathParamNames } from './openapi/openapi.js';
export { wireJsonSchema } from './openapi/wire-json-schema.js';

// Profile calls and codecs.
export { appConfigEntry, getProfileEntry, replaceProfileEntry } from './profile-entries.js';
export { deleteAccountBody, deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from './account/deletion-entries.js';
export { completeMergeAccountsEntry, requestMergeAccountsEntry } from './account/merge-entries.js';
export {
  deleteProfilePhotoEntry,
  PROFILE_PHOTO_BODY_MAX_BYTES,
  PROFILE_PHOTO_ENTRIES,
  PROFILE_PHOTO_ERROR_CODES,
  uploadProfilePhotoEntry,
} from './account/profile-photo-entries.js';
export { changePasswordEntry, completeChangePasswordEntry, PASSWORD_ERRORS, requestChangePasswordEntry } from './account/password-entries.js';
export {
  getTravelerProfileEntry,
  gtmDataEntry,
  premiumProductWire,
  TRAVELER_PROFILE_ENTRIES,
  travelerPatchToProfilePatch,
  travelerProfileFromProfile,
  travelerProfilePatchWire,
  type TravelerProfileWire,
  travelerProfileWire,
  updateTravelerProfileEntry,
} from './account/traveler-profile-entries.js';
export {
  emailAddressWire,
  profileFromWire,
  profilePatchFromWire,
  profilePatchToWire,
  profilePatchWire,
  profileToWire,
  profileWire,
  type ProfileWire,
} from './profile.js';

// Lookup calls: places, airports, airlines, countries, states, addresses.
export {
  addressComponentWire,
  autocompleteAddressDetailEntry,
  autocompleteAddressEntry,
  autocompleteAirlineEntry,
  autocompleteAirportEntry,
  autocompleteCountryEntry,
  autocompletePlaceEntry,
  autocompleteQuery,
  autocompleteStateEntry,
  LEGACY_ENTITY_TYPES,
  lookupRow,
  utilEncodeEntry,
} from './lookup-entries.js';

// Address codecs of the lookups.
export { addressDetailToWire } from './address-wire.js';

// Trip calls and codecs, sharing included.
export {
  createTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  pendingInvitationWire,
  replaceTripEntry,
  TRIP_IMAGE_BODY_MAX_BYTES,
  TRIP_LIST_MAX_PAGE_SIZE,
  TRIP_OBJECT_LIST_KEYS,
  TRIP_THEME_IMAGES,
  tripListQuerySchema,
  type TripObjectListKey,
  type TripThemeImage,
  tripThemeImageUrl,
  updateTripImageEntry,
} from './trip-entries.js';
export {
  changeTripInvitationsEntry,
  deleteTripParticipantEntry,
  inviteToTripEntry,
  TRIP_INVITATION_MAX_ADDRESSES,
  TRIP_INVITATION_MESSAGE_MAX_LENGTH,
  tripInvitationWire,
  updatePublicTripShareUrlEntry,
} from './trip-sharing-entries.js';
export { TRIP_NAME_MAX_LENGTH, tripFromAnswer, tripInputWire, tripProfileWire, type TripProfileWire, tripWireOut, type TripWireOut } from './trip.js';
export {
  decodeTrip,
  tripFromWire,
  tripInviteeWire,
  tripLocationAddressWire,
  tripPurposeWire,
  tripToWire,
  type TripWire,
  type TripWireError,
  tripWireSchema,
} from './trips/trip-wire.js';

// Plan calls.
export {
  copyPlanEntry,
  createPlanEntry,
  deletePlanEntry,
  deleteSegmentEntry,
  getPlanEntry,
  listObjectsEntry,
  movePlanEntry,
  planWrapperWire,
  type PlanWrapperWire,
  replacePlanEntry,
  updateMultipleCostsEntry,
} from './plan-entries.js';

// Plan codecs: the wrapper, booking fields, metadata and each type's object.
export { agencyFromWire, agencyToWire, agencyWire, bookingFieldsFromWire, bookingFieldsToWire, bookingFieldsWire } from './plans/booking-wire.js';
export {
  omitEmptyWireFields,
  planAddressFromWire,
  planAddressToWire,
  planAddressWire,
  planDateTimeFromWire,
  planDateTimeToWire,
  planDateTimeWire,
  planTravelerFromWire,
  planTravelerListWire,
  planTravelersToWire,
  planTravelerToWire,
  planTravelerWire,
  planWireText,
  TRAVELER_LIST_KEYS,
} from './plans/plan-wire.js';
export { reservationMetaFromWire, reservationMetaToWire, reservationMetaWire } from './plans/reservation-meta-wire.js';
export { activityFromWire, activityToWire, activityWire, decodeActivity } from './plans/types/activity-wire.js';
export { airSegmentFromWire, airSegmentToWire, airSegmentWire } from './plans/types/air-segment-wire.js';
export { airFromWire, airToWire, airWire, decodeAir } from './plans/types/air-wire.js';
export { carFromWire, carToWire, carWire, decodeCar } from './plans/types/car-wire.js';
export {
  cruiseFromWire,
  cruiseSegmentFromWire,
  cruiseSegmentToWire,
  cruiseSegmentWire,
  cruiseToWire,
  cruiseWire,
  decodeCruise,
} from './plans/types/cruise-wire.js';
export { decodeDirections, directionsFromWire, directionsToWire, directionsWire } from './plans/types/directions-wire.js';
export { decodeLodging, lodgingFromWire, lodgingToWire, lodgingWire } from './plans/types/lodging-wire.js';
export { decodeMap, mapFromWire, mapToWire, mapWire } from './plans/types/map-wire.js';
export { decodeNote, noteFromWire, noteToWire, noteWire } from './plans/types/note-wire.js';
export { decodeParking, parkingFromWire, parkingToWire, parkingWire } from './plans/types/parking-wire.js';
export {
  addressField,
  addressFieldFromWire,
  addressFieldToWire,
  dateTimeField,
  dateTimeFieldFromWire,
  dateTimeFieldToWire,
  planCommonFromWire,
  planCommonToWire,
  planCommonWire,
  type PlanFieldIssue,
  planObjectDecoder,
  type PlanObjectError,
  segmentListWire,
  textsFromWire,
  textsToWire,
} from './plans/types/plan-object-wire.js';
export { decodeRail, railFromWire, railSegmentFromWire, railSegmentToWire, railSegmentWire, railToWire, railWire } from './plans/types/rail-wire.js';
export { decodeReservation, encodeReservation, type ReservationDecodeError } from './plans/types/reservation-codec.js';
export { decodeRestaurant, restaurantFromWire, restaurantToWire, restaurantWire } from './plans/types/restaurant-wire.js';
export {
  decodeTransport,
  transportFromWire,
  transportSegmentFromWire,
  transportSegmentToWire,
  transportSegmentWire,
  transportToWire,
  transportWire,
} from './plans/types/transport-wire.js';

// Plan document calls.
export {
  deleteDocumentEntry,
  DOCUMENT_UPLOAD_BODY_MAX_BYTES,
  documentWire,
  type DocumentWire,
  listDocumentsEntry,
  renameDocumentEntry,
  uploadDocumentEntry,
} from './document-entries.js';

// Flight info call.
export {
  flightInfoEntry,
  flightInfoFromWire,
  flightInfoQuery,
  flightInfoToWire,
  flightInfoWire,
  type FlightInfoWire,
  flightLegWire,
  flightLookupFromWire,
} from './flight-info-entries.js';

// Flight codecs: status, seat maps, seat tracker.
export { flightSegmentStatusFromWire, flightSegmentStatusToWire, flightSegmentStatusWire, type FlightSegmentStatusWire } from './flights/flight-status-wire.js';
export {
  parseColumnHeader,
  seatMapFromWire,
  seatMapSectionWire,
  seatMapToWire,
  seatMapWire,
  type SeatMapWire,
  seatRowWire,
  seatWire,
} from './flights/seat-map-wire.js';
export {
  seatTrackerCriteriaFromWire,
  seatTrackerCriteriaToWire,
  seatTrackerCriteriaWire,
  type SeatTrackerCriteriaWire,
  type SeatTrackerWireError,
} from './flights/seat-tracker-criteria-wire.js';
export {
  seatTrackerSearchWire,
  seatTrackerSubscriptionFromWire,
  seatTrackerSubscriptionToWire,
  seatTrackerSubscriptionWire,
  type SeatTrackerSubscriptionWire,
  seatTrackerUpdateBody,
} from './flights/seat-tracker-wire.js';
export { dateTimeFromWire, dateTimeToWire, dateTimeWire, type DateTimeWire, wireList } from './flights/wire-scalars.js';

// Billing codecs.
export {
  proBillingPeriodFromWire,
  proBillingPeriodToWire,
  proBillingPeriodWire,
  type ProBillingPeriodWire,
  wireBillingDate,
} from './billing/billing-period-wire.js';
export {
  cardDetailsToWire,
  cardDetailsWire,
  cardExpiryToWire,
  cardExpiryWire,
  proUpgradeRequest,
  proUpgradeWire,
  type ProUpgradeWire,
  type UpgradeRequestError,
} from './billing/card-request-wire.js';
export {
  paymentInfoFromWire,
  paymentInfoToWire,
  paymentInfoWire,
  type PaymentInfoWire,
  transactionFromWire,
  transactionToWire,
  transactionWire,
  type TransactionWire,
} from './billing/payment-wire.js';
export { promoFromWire, promoToWire, promoWire, type PromoWire } from './billing/promo-wire.js';
export {
  billingAddressWire,
  purchasedProductInfoFromWire,
  purchasedProductInfoToWire,
  purchasedProductInfoWire,
  type PurchasedProductInfoWire,
} from './billing/purchased-product-info-wire.js';
export {
  BILLING_API_ERRORS,
  BILLING_ENTRIES,
  billingCountryOptionsEntry,
  billingCountryWire,
  billingReceiptEntry,
  cardFormFields,
  isValidPromoEntry,
  purchasedProductInfoEntry,
  receiptWire,
  type ReceiptWire,
  updateCancelPremiumEntry,
  updatePaymentInfoEntry,
  updateProUpgradeEntry,
} from './billing/billing-entries.js';
export { CALENDAR_FEED_ENTRIES, configureCalendarFeedEntry, refreshFeedUrlEntry } from './sharing/calendar-feed-entries.js';
// Export and import of a user's data (issue 16): the calls, the export document (export.json) and TripIt feeds as one.
export {
  DATA_IMPORT_BODY_MAX_BYTES,
  DATA_IMPORT_ERROR_CODES,
  DATA_IMPORT_MAX_BYTES,
  DATA_TRANSFER_ENTRIES,
  DATA_TRANSFER_ERRORS,
  type DataImportErrorCode,
  type DataTransferWire,
  dataTransferWire,
  exportStatusEntry,
  importStatusEntry,
  startExportEntry,
  startImportEntry,
} from './data-export/data-transfer-entries.js';
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocumentWire,
  exportDocumentWire,
  type ExportedDocumentWire,
  exportedDocumentWire,
  exportedPlanWrappers,
  type ExportedTripWire,
  exportedTripWire,
  type ExportedUnfiledWire,
  exportedUnfiledWire,
} from './data-export/export-json.js';
export { tripItExportDocument, tripItPlanWrapper } from './data-export/tripit-wire.js';
export { SUPPORT_ENTRIES, supportRequestBodySchema, supportRequestEntry } from './account/support-entries.js';

// Account codecs: notification settings, connected applications, AI import.
export {
  type AccountEmailWire,
  accountEmailWire,
  confirmAddEmailEntry,
  EMAIL_ADDRESS_ENTRIES,
  emailAddressesFromWire,
  emailAddressesToWire,
  emailAddressList,
  listEmailAddressesEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  requestAddEmailEntry,
  updateImportTripPlanSharingEntry,
} from './account/email-entries.js';
export { type AiImport, aiImportFromWire, aiImportToWire, aiImportWire, type AiImportWire } from './account/ai-import-wire.js';
export {
  type ConnectedApplication,
  connectedApplicationFromWire,
  connectedApplicationToWire,
  connectedApplicationWire,
  type ConnectedApplicationWire,
} from './account/connected-application-wire.js';
export {
  CONNECTED_APPLICATION_ENTRIES,
  CONNECTED_APPLICATION_ERROR_CODES,
  connectedApplicationsAnswer,
  connectedApplicationsAnswerWire,
  connectedApplicationsEntry,
  connectedApplicationsFromAnswer,
  deleteConnectedApplicationEntry,
} from './account/connected-application-entries.js';
// OAuth 2.0 connected applications: which calls a Bearer token may make with which scope.
export { BEARER_ERRORS, bearerRefusal, OAUTH_SCOPES, type OAuthScope, scopeNeededFor, TOKEN_READ_ENTRIES, TOKEN_WRITE_ENTRIES } from './oauth-scopes.js';
export {
  type NotificationSetting,
  notificationSettingFromWire,
  notificationSettingToWire,
  notificationSettingWire,
  type NotificationSettingWire,
} from './account/notification-setting-wire.js';
export {
  deleteSmsPhoneNumberEntry,
  NOTIFICATION_ENTRIES,
  notificationProOnlyError,
  notificationSettingOut,
  SMS_API_ERRORS,
  smsCountryCodesEntry,
  updateNotificationSettingsEntry,
  updateSmsPhoneNumberEntry,
  updateVerifySmsCodeEntry,
  validateRecaptchaEntry,
} from './account/notification-entries.js';

// Flight conflicts.
export {
  FLIGHT_CONFLICT_ENTRIES,
  flightConflictOptionToWire,
  flightConflictOptionWire,
  getFlightConflictEntry,
  resolveFlightConflictEntry,
  UNKNOWN_CONFLICT_PATH,
} from './flights/flight-conflict-entries.js';

// Imports.
export {
  IMPORT_ENTRIES,
  IMPORT_ERRORS,
  IMPORT_UPLOAD_BODY_MAX_BYTES,
  importBookingFileEntry,
  importedPlanWire,
  type ImportedPlanWire,
} from './imports/import-entries.js';
export { getPlanImportEntry, PLAN_IMPORT_ENTRIES, planImportWire, type PlanImportWire } from './imports/plan-import-entries.js';
export {
  getPlansAddressEntry,
  PLANS_ADDRESS_ENTRIES,
  PLANS_ADDRESS_ERRORS,
  plansAddressWire,
  type PlansAddressWire,
  resetPlansAddressEntry,
} from './imports/plans-address-entries.js';
export {
  completeAutoImportSetupEntry,
  deleteAutoInboxImportEntry,
  INBOX_SYNC_ENTRIES,
  INBOX_SYNC_ERRORS,
  initiateAutoImportSetupEntry,
} from './imports/inbox-sync-entries.js';

// Alert codecs.
export {
  accountAlertFromWire,
  accountAlertListFromWire,
  accountAlertListToWire,
  accountAlertListWire,
  type AccountAlertListWire,
  accountAlertToWire,
  accountAlertWire,
  type AccountAlertWire,
} from './alerts/account-alert-wire.js';
export {
  ALERT_ENTRIES,
  ALERT_PAGE_SIZE,
  alertOutWire,
  dismissAccountPremiumAlertEntry,
  listProAlertsEntry,
  updateProAlertsViewedEntry,
} from './alerts/alert-entries.js';

// Points codecs.
export {
  type PointsAccount,
  pointsAccountFromWire,
  pointsAccountToWire,
  pointsAccountWire,
  type PointsAccountWire,
  type PointsSubAccount,
  pointsSubAccountWire,
} from './points/points-account-wire.js';
export {
  type PointsActivity,
  pointsActivityFromWire,
  pointsActivityToWire,
  pointsActivityWire,
  type PointsActivityWire,
} from './points/points-activity-wire.js';
export { pointsExpirationFromWire, pointsExpirationToWire, pointsExpirationWire, type PointsExpirationWire } from './points/points-expiration-wire.js';
export { type PointsProgram, pointsProgramFromWire, pointsProgramToWire, pointsProgramWire, type PointsProgramWire } from './points/points-program-wire.js';

// Sharing codecs.
export {
  type InnerCircleEntry,
  innerCircleEntryFromWire,
  innerCircleEntryToWire,
  innerCircleEntryWire,
  type InnerCircleEntryWire,
  type InnerCircles,
  innerCirclesFromWire,
  innerCirclesToWire,
  innerCirclesWire,
  type InnerCirclesWire,
} from './sharing/inner-circle-entry-wire.js';
export {
  acceptConnectionInvitationEntry,
  declineConnectionInvitationEntry,
  deleteInnerCircleConnectionEntry,
  deleteInnerCircleInvitationEntry,
  INNER_CIRCLE_ENTRIES,
  INNER_CIRCLE_ERROR_CODES,
  INNER_CIRCLE_LIMITS,
  innerCircleAnswer,
  innerCircleAnswerWire,
  innerCircleFromAnswer,
  innerCirclesEntry,
  inviteToInnerCircleEntry,
  updateInnerCircleConnectionEntry,
  updatePublicTripSharingEntry,
} from './sharing/inner-circle-entries.js';

// Travel stats codecs.
export { travelStatsEntryWire, travelStatsFromWire, travelStatsToWire, travelStatsWire, type TravelStatsWire } from './stats/travel-stats-wire.js';

// The AI extractor calls (issue 14).
export {
  AI_IMPORT_ENTRIES,
  AI_IMPORT_ERRORS,
  aiImportOut,
  type AiImportOut,
  aiImportSettingsFromOut,
  aiImportSettingsToOut,
  aiImportToOut,
  timestampIntroducedAiImportFeatureEntry,
  updateAiImportSettingEntry,
} from './imports/ai-import-entries.js';
