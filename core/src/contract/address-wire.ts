import type { z } from 'zod';
import type { autocompleteAddressDetailEntry } from './lookup-entries.js';
import type { AddressComponentType, AddressDetail } from '../ports/address-lookup.port.js';

/** Types that geocoders also mark "political" (an area, not a point on a street). */
const POLITICAL: ReadonlySet<AddressComponentType> = new Set(['locality', 'administrative_area_level_1', 'administrative_area_level_2', 'country']);

/**
 * An address detail in the wire shape of autocompleteAddressDetail (the geocoders' field names).
 *
 * @example
 * addressDetailToWire(detail).address_components[0] // { long_name: '12', short_name: '12', types: ['street_number'] }
 */
export function addressDetailToWire(d: AddressDetail): z.output<(typeof autocompleteAddressDetailEntry)['response']> {
  return {
    place_id: d.id,
    name: d.name,
    formatted_address: d.formattedAddress,
    address_components: d.components.map((c) => ({
      long_name: c.longName,
      short_name: c.shortName,
      types: POLITICAL.has(c.type) ? [c.type, 'political'] : [c.type],
    })),
    geometry: { location: { lat: d.latitude, lng: d.longitude } },
    time_zone: d.timeZone,
    formatted_phone_number: d.phoneNumber,
    website: d.website,
  };
}
