import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffRatio, MAX_DIFF_RATIO } from './e2e/screenshot-compare.js';

/** A solid image with an optional dark square at (x, y). */
function image(width: number, height: number, square?: { x: number; y: number; size: number }): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inSquare = square !== undefined && x >= square.x && x < square.x + square.size && y >= square.y && y < square.y + square.size;
      const i = (y * width + x) * 4;
      png.data.set(inSquare ? [20, 40, 70, 255] : [243, 246, 250, 255], i);
    }
  }
  return png;
}

describe('screenshot comparison', () => {
  it('finds no difference between an image and itself', () => {
    expect(diffRatio(image(100, 100, { x: 10, y: 10, size: 20 }), image(100, 100, { x: 10, y: 10, size: 20 }))).toBe(0);
  });

  it('fails an element that moved', () => {
    const ratio = diffRatio(image(100, 100, { x: 10, y: 10, size: 20 }), image(100, 100, { x: 40, y: 10, size: 20 }));
    expect(ratio).toBeCloseTo(0.08, 5);
    expect(ratio).toBeGreaterThan(MAX_DIFF_RATIO);
  });

  it('counts the rows a taller image has beyond the other as different', () => {
    expect(diffRatio(image(100, 110), image(100, 100))).toBeCloseTo(10 / 110, 5);
  });
});
