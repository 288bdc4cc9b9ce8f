/**
 * Region (first-level subdivision) names for GeoNames admin1 codes, via ISO 3166-2 (iso-3166).
 *
 * GeoNames admin1 codes are only ISO 3166-2 suffixes in some countries; elsewhere a same-looking
 * code is a different region (JP '40' is Tokyo in GeoNames, Fukuoka in ISO). So only the
 * countries below get a region; each table was checked against the largest cities of every code
 * (see admin1.test.ts). Other countries have region ''.
 */
import { iso31662 } from 'iso-3166';

/** Countries whose GeoNames admin1 code is the ISO 3166-2 suffix itself. */
const SAME_CODE = new Set(['US', 'GB', 'CH']);

/** GeoNames admin1 code -> ISO 3166-2 suffix, for countries where GeoNames uses other codes. */
const GEONAMES_TO_ISO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
  FR: {
    '11': 'IDF',
    '24': 'CVL',
    '27': 'BFC',
    '28': 'NOR',
    '32': 'HDF',
    '44': 'GES',
    '52': 'PDL',
    '53': 'BRE',
    '75': 'NAQ',
    '76': 'OCC',
    '84': 'ARA',
    '93': 'PAC',
    '94': '20R',
  },
  DE: {
    '01': 'BW',
    '02': 'BY',
    '03': 'HB',
    '04': 'HH',
    '05': 'HE',
    '06': 'NI',
    '07': 'NW',
    '08': 'RP',
    '09': 'SL',
    '10': 'SH',
    '11': 'BB',
    '12': 'MV',
    '13': 'SN',
    '14': 'ST',
    '15': 'TH',
    '16': 'BE',
  },
  ES: {
    '51': 'AN',
    '52': 'AR',
    '53': 'CN',
    '54': 'CM',
    '55': 'CL',
    '56': 'CT',
    '57': 'EX',
    '58': 'GA',
    '59': 'PV',
    '60': 'VC',
    '07': 'IB',
    '27': 'RI',
    '29': 'MD',
    '31': 'MC',
    '32': 'NC',
    '34': 'AS',
    '39': 'CB',
    CE: 'CE',
    ML: 'ML',
  },
  IT: {
    '01': '65',
    '02': '77',
    '03': '78',
    '04': '72',
    '05': '45',
    '06': '36',
    '07': '62',
    '08': '42',
    '09': '25',
    '10': '57',
    '11': '67',
    '12': '21',
    '13': '75',
    '14': '88',
    '15': '82',
    '16': '52',
    '17': '32',
    '18': '55',
    '19': '23',
    '20': '34',
  },
};

/** ISO names written "Name, Kind" or bilingually with a comma, which would break "City, Region, Country". */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  'ES-VC': 'Comunidad Valenciana',
  'ES-MD': 'Comunidad de Madrid',
  'ES-NC': 'Navarra',
  'ES-AS': 'Asturias',
  'ES-MC': 'Región de Murcia',
  'IT-32': 'Trentino-Alto Adige',
  'IT-23': "Valle d'Aosta",
};

let isoNames: Map<string, string> | undefined;

/**
 * The ISO 3166-2 code of a GeoNames admin1 code, or '' where it is not known reliably.
 *
 * @example
 * isoSubdivisionCode('US', 'CA') // 'US-CA'
 * isoSubdivisionCode('FR', '11') // 'FR-IDF'
 * isoSubdivisionCode('JP', '40') // ''
 */
export function isoSubdivisionCode(country: string, admin1: string): string {
  if (admin1 === '') return '';
  if (SAME_CODE.has(country)) return `${country}-${admin1}`;
  const suffix = GEONAMES_TO_ISO[country]?.[admin1];
  return suffix === undefined ? '' : `${country}-${suffix}`;
}

/**
 * The region name of a GeoNames admin1 code, or '' where it is not known reliably.
 *
 * @example
 * regionName('US', 'CA') // 'California'
 * regionName('FR', '11') // 'Île-de-France'
 */
export function regionName(country: string, admin1: string): string {
  const code = isoSubdivisionCode(country, admin1);
  if (code === '') return '';
  isoNames ??= new Map(iso31662.map((e) => [e.code, e.name]));
  const name = NAME_OVERRIDES[code] ?? isoNames.get(code) ?? '';
  const comma = name.indexOf(',');
  return comma === -1 ? name : name.slice(0, comma);
}
