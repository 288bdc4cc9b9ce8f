import type { GeoPoint } from './trip-map-stops.js';

/**
 * A rectangle of the globe in degrees. `west` lies in [-180, 180); `east` is `west` plus the width
 * (0 to 360), so it passes 180 when the rectangle crosses the antimeridian (Tokyo to Honolulu:
 * west 139.7, east 202.2).
 *
 * @example
 * const europe: GeoExtent = { west: -10, east: 30, south: 35, north: 60 };
 */
export interface GeoExtent {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

/**
 * Options of {@link geoExtentOf}: the smallest width and height shown (so one city sits in its
 * region rather than filling the map) and the margin added on each side, as a share of the size.
 *
 * @example
 * const o: GeoExtentOptions = { minWidth: 10, minHeight: 6, margin: 0.15 };
 */
export interface GeoExtentOptions {
  readonly minWidth: number;
  readonly minHeight: number;
  readonly margin: number;
}

const DEFAULTS: GeoExtentOptions = { minWidth: 10, minHeight: 6, margin: 0.15 };
/** Beyond this latitude a Mercator map grows without bound: widening stops there. */
const MAX_LATITUDE = 85;

const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/**
 * Whether an extent holds a point (the longitude taken round the globe).
 *
 * @example
 * extentContains({ west: 170, east: 200, south: -20, north: 0 }, { latitude: -17.5, longitude: -171.7 }) // true
 */
export function extentContains(e: GeoExtent, p: GeoPoint): boolean {
  const east = (((p.longitude - e.west) % 360) + 360) % 360;
  return p.latitude >= e.south && p.latitude <= e.north && east <= e.east - e.west + 1e-9;
}

// The narrowest band of longitudes holding them all: it starts after the widest gap between them.
function longitudeBand(longitudes: readonly number[]): readonly [number, number] {
  const sorted = [...new Set(longitudes.map(wrap))].sort((a, b) => a - b);
  let start = 0;
  let widest = -1;
  sorted.forEach((lon, i) => {
    const next = i + 1 < sorted.length ? sorted[i + 1]! : sorted[0]! + 360;
    if (next - lon > widest) [widest, start] = [next - lon, (i + 1) % sorted.length];
  });
  const west = sorted[start]!;
  return [west, west + 360 - widest];
}

function grow(low: number, high: number, min: number, margin: number): readonly [number, number] {
  const size = Math.max(high - low, min / (1 + 2 * margin)) * (1 + 2 * margin);
  const centre = (low + high) / 2;
  return [centre - size / 2, centre + size / 2];
}

/**
 * The extent a map of these points shows: the narrowest rectangle holding them all (crossing the
 * antimeridian when that is narrower), grown to at least `minWidth` by `minHeight` degrees and by
 * `margin` on each side; the whole width when that reaches 360 degrees; latitudes grown no
 * further than ±85. Null when there is no point.
 *
 * @example
 * geoExtentOf([{ latitude: 45.76, longitude: 4.84 }]) // { west: -0.16, east: 9.84, south: 42.76, north: 48.76 }, Lyon in its region
 * geoExtentOf([])                                     // null
 */
export function geoExtentOf(points: readonly GeoPoint[], options: GeoExtentOptions = DEFAULTS): GeoExtent | null {
  if (points.length === 0) return null;
  const [lonLow, lonHigh] = longitudeBand(points.map((p) => p.longitude));
  const [west, east] = grow(lonLow, lonHigh, options.minWidth, options.margin);
  const lats = points.map((p) => p.latitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [south, north] = grow(minLat, maxLat, options.minHeight, options.margin);
  const lat = { south: Math.min(minLat, Math.max(-MAX_LATITUDE, south)), north: Math.max(maxLat, Math.min(MAX_LATITUDE, north)) };
  if (east - west >= 360) return { west: -180, east: 180, ...lat };
  const start = wrap(west);
  return { west: start, east: start + (east - west), ...lat };
}
