import { describe, expect, it } from 'vitest';
import { boxOf, rasterize, vectorRegions, type FilledPath } from './vector-raster.js';

const rect = (x: number, y: number, w: number, h: number, clockwise = false) =>
  Float64Array.from(clockwise ? [x, y, x, y + h, x + w, y + h, x + w, y] : [x, y, x + w, y, x + w, y + h, x, y + h]);
const path = (outlines: Float64Array[], o: { evenOdd?: boolean; grey?: number } = {}): FilledPath => {
  const boxes = outlines.map(boxOf);
  return {
    outlines,
    evenOdd: o.evenOdd ?? false,
    grey: o.grey ?? 0,
    box: [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))],
  };
};
const rows = (b: { width: number; height: number; data: Uint8ClampedArray }) =>
  Array.from({ length: b.height }, (_, y) => [...b.data.subarray(y * b.width, (y + 1) * b.width)].map((v) => (v === 0 ? '#' : v === 255 ? '.' : '+')).join(''));

describe('rasterize', () => {
  it('paints rectangles at pixel centres, y turned down, later paths over earlier ones', () => {
    const paths = [path([rect(0, 0, 2, 1)]), path([rect(1, 2, 3, 2)]), path([rect(3, 3, 1, 1)], { grey: 255 })];
    expect(rows(rasterize(paths, [0, 0, 5, 4], 1))).toEqual(['.##..', '.###.', '.....', '##...']);
  });

  it('keeps the hole of a ring under the even-odd rule, and under non-zero when the inner outline turns the other way', () => {
    const outer = rect(0, 0, 5, 5);
    expect(rows(rasterize([path([outer, rect(1, 1, 3, 3)], { evenOdd: true })], [0, 0, 5, 5], 1))).toEqual(['#####', '#...#', '#...#', '#...#', '#####']);
    expect(rows(rasterize([path([outer, rect(1, 1, 3, 3, true)])], [0, 0, 5, 5], 1))).toEqual(['#####', '#...#', '#...#', '#...#', '#####']);
    expect(rows(rasterize([path([outer, rect(1, 1, 3, 3)])], [0, 0, 5, 5], 1))).toEqual(['#####', '#####', '#####', '#####', '#####']);
  });

  it('scales, and paints a triangle where its edges pass the pixel centres', () => {
    expect(rows(rasterize([path([rect(0, 0, 1, 1)])], [0, 0, 2, 1], 2))).toEqual(['##..', '##..']);
    expect(rows(rasterize([path([Float64Array.from([0, 0, 4, 0, 0, 4])])], [0, 0, 4, 4], 1))).toEqual(['....', '#...', '##..', '###.']);
  });
});

describe('vectorRegions', () => {
  // A 6 × 6 checkerboard of 1-point modules at (x, y).
  const board = (x: number, y: number) =>
    Array.from({ length: 36 }, (_, i) => i)
      .filter((i) => (i % 6) % 2 === Math.floor(i / 6) % 2)
      .map((i) => rect(x + (i % 6), y + Math.floor(i / 6), 1, 1));

  it('groups the small dark outlines of each symbol apart, most outlines first, leaving out frames and light shapes', () => {
    const page = { width: 200, height: 100 };
    const paths = [path([rect(0, 0, 200, 100)], { grey: 240 }), path([rect(5, 5, 190, 90)]), path(board(20, 20)), path([...board(100, 50), ...board(106, 50)])];
    expect(vectorRegions(paths, page, 12)).toEqual([
      { box: [100, 50, 112, 56], module: 1, outlines: 36 },
      { box: [20, 20, 26, 26], module: 1, outlines: 18 },
    ]);
  });

  it('finds nothing in a page of few shapes', () => {
    expect(vectorRegions([path([rect(0, 0, 1, 1), rect(3, 3, 1, 1)])], { width: 100, height: 100 }, 12)).toEqual([]);
  });
});
