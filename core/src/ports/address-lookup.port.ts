import type { PlaceSearchOptions } from './place-lookup.port.js';

/**
 * One address suggestion: an id to ask for its details with, and the text shown.
 *
 * @example
 * const s: AddressSuggestion = { id: 'addr:2996944:12%20Rue%20de%20la%20R%C3%A9publique:',
 *   displayName: '12 Rue de la République, Lyon, Auvergne-Rhône-Alpes, France', countryCode: 'FR',
 *   latitude: 45.75, longitude: 4.85 };
 */
export interface AddressSuggestion {
  readonly id: string;
  readonly displayName: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The kinds of address parts, as the wire names them. */
export type AddressComponentType =
  'street_number' | 'route' | 'locality' | 'administrative_area_level_1' | 'administrative_area_level_2' | 'country' | 'postal_code';

/** One part of an address: its full and short text. */
export interface AddressComponent {
  readonly longName: string;
  readonly shortName: string;
  readonly type: AddressComponentType;
}

/**
 * The details of an address suggestion.
 *
 * @example
 * detail.components.find((c) => c.type === 'locality')?.longName // 'Lyon'
 */
export interface AddressDetail {
  readonly id: string;
  /** The street line when there is one, else the place's name. */
  readonly name: string;
  readonly formattedAddress: string;
  /** Only the parts that are known, in the order street_number ... postal_code. */
  readonly components: readonly AddressComponent[];
  readonly latitude: number;
  readonly longitude: number;
  /** IANA time zone at the coordinates. */
  readonly timeZone: string;
  /** '' when unknown (always, for an offline lookup). */
  readonly phoneNumber: string;
  /** '' when unknown (always, for an offline lookup). */
  readonly website: string;
}

/**
 * Address autocomplete and details: an offline lookup over the place data, or a geocoding provider.
 *
 * @example
 * const [first] = await addresses.search('12 Rue de la République, Lyon', { limit: 15, locale: 'fr-FR' });
 * const detail = first && (await addresses.detail(first.id, 'fr-FR'));
 */
export interface AddressLookup {
  search(query: string, options: PlaceSearchOptions): Promise<readonly AddressSuggestion[]>;
  /** Details of an id from `search` (or of a place id); undefined when it cannot be resolved. */
  detail(id: string, locale: string): Promise<AddressDetail | undefined>;
}
