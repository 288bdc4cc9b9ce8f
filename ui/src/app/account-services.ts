// The services of the account and settings areas, fetched with their wire codecs the first time
// one of them is called (composition-root.ts builds them through lazyService): none of them is
// used by the trip list or by the pages kept offline.
export {
  AccountDeletionService,
  AccountMergeService,
  AccountPasswordService,
  AiImportService,
  CalendarFeedClient,
  ConnectedApplicationsClient,
  DataTransferClient,
  EmailAddressService,
  InnerCircleService,
  NotificationService,
  PlansAddressService,
  ProBillingService,
  ProfilePhotoService,
  SupportClient,
} from '@waybook/core';
