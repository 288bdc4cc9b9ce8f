// The public surface of @waybook/core: the domain rules, navigation, ports and the app's use cases.
// The contract, the server's use cases and the test fakes are subpaths: @waybook/core/contract,
// @waybook/core/server and @waybook/core/testing. Every name is listed; add new exports to their area.

// Results: expected failures as values, never thrown.
export { err, ok, type Result } from './domain/result.js';

// Account: names, passwords, e-mail addresses, date of birth, sign-in throttling and sessions.
export { type BookingPassenger, type BookingVerificationState, isBookingPassengerValid, needsBookingVerification } from './domain/account/booking-passenger.js';
export { ageOn, type DateOfBirthError, dateOfBirthErrorMessage, MAX_AGE, MIN_AGE, validateDateOfBirth } from './domain/account/date-of-birth.js';
export { type PersonDetails, personDetailsMessages, type PersonDetailsMessages } from './domain/account/person-details.js';
export {
  type CheckedProfilePhoto,
  checkProfilePhoto,
  PROFILE_PHOTO_LIMITS,
  type ProfilePhotoError,
  profilePhotoPath,
  type ProfilePhotoType,
} from './domain/account/profile-photo.js';
export { isWebp, webpDimensions } from './domain/account/webp-header.js';
export { withoutPhotoMetadata } from './domain/account/photo-metadata.js';
export { isAutoImportActive, makePrimary, sortEmailAddresses } from './domain/account/email-addresses.js';
export {
  addEmailDecision,
  IMPORT_TRIP_PLAN_SHARING,
  type ImportTripPlanSharing,
  MAX_EMAIL_ADDRESSES,
  primaryRefusal,
  removalRefusal,
} from './domain/account/email-address-rules.js';
export {
  emailDomain,
  type EmailError,
  emailErrorMessage,
  isInternalUser,
  isValidEmail,
  normalizeEmail,
  splitEmailList,
  validateEmail,
  validateEmailList,
} from './domain/account/email.js';
export { type LoginThrottledError, loginThrottledMessage } from './domain/account/login-throttle.js';
export { isCrossSiteWrite, type RequestOrigin } from './domain/account/request-origin.js';
export {
  clientAddressKey,
  fullAfterSeconds,
  IDLE_BUCKET_SECONDS,
  refilledTokens,
  retryAfter,
  SIGN_IN_THROTTLE,
  takeToken,
  type ThrottleBucket,
  type ThrottlePolicy,
  type ThrottleTake,
} from './domain/account/throttle-rules.js';
export {
  characterLimitMessage,
  isDigitsOnly,
  NUMBERS_ONLY_MESSAGE,
  REQUIRED_MESSAGE,
  SELECTION_REQUIRED_MESSAGE,
  VALIDATION_KEYS,
  type ValidationKey,
  validationMessage,
  type ValidationMessage,
} from './domain/account/message-keys.js';
export {
  type FullNameError,
  type FullNameFieldError,
  fullNameRejectedMessage,
  NAME_MIN_LETTERS,
  NAME_REPEAT_LIMIT,
  NAME_REPEAT_LIMIT_I,
  type NameError,
  nameErrorMessage,
  nameErrorMessageKey,
  validateFullName,
  validateName,
} from './domain/account/name-rules.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIREMENTS_MESSAGE,
  type PasswordConfirmationError,
  type PasswordError,
  passwordErrorMessage,
  validatePassword,
  validatePasswordConfirmation,
} from './domain/account/password-rules.js';
export {
  isSessionExpired,
  isSessionOver,
  SESSION_ID_LENGTH,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_AGE_DAYS,
  SESSION_TOUCH_SECONDS,
  shouldTouchSession,
} from './domain/account/session-rules.js';
export {
  ACCOUNT_LINK_LIFETIME_MINUTES,
  ACCOUNT_LINK_PURPOSES,
  accountLinkExpiry,
  type AccountLinkPurpose,
  isAccountLinkLive,
} from './domain/account/account-links.js';
export { tripFateOnAccountDeletion, type TripFate, type TripMember } from './domain/account/account-deletion.js';

// Dates and times: internal dates, typed input, display formats and order.
export { type DateInputError, dateInputErrorMessage, type DateInputOptions, formatDateInput, parseDateInput } from './domain/dates/date-input.js';
export {
  DATE_ORDERS,
  dateInputFormat,
  type DateInputFormat,
  type DateOrder,
  datePartOrder,
  type DatePartOrder,
  isDateOrder,
} from './domain/dates/date-order.js';
export {
  checkStartNotAfterEnd,
  checkTimeOrder,
  extendsTripMessage,
  formatPreferredDate,
  type RangeOrderError,
  rangeOrderErrorMessage,
  tripExtensionDays,
} from './domain/dates/display-format.js';
export {
  calendarDate,
  daysBetween,
  INTERNAL_DATE_FORMAT,
  INTERNAL_TIME_FORMAT,
  internalTimeSeconds,
  isInternalDate,
  parseInternalDate,
  requireInternalDate,
} from './domain/dates/internal-date.js';
export { parseTimeInput, type TimeInputError, timeInputErrorMessage } from './domain/dates/time-input.js';

// Formatting through Intl: numbers, money, durations, dates, times and spans in the interface language.
export {
  type FormattableAmount,
  formatDuration,
  formatMoney,
  formatNumber,
  isFormattableCurrency,
  type NumberFormatOptions,
} from './domain/format/number-format.js';
export {
  type DateStyle,
  formatDate,
  formatDateRange,
  formatDateTimeSpan,
  formatInstant,
  type FormatPreferences,
  formatTime,
  type WallClockDateTime,
  wordDateLocale,
} from './domain/format/date-format.js';
export { createFormatter, type Formatter, languageFormatter } from './domain/format/formatter.js';
export { formatZoneName } from './domain/format/zone-format.js';
export { formatRelativeTime, relativeTime, type RelativeTime, type RelativeTimeUnit } from './domain/format/relative-time.js';
export { timeZoneNames, type TimeZoneNames } from './domain/format/zone-names.js';
export { timeZoneChoices, type TimeZoneChoice } from './domain/format/zone-choices.js';

// Profile: the user, display preferences, privacy statement, restricted locations.
export { defaultPreferences, type DefaultPreferences } from './domain/profile/preferences.js';
export { acknowledgementStamp, mustAcknowledgePrivacy, PRIVACY_STATEMENT_UPDATED_AT, recordedAcknowledgement } from './domain/profile/privacy.js';
export {
  type DateEndianFormat,
  displayNameOf,
  type DistanceUnit,
  type EmailAddress,
  type HourClock,
  isNorthAmerican,
  type Jurisdiction,
  LANGUAGE_TAGS,
  type LanguageTag,
  needsOnboarding,
  primaryEmail,
  type Profile,
  type ProfilePatch,
  type TemperatureUnit,
  toLanguageTag,
} from './domain/profile/profile.js';
export { isRestrictedCountry, RESTRICTED_COUNTRY_CODES } from './domain/profile/restricted-location.js';

