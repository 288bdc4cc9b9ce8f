import type { ServiceIdentifier } from 'inversify';
import type {
  AccountDeletionService,
  AccountMergeService,
  AccountPasswordService,
  DocumentService,
  EmailAddressService,
  ErrorReporter,
  FlightInfoService,
  KeyValueStore,
  LegacyIdResolver,
  LookupSearch,
  PageNavigator,
  PlaceSearch,
  PlanService,
  ProfileService,
  TripService,
} from '@waybook/core';

/** Service identifiers of everything features may ask the container for. */
export const TOKENS = {
  profileService: Symbol('ProfileService') as ServiceIdentifier<ProfileService>,
  placeSearch: Symbol('PlaceSearch') as ServiceIdentifier<PlaceSearch>,
  lookupSearch: Symbol('LookupSearch') as ServiceIdentifier<LookupSearch>,
  tripService: Symbol('TripService') as ServiceIdentifier<TripService>,
  legacyIds: Symbol('LegacyIdResolver') as ServiceIdentifier<LegacyIdResolver>,
  planService: Symbol('PlanService') as ServiceIdentifier<PlanService>,
  documentService: Symbol('DocumentService') as ServiceIdentifier<DocumentService>,
  emailAddresses: Symbol('EmailAddressService') as ServiceIdentifier<EmailAddressService>,
  flightLookup: Symbol('FlightLookup') as ServiceIdentifier<FlightInfoService>,
  storage: Symbol('KeyValueStore') as ServiceIdentifier<KeyValueStore>,
  navigator: Symbol('PageNavigator') as ServiceIdentifier<PageNavigator>,
  reporter: Symbol('ErrorReporter') as ServiceIdentifier<ErrorReporter>,
  today: Symbol('Today') as ServiceIdentifier<() => string>,
  accountDeletion: Symbol('AccountDeletionService') as ServiceIdentifier<AccountDeletionService>,
  accountPassword: Symbol('AccountPasswordService') as ServiceIdentifier<AccountPasswordService>,
  accountMerge: Symbol('AccountMergeService') as ServiceIdentifier<AccountMergeService>,
} as const;
