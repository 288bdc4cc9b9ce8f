import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { geoExtentOf } from '@waybook/core';
import { badgeText, groupMarkers, MAP_SIZE, mapPoints, tripMapProjection } from './trip-map-geometry.js';
import { labelText, placeLabels } from './trip-map-labels.js';

const LYON = { latitude: 45.76, longitude: 4.84 };
const TOKYO = { latitude: 35.68, longitude: 139.77 };
const HONOLULU = { latitude: 21.31, longitude: -157.86 };
const inside = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x <= MAP_SIZE.width && y <= MAP_SIZE.height;

describe('tripMapProjection', () => {
  it('puts one city in the middle of its region', () => {
    const [x, y] = tripMapProjection(geoExtentOf([LYON])!)([LYON.longitude, LYON.latitude])!;
    // Mercator stretches the north of a region more than its south: the city sits a little low.
    expect(Math.round(x)).toBe(140);
    expect(Math.abs(y - 100)).toBeLessThan(4);
  });

  it('draws a trip across the antimeridian in one piece, both ends inside the drawing', () => {
    const projection = tripMapProjection(geoExtentOf([TOKYO, HONOLULU])!);
    const tokyo = projection([TOKYO.longitude, TOKYO.latitude])!;
    const honolulu = projection([HONOLULU.longitude, HONOLULU.latitude])!;
    expect(inside(tokyo) && inside(honolulu)).toBe(true);
    expect(tokyo[0]).toBeLessThan(honolulu[0]);
  });

  it('keeps every place inside the drawing, with room round it', () => {
    const point = fc.record({ latitude: fc.double({ min: -80, max: 80, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 6 }), (points) => {
        const projection = tripMapProjection(geoExtentOf(points)!);
        for (const p of points) {
          const [x, y] = projection([p.longitude, p.latitude])!;
          expect(x).toBeGreaterThan(8);
          expect(x).toBeLessThan(MAP_SIZE.width - 8);
          expect(y).toBeGreaterThan(8);
          expect(y).toBeLessThan(MAP_SIZE.height - 8);
        }
      }),
    );
  });
});

describe('mapPoints', () => {
  it('holds the way a flight goes: London to Tokyo over Asia, not round by the Pacific', () => {
    const place = (key: string, latitude: number, longitude: number, number: number) => ({
      key,
      number,
      name: key,
      airportCode: '',
      planTypes: [],
      planUuids: [],
      latitude,
      longitude,
    });
    const map = {
      places: [place('LHR', 51.47, -0.45, 1), place('NRT', 35.77, 140.39, 2), place('HNL', 21.32, -157.92, 3), place('LAX', 33.94, -118.41, 4)],
      legs: [
        { from: 'LHR', to: 'NRT', mode: 'flight' as const },
        { from: 'NRT', to: 'HNL', mode: 'flight' as const },
        { from: 'HNL', to: 'LAX', mode: 'flight' as const },
      ],
    };
    expect(geoExtentOf(map.places)!.west).toBeCloseTo(140.39 - (219.16 * 0.3) / 2, 0);
    const e = geoExtentOf(mapPoints(map))!;
    const projection = tripMapProjection(e);
    const middle = projection([70, 62])!; // over Siberia, on the way to Tokyo
    expect(inside(middle)).toBe(true);
  });
});

describe('groupMarkers', () => {
  it('merges places drawn on top of each other, and leaves out what falls outside', () => {
    const markers = groupMarkers([
      { x: 100, y: 100, number: 1, label: 'Hotel' },
      { x: 105, y: 104, number: 2, label: 'Museum' },
      { x: 200, y: 100, number: 3, label: 'Airport' },
      { x: -5, y: 100, number: 4, label: 'Away' },
    ]);
    expect(markers.map((m) => [m.numbers, m.label])).toEqual([
      [[1, 2], 'Hotel'],
      [[3], 'Airport'],
    ]);
    expect(badgeText([1, 2, 3, 4, 5])).toBe('1–5');
    expect(badgeText([1, 3, 4, 6])).toBe('1,3,4…');
    expect(badgeText([2, 3])).toBe('2,3');
  });
});

describe('placeLabels', () => {
  it('puts a label right of its badge, or left when the right is taken or out of the drawing', () => {
    const labels = placeLabels([
      { x: 260, y: 50, numbers: [1], label: 'Honolulu' },
      { x: 40, y: 50, numbers: [2], label: 'Tokyo' },
    ]);
    expect(labels.map((l) => l?.anchor)).toEqual(['end', 'start']);
  });

  it('never lets two labels overlap: one without room is left out', () => {
    const crowd = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 150 + i * 17, y: 100, numbers: [i + 1], label: 'A long place name' }));
    const labels = placeLabels(crowd);
    expect(labels.filter((l) => l === null).length).toBeGreaterThan(0);
    expect(labels.filter((l) => l !== null).length).toBeGreaterThan(0);
  });

  it('cuts a long name', () => {
    expect(labelText('Musée des Confluences et jardins')).toBe('Musée des Conflue…');
    expect(labelText('Lyon')).toBe('Lyon');
  });
});