// Trips: the entity, timing ("today" in the user's zone), sorting, list tabs, participants, access, images, calendar.
export { CALENDAR_FILE_FALLBACK_NAME, calendarFileName, monthDay } from './domain/trips/calendar-file-name.js';
export { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from './domain/trips/delete-confirmation.js';
export { type SniffedType, sniffImageType } from './domain/trips/image-sniff.js';
export {
  PARTICIPANT_TYPES,
  participantFlags,
  type ParticipantFlags,
  participantRoleOf,
  type ParticipantType,
  participantTypeOf,
  sortParticipantsByName,
  withParticipantType,
} from './domain/trips/participants.js';
export {
  parseTravelerFilter,
  TRAVELER_FILTERS,
  type TravelerFilter,
  type TravelerFilterError,
  travelerFilterQueryValue,
} from './domain/trips/traveler-filter.js';
export {
  canDeleteTrip,
  canEditTrip,
  canRemoveParticipant,
  mayEditTrip,
  nameShownToViewer,
  tripAsSeenBy,
  tripRoleOf,
  visibleParticipants,
} from './domain/trips/trip-access.js';
export { type ListedProfile, tripListAsSeenBy } from './domain/trips/trip-list-visibility.js';
export {
  CALENDAR_PRODUCT_ID,
  CALENDAR_UID_DOMAIN,
  type CalendarEvent,
  type CalendarPlanDateTime,
  type CalendarPlanEvent,
  planCalendarUid,
  tripCalendarEvents,
  type TripCalendarInput,
  tripCalendarUid,
} from './domain/trips/trip-calendar.js';
export { TRIP_IMAGE_LIMITS, type TripImageCandidate, type TripImageError, tripImageErrorMessage, validateTripImage } from './domain/trips/trip-image.js';
export {
  TRIP_LIST_PAGE_SIZE,
  TRIP_LIST_TABS,
  TRIP_PERMISSION_FILTERS,
  tripListFilters,
  type TripListFilters,
  tripListQuery,
  type TripListTab,
  tripListTabFromQuery,
  type TripPermissionFilter,
} from './domain/trips/trip-list-tabs.js';
export { canShareWithExpenseSystem, isSharedWithExpenseSystem, togglePurposeCode, toggleTripPurpose, tripPurposeCode } from './domain/trips/trip-purpose.js';
export { type TripParticipant, type TripRole } from './domain/trips/trip-role.js';
export { compareTrips, type SortDirection, sortTrips } from './domain/trips/trip-sort.js';
export { displayedTripStatuses, TRIP_STATUS_LABEL_KEYS, type TripStatusLabelKey, tripStatusLabels } from './domain/trips/trip-status.js';
export {
  DEFAULT_TIME_ZONE,
  isPastTrip,
  isTripInProgress,
  isUpcomingTrip,
  todayInZone,
  type TripDates,
  tripTiming,
  type TripTiming,
  userTimeZone,
} from './domain/trips/trip-timing.js';
export { tripLength, type TripLength } from './domain/trips/trip-length.js';
export { isKeptOffline, OFFLINE_DAYS_AHEAD, tripsKeptOffline } from './domain/offline/offline-trips.js';
export {
  EMPTY_TRIP,
  isTripStatus,
  type Trip,
  TRIP_PURPOSE_CODES,
  TRIP_STATUSES,
  type TripInvitee,
  type TripLocationAddress,
  type TripPurpose,
  type TripPurposeCode,
  type TripStatus,
} from './domain/trips/trip.js';
export { canonicalZoneName, icalOffset, vtimezoneBlock, type ZoneTransition, zoneTransitions } from './domain/trips/vtimezone.js';

// Plan validation: required fields, codes, limits and date order, with wire paths and message keys.
export { AIRLINE_CODE_PATTERN, AIRPORT_CODE_PATTERN, FLIGHT_NUMBER_MAX_DIGITS } from './domain/plans/validation/air-rules.js';
export { bookingIssues, costFault } from './domain/plans/validation/common-checks.js';
export { PLAN_VALIDATION_MESSAGE_KEYS, type PlanIssue, type PlanValidationKey } from './domain/plans/validation/plan-issue.js';
export { type PlanPathStep, planWirePath } from './domain/plans/validation/plan-wire-path.js';
export { PLAN_LONG_TEXT_MAX_LENGTH, PLAN_TEXT_MAX_LENGTH, PLAN_URL_MAX_LENGTH } from './domain/plans/validation/text-limits.js';
export { planObjectIssues, validatePlan } from './domain/plans/validation/validate-plan.js';

// Money: amounts in minor units with an ISO currency, typed tolerantly, stored exactly, totals per currency.
export { currencyCodes, currencyExponent, currencyOfLocale, isCurrencyCode } from './domain/money/currency.js';
export { currencyOfMark } from './domain/money/currency-symbols.js';
export { MONEY_MESSAGE_KEYS, type MoneyMessageKey, moneyErrorMessage } from './domain/money/money-messages.js';
export { type CategoryShare, type CostLine, costTotals, type CurrencyTotal } from './domain/money/money-totals.js';
export { formatMoneyAmount, formatMoneyValue, formatShare, type Money, moneyDecimal, moneyToWire } from './domain/money/money.js';
export { type MoneyParseContext, type MoneyParseError, moneyFromWire, parseMoney } from './domain/money/parse-money.js';
export { isCostPlanType, normalisedTotalCost, type PlanCost, planCostOf, tripCosts, withStoredCost } from './domain/money/plan-costs.js';

// Plan types: the twelve typed plans and what they share.
export { type ActivityPlan, type ActivityTypeCode } from './domain/plans/types/activity-plan.js';
export { type AirPlan, type AirSegment, type AirSegmentTextKey } from './domain/plans/types/air-plan.js';
export { type CarPlan } from './domain/plans/types/car-plan.js';
export { type CruisePlan, type CruiseSegment } from './domain/plans/types/cruise-plan.js';
export { type DirectionsPlan, type DirectionsTypeCode } from './domain/plans/types/directions-plan.js';
export { type LodgingPlan } from './domain/plans/types/lodging-plan.js';
export { type MapPlan } from './domain/plans/types/map-plan.js';
export { type NotePlan } from './domain/plans/types/note-plan.js';
export { type ParkingPlan } from './domain/plans/types/parking-plan.js';
export { type PlanCommon } from './domain/plans/types/plan-common.js';
export { type CodecPlanType, type Plan } from './domain/plans/types/plan.js';
export { type RailPlan, type RailSegment } from './domain/plans/types/rail-plan.js';
export { type RestaurantPlan } from './domain/plans/types/restaurant-plan.js';
export { type TransportPlan, type TransportSegment, type TransportTypeCode } from './domain/plans/types/transport-plan.js';

// Plans: types and fields, segments, timeline, privacy, calendar, summary, documents.
export { isEmptyModelValue, modelsEqual, updateKnownFields } from './domain/plans/base-model.js';
export {
  type CarLocation,
  type CarRentalSchedule,
  carRentalSegments,
  type CarStop,
  EMPTY_CAR_LOCATION,
  isSameDropOffLocation,
} from './domain/plans/car-segments.js';
export { cruiseDeletion, type CruiseDeletion, cruiseStopRole, type CruiseStopRole } from './domain/plans/cruise-segments.js';
export { classifyMimeType, DOCUMENT_CONTENT_TYPES, type DocumentContentType, sniffDocumentType } from './domain/plans/document-content.js';
export {
  checkDocumentName,
  DOCUMENT_NAME_MAX_LENGTH,
  documentFileName,
  documentMimeType,
  type DocumentNameError,
  DOCUMENTS_PER_PLAN_MAX,
  documentTypeOfMime,
} from './domain/plans/document-limits.js';
export { checkDocumentUpload, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_IMAGE_SIDE, type DocumentUpload } from './domain/plans/document-upload-check.js';
export {
  DOCUMENT_UPLOAD_ERROR_CODES,
  type DocumentUploadErrorCode,
  documentUploadErrorMessage,
  toDocumentUploadErrorCode,
} from './domain/plans/document-upload-errors.js';
export { fileExtension, IMAGE_EXTENSIONS, isImageDocument, isLocalDocument, type PlanDocument } from './domain/plans/documents.js';
export { imageDimensions, type ImageDimensions } from './domain/plans/image-dimensions.js';
export { type LodgingSchedule, lodgingSegments, type LodgingStop } from './domain/plans/lodging-segments.js';
export { type ParkingSchedule, parkingSegment, parkingSegments, type ParkingStop } from './domain/plans/parking-segments.js';
export { planCalendarEventId, planCalendarEvents, type PlanCalendarOptions } from './domain/plans/plan-calendar.js';
export {
  actualOrEstimated,
  type DayBoundary,
  parseUtcOffset,
  planDateTimeInstant,
  planDateTimeZone,
  type PlanInstantOptions,
} from './domain/plans/plan-date-time.js';
export {
  type BookingFields,
  bookingSiteInfoOf,
  EMPTY_BOOKING_FIELDS,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_PLAN_TRAVELER,
  EMPTY_SUPPLIER_INFO,
  type PlanAddress,
  type PlanDateTime,
  type PlanTraveler,
  type SupplierInfo,
  supplierInfoOf,
} from './domain/plans/plan-fields.js';
export { isSegmentedPlan, planSegmentUuids, withoutSegments, withPlanIds } from './domain/plans/plan-ids.js';
export { PLAN_MESSAGE_KEYS, type PlanMessage, type PlanMessageKey } from './domain/plans/plan-message-keys.js';
export {
  redactPlanForViewer,
  SENSITIVE_AGENCY_FIELDS,
  SENSITIVE_BOOKING_FIELDS,
  VIEWER_HIDDEN_FIELDS,
  type ViewerHiddenFields,
} from './domain/plans/plan-privacy.js';
export {
  PLAN_SUMMARY_MESSAGE_KEYS,
  PLAN_SUMMARY_SEPARATOR_KEY,
  type PlanSummaryMessageKey,
  type PlanSummaryPart,
  planSummaryParts,
} from './domain/plans/plan-summary.js';
export { planStartInstant, sortTimelineEvents, type TimelineDay } from './domain/plans/plan-timeline-days.js';
export { planTimelineEvents, type TimelineEvent } from './domain/plans/plan-timeline-events.js';
export { TIMELINE_EVENT_KINDS, type TimelineEventKind } from './domain/plans/plan-timeline-kinds.js';
export { layoverBetween, type TimelineLayover } from './domain/plans/plan-timeline-layovers.js';
export { planTitle } from './domain/plans/plan-timeline-titles.js';
export { tripTimeline, type TripTimeline } from './domain/plans/plan-timeline.js';
export { timelineDayRows, type TimelineRow } from './domain/plans/plan-timeline-rows.js';
export { type ShownZones, timelineZonesShown } from './domain/plans/plan-timeline-zones.js';
export {
  addressPoint,
  planMapRoute,
  tripMapAirportCodes,
  tripMapPlaces,
  type AirportPoint,
  type GeoPoint,
  type TripMap,
  type TripMapLeg,
  type TripMapLegMode,
  type TripMapPlace,
} from './domain/plans/trip-map-places.js';
export { extentContains, geoExtentOf, type GeoExtent, type GeoExtentOptions } from './domain/plans/trip-map-extent.js';
export {
  DETAIL_TYPE_CODES,
  type DetailTypedPlan,
  detailTypeName,
  isDetailTypeCode,
  PLAN_TYPE_FIELDS,
  type PlanTypeFields,
} from './domain/plans/plan-type-fields.js';
export {
  isPlanType,
  isTripItemTypeCode,
  PLAN_TYPE_INFO,
  PLAN_TYPES,
  planRouteName,
  type PlanRoutePage,
  type PlanType,
  planTypeFromObjectKey,
  planTypeFromRouteSegment,
  planTypeFromTripItemTypeCode,
  type PlanTypeInfo,
  type ReservationObjectKey,
  TRIP_ITEM_TYPE_CODES,
  type TripItemTypeCode,
} from './domain/plans/plan-type.js';
export { railSpan, type RailSpan } from './domain/plans/rail-span.js';
export { EMPTY_RESERVATION_META, type ReservationMeta } from './domain/plans/reservation-meta.js';
export {
  type ReservationWrapperError,
  type UnknownReservationTypeError,
  type UnwrappedReservation,
  unwrapReservation,
  wrapReservation,
} from './domain/plans/reservation-wrapper.js';
export { isSegmentUpcoming, type SegmentDates, segmentTimeState, type SegmentTimeState } from './domain/plans/segment-time-state.js';
export { joinTravelerName, splitTravelerName, type TravelerNameParts } from './domain/plans/traveler-name.js';

// Flights: status, layovers, seats, seat tracker, compensation, flight info.
export {
  allowsStops,
  ALTERNATE_FLIGHTS_LIMIT,
  DEFAULT_MAX_STOPS_CHOICE,
  MAX_STOPS_CHOICE_ORDER,
  MAX_STOPS_CHOICES,
  type MaxStopsChoice,
  maxStopsChoiceOf,
  type MaxStopsError,
  maxStopsLabelKey,
  maxStopsQuery,
  parseMaxStopsChoice,
} from './domain/flights/alternate-flights.js';
export {
  COMPENSATION_DELAY_THRESHOLD_MINUTES,
  delayMinutes,
  isClaimableDelay,
  isClaimableDelayMinutes,
  type ScheduledAndActual,
} from './domain/flights/compensation.js';
export {
  FLIGHT_LOOKUP_REQUIRED_MESSAGE,
  type FlightInfo,
  flightJourney,
  type FlightJourney,
  type FlightLeg,
  flightLegAsLayoverSegment,
  type FlightLookupQuery,
  localDateDiff,
} from './domain/flights/flight-info.js';
export { type FlightSegmentStatus, NO_FLIGHT_SEGMENT_STATUS } from './domain/flights/flight-segment-status.js';
export {
  AT_RISK_FLIGHT_STATUS,
  CONFLICT_FLIGHT_STATUS,
  effectiveFlightStatus,
  FLIGHT_STATUS_CODES,
  type FlightStatusCode,
  flightStatusLabelKey,
  flightStatusVariant,
  type FlightStatusVariant,
  isFlightStatusCode,
  toFlightStatusCode,
  UNKNOWN_FLIGHT_STATUS,
} from './domain/flights/flight-status.js';
export {
  CHECK_IN_REMINDER_HOURS,
  checkInReminderAt,
  DEPARTURE_ALERT_HOURS,
  departureAlertAt,
  departureInstant,
  dueFlightTimers,
  type FlightTimer,
} from './domain/flights/flight-timers.js';
export {
  buildLayover,
  isLayover,
  isLayoverUpcoming,
  type Layover,
  type LayoverError,
  type LayoverScope,
  type LayoverSegment,
  layoversOf,
  MAX_DOMESTIC_LAYOVER_MINUTES,
  MAX_INTERNATIONAL_LAYOVER_MINUTES,
  maxLayoverMinutes,
} from './domain/flights/layover.js';
export { type LocalDateTime, localInstant, toLocalDateTime, zoneOf } from './domain/flights/local-date-time.js';
export { FLIGHT_MESSAGE_KEYS, flightMessage, type FlightMessage, type FlightMessageKey } from './domain/flights/message-keys.js';
export {
  attributesFromLabels,
  attributesToLabels,
  combineAttributes,
  compareFareClass,
  FARE_CLASSES,
  type FareClass,
  fareClassOf,
  SEAT_ATTRIBUTE_FLAGS,
  SEAT_ATTRIBUTE_LABELS,
  type SeatAttributeFlag,
  type SeatAttributeLabel,
  seatAttributes,
  type SeatAttributes,
} from './domain/flights/seat-attributes.js';
export { formatSeatList, MAX_SEAT_ROW, parseSeat, parseSeatList, seatCode, type SeatListError, type SeatRef, splitList } from './domain/flights/seat-list.js';
export {
  allSeats,
  findSeat,
  isAisleColumn,
  isSeatFree,
  isSeatOccupied,
  type LocatedSeat,
  locateSeat,
  OCCUPIED_SEAT_STATUS,
  type Seat,
  type SeatMap,
  type SeatMapSection,
  type SeatRow,
  splitSeatCode,
} from './domain/flights/seat-map.js';
export {
  isAtLocation,
  matchingFreeSeats,
  NO_SEAT_PREFERENCES,
  SEAT_AREAS,
  SEAT_LOCATIONS,
  type SeatArea,
  type SeatLocation,
  seatMatches,
  type SeatPreferences,
  type SeatRowKind,
} from './domain/flights/seat-preferences.js';
export {
  ADJACENT_SEAT_AMOUNTS,
  type AdjacentSeatAmount,
  criteriaPreferences,
  formatPreferenceList,
  parseAdjacentSeatAmount,
  parseSeatAreas,
  parseSeatLocations,
  type SeatTrackerCriteria,
  type SeatTrackerInputError,
  seatTrackerInputMessage,
} from './domain/flights/seat-tracker-criteria.js';
export {
  isSeatTrackerActive,
  type SeatTrackerMatch,
  type SeatTrackerSearch,
  type SeatTrackerSubscription,
} from './domain/flights/seat-tracker-subscription.js';
export {
  hasFlightConflict,
  segmentStatus,
  type SegmentStatus,
  type SegmentStatusInput,
  segmentVariant,
  type SegmentVariant,
} from './domain/flights/segment-display-status.js';

// Billing: cards, promotions, payment information, Pro.
export { campaignNameOf, CANCELLED_CODE, isSubscriptionCancelled, type ProBillingPeriod, renewalChargeOf } from './domain/billing/billing-period.js';
export {
  brandOfTypeCode,
  CARD_TYPE_CODES,
  cardBrand,
  type CardBrand,
  type CardBrandError,
  type CardTypeCode,
  detectCardBrand,
  normalizeCardNumber,
} from './domain/billing/card-brand.js';
export { CARD_EXPIRING_SOON_DAYS, cardExpiryStatus, type CardExpiryStatus, isCardExpiringSoon } from './domain/billing/card-expiring-soon.js';
export {
  type CardExpiry,
  type CardExpiryError,
  daysUntilCardExpires,
  EXPIRY_MONTHS,
  EXPIRY_YEAR_COUNT,
  expiryYears,
  isExpiryInFuture,
  lastValidDay,
  validateCardExpiry,
} from './domain/billing/card-expiry.js';
export {
  cardExpiryErrorMessage,
  cardFormErrorMessages,
  type CardFormMessage,
  cardNumberErrorMessage,
  countryErrorMessage,
  postalCodeErrorMessage,
  securityCodeErrorMessage,
} from './domain/billing/card-form-messages.js';
export { type CardForm, type CardFormErrors, validateCardForm, type ValidCardForm } from './domain/billing/card-form.js';
export { CARD_NUMBER_LENGTHS, type CardNumberError, cardSuffix, passesLuhn, validateCardNumber, type ValidCardNumber } from './domain/billing/card-number.js';
export { BILLING_MESSAGE_KEYS, billingMessage, type BillingMessage, type BillingMessageKey } from './domain/billing/message-keys.js';
export { type PaymentInfo, paymentInfoBrand, paymentInfoExpiry } from './domain/billing/payment-info.js';
export { type CountryError, MAX_POSTAL_CODE_LENGTH, type PostalCodeError, validateBillingCountry, validatePostalCode } from './domain/billing/postal-code.js';
export { proPill, type ProPill, proPillMessage } from './domain/billing/pro-pill.js';
export { billingCopyVariant, type BillingCopyVariant } from './domain/billing/billing-copy.js';
export { canUpgradeWithoutCard, type Promo } from './domain/billing/promo.js';
export { type BillingAddress, type PurchasedProductInfo } from './domain/billing/purchased-product-info.js';
export { type SecurityCodeError, securityCodeLength, validateSecurityCode } from './domain/billing/security-code.js';
export { sortTransactionsNewestFirst, type Transaction } from './domain/billing/transaction.js';

// Billing (issue 15): subscriptions and their periods, Pro capabilities, trials, promotions, receipts, payment outcomes.
export {
  addPeriods,
  BULK_CYCLE_DAYS,
  nextRenewal,
  periodDayBounds,
  periodEnd,
  type PeriodLength,
  periodOfCode,
  type PeriodUnit,
  PRODUCT_PERIODS,
  type ProProductCode,
  type SubscriptionProduct,
} from './domain/billing/subscription-period.js';
export {
  billingDay,
  graceEnd,
  type RenewalPayer,
  type Subscription,
  type SubscriptionError,
  type SubscriptionEvent,
  type SubscriptionOrigin,
  type SubscriptionStart,
  type SubscriptionState,
  SUBSCRIPTION_STATES,
  subscriptionTransition,
  SUSPENSION_GRACE_DAYS,
} from './domain/billing/subscription.js';
export { nextRenewalAttempt, RENEWAL_RETRY_DAYS, renewalChargeDue, renewalIdempotencyKey } from './domain/billing/renewal.js';
export { billingPeriodOf } from './domain/billing/billing-period.js';
export {
  canOfferProPurchase,
  documentLimitOf,
  FREE_ACCESS,
  FREE_DOCUMENTS_PER_PLAN_MAX,
  hasProCapability,
  type ProAccess,
  proAccessOf,
  PRO_CAPABILITIES,
  type ProCapability,
  subscriptionGivesPro,
} from './domain/billing/pro-capabilities.js';
export {
  DEFAULT_TRIAL,
  DEFAULT_TRIAL_DAYS,
  freeTrialRefusal,
  isEligibleForFreeTrial,
  type TrialCustomer,
  trialLength,
  type TrialRefusal,
} from './domain/billing/free-trial.js';
export {
  applyPromo,
  checkPromoCampaign,
  normalizePromoCode,
  PROMO_ATTEMPT_PURPOSE,
  PROMO_ATTEMPT_THROTTLE,
  PROMO_CODE_PATTERN,
  type PromoCampaign,
  type PromoCampaignProblem,
  promoOfCampaign,
  type PromoRefusal,
  promoStart,
  type PromoTerms,
  takePromoAttempt,
} from './domain/billing/promo.js';
export {
  type MoneyMovement,
  type MoneyMovementKind,
  moneyMovementOf,
  movesMoney,
  parseReceiptNumber,
  RECEIPT_SEQUENCE_DIGITS,
  RECEIPT_SEQUENCE_MAX,
  receiptNumber,
  TRANSACTION_CODES,
} from './domain/billing/receipt.js';
export {
  BILLING_ERROR_CODES,
  type BillingErrorCode,
  billingErrorMessage,
  billingLoadFailedMessage,
  promoRefusalError,
  receiptLoadFailedMessage,
  toBillingErrorCode,
} from './domain/billing/billing-errors.js';
export {
  type CardToken,
  type ChargeOutcome,
  paymentErrorFor,
  paymentInfoOfCard,
  type TokenizeOutcome,
  type VoidOutcome,
} from './domain/billing/payment-outcome.js';

// Points programs: accounts, balances and their updates.
export { isPointsAccountHealthy, POINTS_ACCOUNT_STATE_CODES, pointsAccountState, type PointsAccountState } from './domain/points/account-state.js';
export {
  pointsAccountStatus,
  type PointsAccountStatus,
  type PointsStatusContext,
  type PointsStatusLabel,
  pointsStatusLabelMessage,
} from './domain/points/account-status.js';
export { daysUntilExpiration, needsAttention, POINTS_ATTENTION_DAYS, type PointsExpiration, programNeedsAttention } from './domain/points/expiring-balance.js';
export { POINTS_MESSAGE_KEYS, pointsMessage, type PointsMessage, type PointsMessageKey } from './domain/points/message-keys.js';
export { POINTS_LIST_MAX_ACTIVITIES, POINTS_LIST_MAX_EXPIRATIONS, POINTS_LIST_QUERY } from './domain/points/points-list-request.js';
export { pointsUpdateTarget, type PointsUpdateTarget, type PointsUpdateTargetError } from './domain/points/points-update-target.js';

// Travel stats and units: distance, CO2, rounding.
export { CO2_FRACTION_DIGITS, co2Message, roundCo2 } from './domain/stats/co2.js';
export { distanceInUnit, formatDistance, KILOMETRES_PER_MILE, kilometresToMiles } from './domain/stats/distance.js';
export { STATS_MESSAGE_KEYS, statsMessage, type StatsMessage, type StatsMessageKey } from './domain/stats/message-keys.js';
export { roundToDecimals } from './domain/stats/round-decimal.js';
export {
  ALL_YEARS,
  isAllYears,
  statsForYear,
  statsYearMessage,
  statsYearOptions,
  type TravelStats,
  type TravelStatsEntry,
} from './domain/stats/travel-stats.js';

// Export and import of a user's data: transfers, plans.csv (RFC 4180), TripIt feeds.
export {
  DATA_EXPORT_LIFETIME_HOURS,
  type DataTransfer,
  type DataTransferKind,
  type DataTransferState,
  dataTransferStateAt,
  type DataTransferSummary,
  exportDocumentPath,
  exportFileName,
  importFileKind,
} from './domain/data-export/data-transfer.js';
export { type CsvError, csvField, csvText, parseCsv, spreadsheetSafe } from './domain/data-export/csv.js';
export { PLAN_CSV_COLUMNS, type PlanCsvEntry, planCsvRow, plansCsv } from './domain/data-export/plans-csv.js';
export {
  readTripItFeed,
  type TripItFeed,
  type TripItFeedError,
  type TripItItem,
  type TripItMoment,
  type TripItTrip,
  type TripItZones,
} from './domain/data-export/tripit-feed.js';
export { encodeUtf8 } from './domain/data-export/utf8-encode.js';

// Sharing: Inner Circle, invitations, public links, calendar feeds.
export {
  CALENDAR_FEED_PROPAGATION_HOURS,
  type CalendarFeedError,
  type CalendarFeedEvent,
  calendarFeedFailureMessage,
  calendarFeedFromProfile,
  calendarFeedPropagatedBy,
  calendarFeedPropagationNotice,
  type CalendarFeedState,
  calendarFeedTransition,
  isCalendarFeedPropagating,
} from './domain/sharing/calendar-feed.js';
export {
  allowedInvitationEvents,
  INVITATION_STATUSES,
  type InvitationActor,
  type InvitationEvent,
  type InvitationEventType,
  invitationFromEntry,
  type InvitationState,
  type InvitationStatus,
  invitationTransition,
  type InvitationTransitionError,
  invitationTransitionMessage,
  isFinalInvitationStatus,
} from './domain/sharing/inner-circle-invitation.js';
export {
  INNER_CIRCLE_PERMISSIONS,
  type InnerCirclePermission,
  isReadOnlyPermission,
  permissionFromReadOnly,
  seesSensitiveData,
} from './domain/sharing/inner-circle-permission.js';
export {
  checkInvitationRequest,
  type InvitationRequestError,
  type InvitationRequestInput,
  invitationRequestMessage,
} from './domain/sharing/invitation-request.js';
export { SHARING_MESSAGE_KEYS, sharingMessage, type SharingMessage, type SharingMessageKey } from './domain/sharing/message-keys.js';
export {
  innerCircleJurisdictionAllows,
  innerCircleTripRole,
  inviteesOf,
  reachesThroughInnerCircle,
  withInnerCircleMember,
} from './domain/sharing/inner-circle-access.js';
export { type CircleRow, mergeInnerCircleRows } from './domain/sharing/inner-circle-merge.js';
export {
  type InnerCircleStore,
  LIVE_INVITATION_STATUSES,
  type NewInnerCircleInvitation,
  type StoredInnerCircleInvitation,
} from './ports/inner-circle-store.port.js';
export {
  canSharePublicly,
  isPublicLinkValid,
  publicSharePath,
  type PublicSharingError,
  type PublicSharingEvent,
  publicSharingFrom,
  publicSharingMessage,
  type PublicSharingState,
  publicSharingTransition,
} from './domain/sharing/public-sharing.js';

// Alerts: codes, texts, actions, dismissal and the dropdown.
export { type AccountAlert, type AccountAlertList } from './domain/alerts/account-alert.js';
export {
  AI_EXTRACTOR_ALERT_UUID,
  aiExtractorAlert,
  type AiImportSettings,
  alertTimeMessage,
  isLocalAlert,
  showAiExtractorAlert,
  withAiExtractorAlert,
} from './domain/alerts/ai-extractor-alert.js';
export {
  ALERT_ROUTE_NAMES,
  type AlertAction,
  alertActions,
  type AlertRouteName,
  primaryAlertAction,
  UNFILED_TRIPS_QUERY,
} from './domain/alerts/alert-actions.js';
export {
  ALERT_CODES,
  type AlertCode,
  FLIGHT_ALERT_CODES,
  FREE_ALERT_CODES,
  isAlertCode,
  isFlightAlert,
  isProAlert,
  PRO_ALERT_CODES,
} from './domain/alerts/alert-codes.js';
export { alertDismissal, type AlertDismissal, withoutDismissed } from './domain/alerts/alert-dismissal.js';
export {
  type AlertDropdownEvent,
  type AlertDropdownState,
  type AlertDropdownStep,
  alertDropdownTransition,
  ALERTS_IN_DROPDOWN,
  ALERTS_IN_DROPDOWN_MOBILE,
  dropdownAlertLimit,
  dropdownAlerts,
  hasNewAlerts,
  markAllViewed,
} from './domain/alerts/alert-dropdown.js';
export { stripUrls, withoutUrls } from './domain/alerts/alert-text.js';
export { ALERT_MESSAGE_KEYS, alertMessage, type AlertMessage, type AlertMessageKey } from './domain/alerts/message-keys.js';

// Background jobs: states, retries with backoff, leases, stored error texts.
export {
  DEDUPED_RETRY_ERROR,
  failureOutcome,
  isClaimable,
  isLeaseLost,
  JOB_ERROR_MAX_LENGTH,
  JOB_RETRY_POLICY,
  JOB_STATES,
  jobErrorText,
  jobTransition,
  LEASE_LAPSED_ERROR,
  retryDelaySeconds,
  type JobEvent,
  type JobRetryPolicy,
  type JobState,
} from './domain/jobs/job-rules.js';

// Phone: SMS setup and input.
export { PHONE_MESSAGE_KEYS, phoneMessage, type PhoneMessage, type PhoneMessageKey } from './domain/phone/message-keys.js';
export {
  PHONE_NUMBER_DIGITS,
  type PhoneInputError,
  phoneInputMessage,
  type SmsPhone,
  validateSmsPhone,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
} from './domain/phone/phone-input.js';
export {
  canUseCodeStep,
  type PhoneSetupError,
  type PhoneSetupEvent,
  phoneSetupFromProfile,
  phoneSetupMessage,
  type PhoneSetupState,
  phoneSetupTransition,
  type SmsFailure,
} from './domain/phone/phone-setup.js';
export { checkSmsSetupAllowed } from './domain/phone/sms-availability.js';
export {
  phoneRemovalFailedMessage,
  SMS_ERROR_CODES,
  type SmsErrorCode,
  smsErrorMessage,
  type SmsFailureStage,
  toSmsErrorCode,
} from './domain/phone/sms-error-codes.js';
export {
  isOnFreeTrial,
  type PendingSmsCode,
  SMS_CODE_LIMITS,
  smsCodeErrorCode,
  smsCodeExpiry,
  smsCodeOutcome,
  type SmsCodeOutcome,
  verificationCodeFrom,
} from './domain/phone/sms-verification.js';
// Notification settings: alert kinds per channel, defaults, Pro-only rows.
export {
  checkNotificationChanges,
  MAILED_BY_EVENT,
  defaultNotification,
  isNotificationEnabled,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTING_CODES,
  type NotificationChangeError,
  type NotificationChannel,
  type NotificationChoice,
  type NotificationRow,
  notificationRows,
} from './domain/alerts/notification-settings.js';

// Cache: entries, keys and invalidation.
export {
  CACHE_REFRESH_LEAD_MS,
  CACHE_REFRESH_MAX_RETRIES,
  CACHE_RETRY_DELAY_MS,
  type CacheEntry,
  cacheExpiresAt,
  createCacheEntry,
  invalidate,
  isFresh,
  nextAttempt,
  recordRefreshFailure,
  shouldRefresh,
} from './domain/cache/cache-entry.js';
export { cacheKeysInvalidatedBy } from './domain/cache/cache-invalidation.js';
export { ALERTS_CACHE_LIFETIME_MS, CACHE_KEYS, CACHE_LIFETIMES_MS, type CacheKey, DEFAULT_CACHE_LIFETIME_MS, isCacheKey } from './domain/cache/cache-keys.js';

// Routes: the route table, paths, matching, query strings, redirects and legacy ids.
export { buildPath, fillPattern, type MissingParam } from './navigation/routes/build-path.js';
export {
  isLegacyId,
  LEGACY_REWRITE_FLAG,
  type LegacyEntityType,
  legacyEntityTypeOf,
  legacyIdLookupQuery,
  type LegacyIdParam,
  legacyIdParams,
  type LegacyRewrite,
  legacyRewriteUrl,
  routeTypeOfPath,
} from './navigation/routes/legacy-ids.js';
export { matchRoute, type RouteMatch } from './navigation/routes/match-route.js';
export { formatQuery, parseQuery, type Query } from './navigation/routes/query-string.js';
export { decideRedirect, type RedirectDecision, type RedirectInput } from './navigation/routes/redirect-entry.js';
export { safeRedirectPath } from './navigation/safe-redirect.js';
export {
  offlineCacheKind,
  type OfflineCacheKind,
  OFFLINE_DATA_CACHE,
  OFFLINE_OWNER_KEY,
  OFFLINE_SAVED_AT_HEADER,
  OFFLINE_STORED_AT_HEADER,
} from './navigation/offline-requests.js';
export { alertActionPath } from './navigation/alert-link.js';
export {
  APP_BASE_PATH,
  isRouteName,
  MAIN_ROUTES,
  type PathParams,
  type RouteName,
  type RouteParams,
  ROUTES,
  type SegmentRouteTable,
} from './navigation/routes/route-table.js';
export {
  isSegmentRouteType,
  MULTI_SEGMENT_ROUTE_TYPES,
  PLAN_TYPE_ROUTE_TYPES,
  routeTypeOfPlanCode,
  SEGMENT_ROUTE_NAME_TYPES,
  SEGMENT_ROUTE_TYPES,
  type SegmentRouteNameType,
  type SegmentRouteType,
} from './navigation/routes/segment-routes.js';

// Navigation rules of the frame: support menu, old-web switch, scroll button, viewport, onboarding.
export {
  deepestTitleKey,
  footerVisibility,
  hashTargetId,
  INTERNAL_DOMAINS,
  isInternalProfile,
  pageTitle,
  PRODUCT_NAME,
  showOldWebSwitch,
  supportVariant,
  type SupportVariant,
} from './navigation/frame-rules.js';
export { ONBOARDING_PATH, onboardingRedirect } from './navigation/onboarding-guard.js';
export {
  SCROLL_BUTTON_HEIGHT_RATIO,
  SCROLL_BUTTON_THROTTLE_MS,
  scrollButtonState,
  type ScrollButtonState,
  scrollButtonTarget,
} from './navigation/scroll-button.js';
export { isMobileViewport, isNavbarExpanded, VIEWPORT_MIN_WIDTH, VIEWPORT_SIZES, viewportSize, type ViewportSize } from './navigation/viewport.js';

// Ports: what core needs from the outside world (clock, ids, stores, mail, lookups, transport, browser).
export { type AccountStore, type LoginRecord, type NewAccount, type StoredProfilePatch } from './ports/account-store.port.js';
export {
  type AddressComponent,
  type AddressComponentType,
  type AddressDetail,
  type AddressLookup,
  type AddressSuggestion,
} from './ports/address-lookup.port.js';
export { type Airline, type AirlineLookup } from './ports/airline-lookup.port.js';
export { type Airport, type AirportLookup } from './ports/airport-lookup.port.js';
export { type ApiFailure, type ApiTransport } from './ports/api-transport.port.js';
export { type OfflineSignals, type OfflineStore } from './ports/offline-store.port.js';
export { type BlobStore, type StoredBlob } from './ports/blob-store.port.js';
export {
  type ArchiveFile,
  type Archiver,
  type CalendarWriter,
  type DataImportStores,
  type DataImportUnit,
  type DataTransferStore,
} from './ports/data-transfer.port.js';
export { type NewProfilePhoto, type ProfilePhotoStore } from './ports/profile-photo-store.port.js';
export { type ErrorReporter, type KeyValueStore, type PageNavigator } from './ports/browser.port.js';
export { type Clock } from './ports/clock.port.js';
export { type Country, type CountryLookup } from './ports/country-lookup.port.js';
export { type DocumentAddResult, type DocumentStore, type StoredDocument } from './ports/document-store.port.js';
export { type EmailAddressStore, type StoredEmailAddress } from './ports/email-address-store.port.js';
export { type FlightData, type FlightInfoResult } from './ports/flight-data.port.js';
export { type IdGenerator } from './ports/id-generator.port.js';
export { type LegacyIdStore } from './ports/legacy-id-store.port.js';
export { type Mailer, type MailMessage } from './ports/mailer.port.js';
export { type PaymentGateway } from './ports/payment-gateway.port.js';
export { type MailTemplate, type MailTripFacts, type MessageTemplates } from './ports/message-templates.port.js';
export { type PasswordHasher } from './ports/password-hasher.port.js';
export { type PasswordStore } from './ports/password-store.port.js';
export { type Place, type PlaceLookup, type PlaceSearchOptions } from './ports/place-lookup.port.js';
export { type PlanRecord, type PlanStore, type StoredPlan } from './ports/plan-store.port.js';
export { type AccountLink, type AccountLinkHolder, type AccountLinkStore } from './ports/account-link-store.port.js';
export { type AccountDeletionStore, type AccountDeletionSummary } from './ports/account-deletion-store.port.js';
export { type AccountMergeStore, type AccountMergeSummary } from './ports/account-merge-store.port.js';
export { type Session, type SessionStore } from './ports/session-store.port.js';
export { type ThrottleOutcome, type ThrottleStore } from './ports/throttle-store.port.js';
export { type Job, type JobClaim, type JobFailure, type JobPayload, type JobPayloadValue, type JobQueue, type NewJob } from './ports/job-queue.port.js';
export { type State, type StateLookup } from './ports/state-lookup.port.js';
export { type TimeZoneLookup } from './ports/time-zone-lookup.port.js';
export {
  type StoredParticipantFlags,
  type StoredTripInvitation,
  type TripListRequest,
  type TripPage,
  type TripProfile,
  type TripStore,
  type TripWithRole,
} from './ports/trip-store.port.js';

// Use cases for the app: profile, trips, plans, documents, lookups, flight info, cache policy, status.
export { AccountDeletionService, type AccountDeletionFailure, accountDeletionFailureOf } from './services/account-deletion.js';
export { CachePolicy, type CacheValues } from './services/cache-policy.js';
// Offline on the travel day (issue 16): what the app frame shows, and the trips kept on the device.
export { OfflineStatus, type OfflineState } from './services/offline-status.js';
export { OfflineKeeper, type OfflineKeepReport } from './services/offline-keeper.js';
export {
  type DocumentError,
  documentErrorOf,
  type DocumentFile,
  documentItemOf,
  DocumentService,
  encodeBase64,
  type PlanDocumentItem,
} from './services/document-service.js';
export { type EmailAddressError, EmailAddressService } from './services/email-address-service.js';
export { FlightInfoService } from './services/flight-info-service.js';
export { globalAction, type GlobalAction, hasLeakedNullish } from './services/global-status.js';
export { LegacyIdResolver } from './services/legacy-id-resolver.js';
export {
  type AddressDetailAnswer,
  type AddressDetailFields,
  type AddressDetailPart,
  addressFieldsOfDetail,
  type AddressSearchSuggestion,
  type AirlineSuggestion,
  type AirportSuggestion,
  LookupSearch,
} from './services/lookup-search.js';
export { AUTOCOMPLETE_REQUEST_LIMIT, PlaceSearch, type Suggestion } from './services/place-search.js';
export { objectKeyOf, planOfWrapper, PlanService, plansOfObjectLists } from './services/plan-service.js';
export { type AppConfig, ProfileService, profileUpdateError, type ProfileUpdateError, STORAGE_KEYS } from './services/profile-service.js';
export { AccountPasswordService, type PasswordChangeFailure, passwordChangeFailureOf } from './services/account-password.js';
export { type BillingCountry, billingFailureMessage, ProBillingService, type Receipt } from './services/pro-billing-service.js';
export { CalendarFeedClient } from './services/calendar-feed-service.js';
export { ConnectedApplicationsClient } from './services/connected-applications-service.js';
export {
  DATA_TRANSFER_POLL_MS,
  DataTransferClient,
  type DataTransferFailure,
  dataTransferFailureOf,
  type DataTransferView,
  dataTransferViewOf,
} from './services/data-transfer-client.js';
// Support (issue 16): the support page's topics, the contact form's rules and its client.
export {
  isSupportTopic,
  SUPPORT_LIMITS,
  SUPPORT_THROTTLE,
  SUPPORT_TOPICS,
  type SupportDraft,
  supportDraftIssues,
  type SupportField,
  type SupportIssue,
  supportReference,
  type SupportTopic,
  tripIdOfLink,
} from './domain/support/support-request.js';
export { SupportClient, type SupportFailure, supportFailureOf } from './services/support-service.js';
export { type ProfilePhotoFailure, profilePhotoFailureOf, ProfilePhotoService } from './services/profile-photo-service.js';
export { AccountMergeService, type AccountMergeFailure, accountMergeFailureOf } from './services/account-merge.js';
export { type InnerCircleFailure, innerCircleFailureOf, InnerCircleService } from './services/inner-circle-service.js';
export {
  type NotificationSaveError,
  type NotificationScreen,
  NotificationService,
  SMS_RECAPTCHA_ACTION,
  type SmsCountry,
} from './services/notification-service.js';
export { type AiAlertVisibility, type AlertCacheValues, type AlertListPage, AlertService } from './services/alert-service.js';
export { type AlertRaiser, type RaisedAlert } from './ports/alert-raiser.port.js';
export { type AccountAlertStore, type AlertPage, type StoredAlert } from './ports/account-alert-store.port.js';
export { type AlertChannels, type AlertTexts, type NotificationChannels, type SmsSender } from './ports/alert-texts.port.js';
export { type ReminderSource, type UpcomingTrip } from './ports/reminder-source.port.js';
export { type NotificationNames, type NotificationSettingStore, type PendingSmsVerification, type SmsPhoneStore } from './ports/notification-store.port.js';
export { type ParsedPhone, type PhoneNumbers, type SmsRegion } from './ports/phone-numbers.port.js';
export { type CaptchaClient, type RecaptchaPassStore, type RecaptchaVerifier } from './ports/recaptcha.port.js';
export { isHumanEnough, RECAPTCHA_PASS_MINUTES, recaptchaPassFloor } from './domain/phone/recaptcha-pass.js';
export { dueFlightReminders, type FlightReminder, PRE_TRIP_REMINDER_DAYS, preTripReminderDue } from './domain/alerts/reminders.js';
export {
  isPartialShare,
  type PendingTripInvitation,
  type TripCacheValues,
  type TripDetails,
  type TripInvitationOutcome,
  type TripListCache,
  type TripListPage,
  type TripParticipantProfile,
  TripService,
} from './services/trip-service.js';

// Imports (issue 14): booking mails in HTML (JSON-LD, microdata) to normalised reservations to plan drafts.
export { type SchemaOrgNode, type ExtractorName } from './domain/imports/schema-org-node.js';
export { attributeOf, type HtmlAttribute, type HtmlToken, scanHtml } from './domain/imports/html-scan.js';
export { decodeHtmlEntities } from './domain/imports/html-entities.js';
export { attributeValue, type HtmlElement, htmlTree, textContent } from './domain/imports/html-tree.js';
export { extractJsonLd, jsonLdBlocks, jsonLdNodes } from './domain/imports/json-ld.js';
export { extractMicrodata, microdataValue } from './domain/imports/microdata.js';
export { reservationPlaceSchema, reservationSchema } from './domain/imports/reservation.js';
export {
  type BoatReservation,
  type BusReservation,
  type EventReservation,
  type FlightReservation,
  type FoodEstablishmentReservation,
  type LodgingReservation,
  type RentalCarReservation,
  RESERVATION_TYPES,
  type Reservation,
  type ReservationOf,
  type ReservationPlace,
  type ReservationType,
  type TaxiReservation,
  type TrainReservation,
} from './domain/imports/reservation-types.js';
export { normaliseReservations } from './domain/imports/reservation-normalise.js';
export { canonicalDateTime } from './domain/imports/reservation-values.js';
export { bookingOf, type ImportZoneResolver, localPlanDateTime, placeZone, planAddressOf, travelerOf } from './domain/imports/reservation-plan-parts.js';
export { singlePlanOf } from './domain/imports/reservation-single-plans.js';
export { reservationsToPlans } from './domain/imports/reservation-to-plan.js';

// Imports (issue 14): IATA BCBP boarding passes, Apple Wallet pass.json and iCalendar files to schema.org nodes.
export { type Bcbp, type BcbpError, type BcbpLeg, type BcbpRepeatedConditional, type BcbpUniqueConditional, parseBcbp } from './domain/imports/bcbp.js';
export { encodeBcbp } from './domain/imports/bcbp-encode.js';
export { BCBP_DATE_TOLERANCE_DAYS, bcbpFlightDate, bcbpToFlightReservations } from './domain/imports/bcbp-schema-org.js';
export { type PkpassError, pkpassToSchemaOrg } from './domain/imports/pkpass.js';
export { type IcsComponent, type IcsError, type IcsProperty, icsText, parseICalendar } from './domain/imports/icalendar.js';
export { type IcsDateValue, type IcsEvent, readICalendarEvents } from './domain/imports/icalendar-events.js';
export { confirmationNumberIn, icalendarToSchemaOrg, icsEventToSchemaOrg } from './domain/imports/icalendar-schema-org.js';
export { type BarcodeReader, type InboundAttachment, type InboundMessage, type MessageParser, type PassUnpacker } from './ports/inbound-message.port.js';
export { type ImportStore, type PlanImport } from './ports/import-store.port.js';
export { type FlightConflictPath, type FlightConflictStore, type StoredFlightConflict } from './ports/flight-conflict-store.port.js';
export { BOOKING_FILE_MAX_BYTES, type BookingFileKind, bookingFileKind } from './domain/imports/booking-file.js';

// Imports (issue 14): a whole message to plans with provenance, the identity of an imported reservation, flight conflicts, placement.
export {
  type ExtractableAttachment,
  type ExtractableMessage,
  type ExtractMessageOptions,
  type ImportedPlan,
  type ImportProvenance,
  type MessageExtraction,
  bcbpIn,
  extractMessage,
} from './domain/imports/extract-message.js';
export { type FoundReservation, mergeFoundReservations, sameReservationKey } from './domain/imports/extract-message-dedupe.js';
export { findImportMatch, type ImportIdentity, importIdentity, isSameImport, type PlanLocalDates, planLocalDates } from './domain/imports/import-identity.js';
export {
  compareImportedFlight,
  type FlightConflictField,
  type FlightImportComparison,
  type FlightSegmentConflict,
} from './domain/imports/import-flight-compare.js';
export { type FlightConflictOption, flightConflictOption, type FlightVersionSource } from './domain/imports/import-flight-conflict.js';
export {
  type ImportPlacement,
  importedDates,
  type PlacementInput,
  type PlacementTrip,
  placeImport,
  TRIP_EXTENSION_DAYS,
} from './domain/imports/import-placement.js';
export { importDestination } from './domain/imports/import-destination.js';

// Forwarding to the plans address (issue 14): the shared and personal plans addresses, their store and inbound messages.
export { PLANS_TOKEN_LENGTH, plansAddress, plansRecipient, type PlansRecipient } from './domain/imports/plans-address.js';
export { type InboundMessageRecord, type PlansAddressStore, type ReceivedMessage } from './ports/plans-address-store.port.js';
export {
  advanceCursor,
  INBOX_AUTH_FAILURES_BEFORE_STOP,
  INBOX_MAX_BACKOFF_SECONDS,
  INBOX_POLL_SECONDS,
  INBOX_SETUP_TTL_SECONDS,
  type InboxCursor,
  type InboxProviderChoice,
  inboxProviderFor,
  type MailboxStatus,
  nextInboxLook,
  syncRange,
} from './domain/imports/inbox-sync.js';
export {
  type ImapServer,
  type InboxFailure,
  type InboxGrant,
  type InboxOAuth,
  type InboxProvider,
  type InboxSync,
  type InboxSyncStore,
  type Mailbox,
  type MailboxLogin,
  type PendingInboxSetup,
  type SecretBox,
} from './ports/inbox-sync.port.js';

// The AI extractor (issue 14): the user's choice, what is sent to the LLM and how its answer is read, the ports.
export {
  type AiImportChoice,
  type AiImportPolicy,
  type AiImportRefusal,
  aiImportRefusal,
  isAiImportActive,
  NO_AI_IMPORT_CHOICE,
  withIntroduced,
  withOptIn,
} from './domain/imports/ai-import-choice.js';
export { LLM_MAX_RESERVATIONS, LLM_TEXT_MAX_CHARS, llmAnswerNodes, type LlmRequest, llmRequestOf, shouldAskLlm } from './domain/imports/llm-extraction.js';
export { plansFromSources } from './domain/imports/extract-message.js';
export { type LlmFailure, type ReservationLlm } from './ports/llm.port.js';
export { type AiImportStore } from './ports/ai-import-store.port.js';

// Booking imports in the app (issue 14): uploading a confirmation, and where an imported plan came from.
export {
  type BookingImportFailure,
  bookingImportFailureOf,
  type BookingImportOutcome,
  type BookingImportPlan,
  BookingImportService,
  type PlanProvenance,
} from './services/import-service-client.js';
export { type PlansAddresses, PlansAddressService } from './services/plans-address-service.js';
export { AiImportService, type AiImportState } from './services/ai-import-service.js';

// Billing (issue 15): where subscriptions, cards (tokens), transactions, promos and trials are kept.
export { type BillingStore, type Cancellation, type NewTransaction, type StoredPaymentMethod, type StoredTransaction } from './ports/billing-store.port.js';
// Calendar feed (issue 16): the secret feed URL of each user.
export { type CalendarFeedStore, type StoredCalendarFeed } from './ports/calendar-feed-store.port.js';
export { type ApplicationKey, type ConnectedApplicationStore, type GrantedApplication } from './ports/connected-application-store.port.js';
