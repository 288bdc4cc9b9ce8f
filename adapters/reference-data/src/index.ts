// Public API of @waybook/adapter-reference-data.
export { AllTheCitiesPlaceLookup, DeferredPlaceLookup, type SyncPlaceLookup, createPlaceIndex, loadPlaceIndex, type PlaceIndex } from './place-index.js';
export { buildCityTable, type CityTable, type RawCity } from './load.js';
export { SUPPORTED_LOCALES, labelLanguage, type LabelLanguage } from './countries.js';
export { fold } from './fold.js';
export { timeZoneAt } from './time-zone.js';
export { AirportIndex, type AirportRecord } from './airport-index.js';
export { AirlineIndex, type OpenFlightsAirline } from './airline-index.js';
export { AIRLINE_OVERRIDES, type AirlineOverride } from './airline-overrides.js';
export { CountryIndex } from './country-index.js';
export { StateIndex, type SubdivisionRecord } from './state-index.js';
export { OfflineAddressLookup, type OfflineAddressLookupDeps } from './address-lookup.js';
export { addressId, parseAddressId, readAddress, streetParts, type AddressReading } from './address-parse.js';
export { ReferenceTimeZoneLookup } from './time-zone-lookup.js';
export { createReferenceLookups, type ReferenceLookups } from './reference-lookups.js';
export { sharedAirportIndex } from './shared-indexes.js';
