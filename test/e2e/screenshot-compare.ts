import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = join(import.meta.dirname, '../..');
/** Where approved screenshots live, for reviewers to look at: test/e2e/approved/<name>.png. */
export const APPROVED_DIR = join(root, 'test/e2e/approved');
/** Where a run writes what it saw and the difference, when a screenshot does not match. */
export const RESULTS_DIR = join(root, 'test-results/visual');

/** Pixels further apart than this (pixelmatch's YIQ distance, 0 to 1) count as different. */
const COLOUR_THRESHOLD = 0.1;
/** The share of the image that may differ: anti-aliasing and a font's hinting, not a moved element. */
export const MAX_DIFF_RATIO = 0.01;

/** How a screenshot compared with its approved image. */
export interface Comparison {
  readonly approved: boolean;
  readonly diffRatio: number;
  readonly message: string;
}

/**
 * The share of pixels that differ between two PNGs (0 to 1). Images of different sizes are compared
 * over their common area, and every pixel outside it counts as different.
 *
 * @example
 * diffRatio(png, png) // 0
 */
export function diffRatio(actual: PNG, expected: PNG, diff?: PNG): number {
  const width = Math.min(actual.width, expected.width);
  const height = Math.min(actual.height, expected.height);
  const crop = (image: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(image, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const different = pixelmatch(crop(actual).data, crop(expected).data, diff?.data, width, height, { threshold: COLOUR_THRESHOLD });
  const total = Math.max(actual.width, expected.width) * Math.max(actual.height, expected.height);
  return (different + (total - width * height)) / total;
}

/**
 * Compares a screenshot with test/e2e/approved/<name>.png. With APPROVE_SCREENSHOTS=1 the
 * screenshot becomes the approved image (look at it first). Without an approved image the
 * comparison fails: a missing image is never a pass. On a mismatch the screenshot and a diff
 * image are written under test-results/visual.
 *
 * @example
 * const result = compareWithApproved(await page.locator('main').screenshot(), 'trip-summary-en-US-1280');
 * expect(result.message).toBe('');
 */
export function compareWithApproved(png: Buffer, name: string): Comparison {
  const approvedPath = join(APPROVED_DIR, `${name}.png`);
  if (process.env['APPROVE_SCREENSHOTS'] === '1') {
    mkdirSync(APPROVED_DIR, { recursive: true });
    writeFileSync(approvedPath, png);
    return { approved: true, diffRatio: 0, message: '' };
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const actualPath = join(RESULTS_DIR, `${name}.actual.png`);
  if (!existsSync(approvedPath)) {
    writeFileSync(actualPath, png);
    return { approved: false, diffRatio: 1, message: `no approved image ${approvedPath}; look at ${actualPath}, then run with APPROVE_SCREENSHOTS=1` };
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(approvedPath));
  const diff = new PNG({ width: Math.min(actual.width, expected.width), height: Math.min(actual.height, expected.height) });
  const ratio = diffRatio(actual, expected, diff);
  if (ratio <= MAX_DIFF_RATIO) return { approved: false, diffRatio: ratio, message: '' };
  writeFileSync(actualPath, png);
  writeFileSync(join(RESULTS_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  const size = `${actual.width}x${actual.height} against ${expected.width}x${expected.height}`;
  return { approved: false, diffRatio: ratio, message: `${name}: ${(ratio * 100).toFixed(2)} % of pixels differ (${size}); see ${RESULTS_DIR}` };
}
