import type { ContractEntry } from './entry.js';
import { appConfigEntry, getProfileEntry, replaceProfileEntry } from './profile-entries.js';
import {
  autocompleteAddressDetailEntry,
  autocompleteAddressEntry,
  autocompleteAirlineEntry,
  autocompleteAirportEntry,
  autocompleteCountryEntry,
  autocompletePlaceEntry,
  autocompleteStateEntry,
  utilEncodeEntry,
} from './lookup-entries.js';
import {
  createTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  replaceTripEntry,
  updateTripImageEntry,
} from './trip-entries.js';
import { changeTripInvitationsEntry, deleteTripParticipantEntry, inviteToTripEntry, updatePublicTripShareUrlEntry } from './trip-sharing-entries.js';
import {
  copyPlanEntry,
  createPlanEntry,
  deletePlanEntry,
  deleteSegmentEntry,
  getPlanEntry,
  listObjectsEntry,
  movePlanEntry,
  replacePlanEntry,
  updateMultipleCostsEntry,
} from './plan-entries.js';
import { flightInfoEntry } from './flight-info-entries.js';
import { EMAIL_ADDRESS_ENTRIES } from './account/email-entries.js';
import { deleteDocumentEntry, listDocumentsEntry, renameDocumentEntry, uploadDocumentEntry } from './document-entries.js';
import { deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from './account/deletion-entries.js';
import { completeMergeAccountsEntry, requestMergeAccountsEntry } from './account/merge-entries.js';
import { changePasswordEntry, completeChangePasswordEntry, requestChangePasswordEntry } from './account/password-entries.js';
import { TRAVELER_PROFILE_ENTRIES } from './account/traveler-profile-entries.js';
import { PROFILE_PHOTO_ENTRIES } from './account/profile-photo-entries.js';
import { INNER_CIRCLE_ENTRIES } from './sharing/inner-circle-entries.js';
import { ALERT_ENTRIES } from './alerts/alert-entries.js';
import { NOTIFICATION_ENTRIES } from './account/notification-entries.js';
import { IMPORT_ENTRIES } from './imports/import-entries.js';
import { AI_IMPORT_ENTRIES } from './imports/ai-import-entries.js';
import { PLAN_IMPORT_ENTRIES } from './imports/plan-import-entries.js';
import { PLANS_ADDRESS_ENTRIES } from './imports/plans-address-entries.js';
import { INBOX_SYNC_ENTRIES } from './imports/inbox-sync-entries.js';
import { BILLING_ENTRIES } from './billing/billing-entries.js';
import { CALENDAR_FEED_ENTRIES } from './sharing/calendar-feed-entries.js';
import { DATA_TRANSFER_ENTRIES } from './data-export/data-transfer-entries.js';
import { SUPPORT_ENTRIES } from './account/support-entries.js';
import { FLIGHT_CONFLICT_ENTRIES } from './flights/flight-conflict-entries.js';
import { CONNECTED_APPLICATION_ENTRIES } from './account/connected-application-entries.js';

/**
 * Every /api call, in one list: the server mounts it, the API reference is generated from it.
 *
 * @example
 * contract.map((e) => `${e.method} /api/${e.path}`)
 */
export const contract: readonly ContractEntry[] = [
  appConfigEntry,
  getProfileEntry,
  replaceProfileEntry,
  ...TRAVELER_PROFILE_ENTRIES,
  ...PROFILE_PHOTO_ENTRIES,
  ...ALERT_ENTRIES,
  ...EMAIL_ADDRESS_ENTRIES,
  autocompletePlaceEntry,
  autocompleteAirportEntry,
  autocompleteAirlineEntry,
  autocompleteStateEntry,
  autocompleteCountryEntry,
  autocompleteAddressEntry,
  autocompleteAddressDetailEntry,
  utilEncodeEntry,
  listTripsEntry,
  createTripEntry,
  replaceTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  mergeTripEntry,
  updateTripImageEntry,
  updatePublicTripShareUrlEntry,
  inviteToTripEntry,
  changeTripInvitationsEntry,
  deleteTripParticipantEntry,
  createPlanEntry,
  getPlanEntry,
  replacePlanEntry,
  // Before deletePlan: v2/delete/segment/uuid/:uuid also matches v2/delete/:type/uuid/:uuid.
  deleteSegmentEntry,
  deletePlanEntry,
  movePlanEntry,
  copyPlanEntry,
  listObjectsEntry,
  updateMultipleCostsEntry,
  flightInfoEntry,
  uploadDocumentEntry,
  renameDocumentEntry,
  deleteDocumentEntry,
  listDocumentsEntry,
  deleteAccountEntry,
  sendDeleteAccountConfirmationEmailEntry,
  requestMergeAccountsEntry,
  completeMergeAccountsEntry,
  changePasswordEntry,
  requestChangePasswordEntry,
  completeChangePasswordEntry,
  ...INNER_CIRCLE_ENTRIES,
  ...NOTIFICATION_ENTRIES,
  ...IMPORT_ENTRIES,
  ...AI_IMPORT_ENTRIES,
  ...PLAN_IMPORT_ENTRIES,
  ...PLANS_ADDRESS_ENTRIES,
  ...INBOX_SYNC_ENTRIES,
  ...FLIGHT_CONFLICT_ENTRIES,
  ...BILLING_ENTRIES,
  ...CALENDAR_FEED_ENTRIES,
  ...DATA_TRANSFER_ENTRIES,
  ...SUPPORT_ENTRIES,
  ...CONNECTED_APPLICATION_ENTRIES,
];
