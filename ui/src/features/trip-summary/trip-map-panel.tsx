import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tripMapAirportCodes, tripMapPlaces, type Plan, type TripMapPlace } from '@waybook/core';
import { useAirportPoints } from './use-airport-points.js';
import './trip-map.css';

// d3-geo and the country shapes load only when a trip has a place to show.
const TripMap = lazy(() => import('./trip-map.js'));

/** Where the map will be while its code or the airports' points load: the same size, empty. */
function MapFrame() {
  return <div className="wb-trip-map__frame" aria-hidden="true" />;
}

function PlaceItem({ place }: { readonly place: TripMapPlace }) {
  const { t, i18n } = useTranslation(['tripSummary', 'planView']);
  const types = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(place.planTypes.map((type) => t(`planView:types.${type}`)));
  const name = place.airportCode !== '' && place.name !== place.airportCode ? t('map.airport', { name: place.name, code: place.airportCode }) : place.name;
  return (
    <li className="wb-trip-map__place">
      <span className="wb-trip-map__badge" aria-hidden="true">
        {place.number}
      </span>
      <span className="wb-trip-map__place-text">
        <span className="wb-trip-map__place-name">{name}</span> <span className="wb-muted wb-trip-map__place-types">{types}</span>
      </span>
    </li>
  );
}

/**
 * The side column's map of the trip's places (core tripMapPlaces: addresses with coordinates, and
 * flight airports whose points the airport data gives), numbered in the order the trip reaches
 * them, with the same places listed under it; a short message when no plan has a place.
 *
 * @example
 * <TripMapPanel plans={plans} />
 */
export function TripMapPanel({ plans }: { readonly plans: readonly Plan[] }) {
  const { t } = useTranslation('tripSummary');
  const codes = useMemo(() => tripMapAirportCodes(plans), [plans]);
  const airports = useAirportPoints(codes);
  const map = useMemo(() => tripMapPlaces(plans, airports.points), [plans, airports.points]);
  const empty = map.places.length === 0;
  return (
    <section className="wb-card wb-trip-map" aria-labelledby="wb-trip-map-heading">
      <h2 id="wb-trip-map-heading">{t('map.heading')}</h2>
      {empty && airports.loading ? (
        <MapFrame />
      ) : empty ? (
        <p className="wb-muted wb-trip-map__empty">{t('map.empty')}</p>
      ) : (
        <>
          <Suspense fallback={<MapFrame />}>
            <TripMap map={map} label={t('map.label')} />
          </Suspense>
          <ol className="wb-trip-map__places" aria-label={t('map.places')}>
            {map.places.map((place) => (
              <PlaceItem key={place.key} place={place} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
