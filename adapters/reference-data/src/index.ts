// Public API of @waybook/adapter-reference-data.
export {
  AllTheCitiesPlaceLookup,
  DeferredPlaceLookup,
  type SyncPlaceLookup,
  createPlaceIndex,
  loadPlaceIndex,
  type PlaceIndex,
} from './place-index.js';
export { buildCityTable, type CityTable, type RawCity } from './load.js';
export { SUPPORTED_LOCALES, labelLanguage, type LabelLanguage } from './countries.js';
export { fold } from './fold.js';
export { timeZoneAt } from './time-zone.js';
