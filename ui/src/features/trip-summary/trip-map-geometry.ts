import { geoInterpolate, geoMercator, geoNaturalEarth1, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { GeoExtent, GeoPoint, TripMap } from '@waybook/core';

/** The map's drawing size (SVG user units; the SVG scales to the column's width). */
export const MAP_SIZE = { width: 280, height: 200 } as const;
/** Room kept round the extent for the markers and their labels. */
const PADDING = 24;
/** Wider than this (degrees), a Mercator map stretches the poles too far: Natural Earth instead. */
const WIDE = 150;

type Position = [number, number];

// The extent's outline as points along its edges: a projection fitted to it holds the whole
// rectangle, whose edges are curves on Natural Earth.
function outline(e: GeoExtent): GeoPermissibleObjects {
  const steps = 16;
  const coordinates: Position[] = [];
  for (let i = 0; i <= steps; i++) {
    const lon = e.west + ((e.east - e.west) * i) / steps;
    const lat = e.south + ((e.north - e.south) * i) / steps;
    coordinates.push([lon, e.south], [lon, e.north], [e.west, lat], [e.east, lat]);
  }
  return { type: 'MultiPoint', coordinates };
}

/**
 * The projection of a trip's map: Mercator turned to the extent's middle longitude (so a trip
 * across the antimeridian is drawn in one piece), Natural Earth for extents wider than 150
 * degrees; fitted to the extent inside the padding, and clipped to the drawing.
 *
 * @example
 * const projection = tripMapProjection({ west: -0.16, east: 9.84, south: 42.76, north: 48.76 });
 * projection([4.84, 45.76]) // about [140, 102]: Lyon in the middle
 */
export function tripMapProjection(e: GeoExtent, size: { readonly width: number; readonly height: number } = MAP_SIZE): GeoProjection {
  const width = e.east - e.west;
  const projection = (width > WIDE ? geoNaturalEarth1() : geoMercator()).rotate([-(e.west + width / 2), 0]);
  const box: [Position, Position] = [
    [PADDING, PADDING],
    [size.width - PADDING, size.height - PADDING],
  ];
  projection.fitExtent(box, width >= 360 ? { type: 'Sphere' } : outline(e));
  return projection.clipExtent([
    [0, 0],
    [size.width, size.height],
  ]);
}

/**
 * The points the map must hold: its places, and points along each leg's great circle (a flight
 * from London to Tokyo passes over Siberia, not the Pacific, and the map must show that way).
 *
 * @example
 * geoExtentOf(mapPoints(tripMapPlaces(plans, airports)))
 */
export function mapPoints(map: TripMap): GeoPoint[] {
  const byKey = new Map(map.places.map((p) => [p.key, p]));
  const along = map.legs.flatMap((leg) => {
    const [from, to] = [byKey.get(leg.from), byKey.get(leg.to)];
    if (from === undefined || to === undefined) return [];
    const at = geoInterpolate([from.longitude, from.latitude], [to.longitude, to.latitude]);
    return [0.25, 0.5, 0.75].map((t) => {
      const [longitude, latitude] = at(t);
      return { latitude, longitude };
    });
  });
  return [...map.places, ...along];
}

/** A marker on the drawing: its centre, the numbers it stands for and the label it would show. */
export interface MapMarker {
  readonly x: number;
  readonly y: number;
  readonly numbers: readonly number[];
  readonly label: string;
}

/** Markers closer than this (drawing units, centre to centre) become one. */
export const MARKER_MERGE = 18;

/**
 * Places as markers: a place nearer than {@link MARKER_MERGE} to an earlier marker joins it (its
 * number added) rather than being drawn over it; points outside the drawing are left out.
 *
 * @example
 * groupMarkers([{ x: 10, y: 10, number: 1, label: 'Hotel' }, { x: 12, y: 11, number: 2, label: 'Museum' }])
 * // [{ x: 10, y: 10, numbers: [1, 2], label: 'Hotel' }]
 */
export function groupMarkers(points: readonly { x: number; y: number; number: number; label: string }[], size = MAP_SIZE): MapMarker[] {
  const markers: { x: number; y: number; numbers: number[]; label: string }[] = [];
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || p.x < 0 || p.y < 0 || p.x > size.width || p.y > size.height) continue;
    const near = markers.find((m) => Math.hypot(m.x - p.x, m.y - p.y) < MARKER_MERGE);
    if (near !== undefined) near.numbers.push(p.number);
    else markers.push({ x: p.x, y: p.y, numbers: [p.number], label: p.label });
  }
  return markers;
}

/**
 * What a marker's badge reads: its number; a run of three or more as a range (3–7); else the
 * numbers, the first three and an ellipsis beyond.
 *
 * @example
 * badgeText([3, 4, 5, 6]) // '3–6'
 * badgeText([1, 4])       // '1,4'
 */
export function badgeText(numbers: readonly number[]): string {
  const first = numbers[0] ?? 0;
  const run = numbers.length > 2 && numbers.every((n, i) => n === first + i);
  if (run) return `${first}–${first + numbers.length - 1}`;
  return numbers.length > 3 ? `${numbers.slice(0, 3).join(',')}…` : numbers.join(',');
}
