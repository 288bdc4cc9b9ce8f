import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import { geoExtentOf, type TripMap as TripMapData, type TripMapPlace } from '@waybook/core';
import { badgeText, groupMarkers, MAP_SIZE, mapPoints, tripMapProjection } from './trip-map-geometry.js';
import { BADGE_HEIGHT, badgeWidth, placeLabels } from './trip-map-labels.js';

// Natural Earth's 1:110m countries (world-atlas, public domain), bundled: no tile server, no request.
// 1:110m rather than 1:50m keeps this chunk near 50 KB gzipped instead of 240 KB.
const world = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
const COUNTRIES = feature(world, world.objects.countries);
const BORDERS = mesh(world, world.objects.countries, (a, b) => a !== b);

/** A short name for a place on the map: an airport's code, else its name. */
function mapLabel(place: TripMapPlace): string {
  return place.airportCode !== '' ? place.airportCode : place.name;
}

/**
 * The trip's places drawn on a map (loaded on demand: d3-geo and the country shapes stay out of
 * the first page): the countries of the region, the legs as great-circle arcs (dashed for flights),
 * and a numbered badge per place with a short label where one fits. The SVG is one image named
 * `label`; the list beside it names the places for assistive technology and keyboard users.
 *
 * @example
 * <TripMap map={tripMapPlaces(plans, airports)} label="Map of the trip's places" />
 */
export default function TripMap({ map, label }: { readonly map: TripMapData; readonly label: string }) {
  const extent = geoExtentOf(mapPoints(map));
  if (extent === null) return null;
  const projection = tripMapProjection(extent);
  const path = geoPath(projection);
  const byKey = new Map(map.places.map((p) => [p.key, p]));
  const markers = groupMarkers(
    map.places.flatMap((p) => {
      const xy = projection([p.longitude, p.latitude]);
      return xy === null ? [] : [{ x: xy[0], y: xy[1], number: p.number, label: mapLabel(p) }];
    }),
  );
  const labels = placeLabels(markers);
  const { width, height } = MAP_SIZE;
  return (
    <svg className="wb-trip-map__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} focusable="false">
      <rect className="wb-trip-map__sea" width={width} height={height} />
      <path className="wb-trip-map__land" d={path(COUNTRIES) ?? ''} />
      <path className="wb-trip-map__borders" d={path(BORDERS) ?? ''} />
      {map.legs.map((leg) => {
        const [from, to] = [byKey.get(leg.from), byKey.get(leg.to)];
        if (from === undefined || to === undefined) return null;
        const d = path({
          type: 'LineString',
          coordinates: [
            [from.longitude, from.latitude],
            [to.longitude, to.latitude],
          ],
        });
        return d === null ? null : <path key={`${leg.from}|${leg.to}|${leg.mode}`} className={`wb-trip-map__leg wb-trip-map__leg--${leg.mode}`} d={d} />;
      })}
      {markers.map((m, i) => {
        const text = badgeText(m.numbers);
        const w = badgeWidth(text);
        const placed = labels[i];
        return (
          <g key={m.numbers.join(',')} className="wb-trip-map__marker">
            <rect x={m.x - w / 2} y={m.y - BADGE_HEIGHT / 2} width={w} height={BADGE_HEIGHT} rx={BADGE_HEIGHT / 2} />
            <text className="wb-trip-map__number" x={m.x} y={m.y + 4} textAnchor="middle">
              {text}
            </text>
            {placed != null && (
              <text className="wb-trip-map__label" x={placed.x} y={placed.y} textAnchor={placed.anchor}>
                {placed.text}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
