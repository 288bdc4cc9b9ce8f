import type { GreyBitmap } from './barcode-bitmap.js';

/**
 * A filled shape of a PDF page, in page space (points, y up): its closed outlines as flat x, y
 * pairs, the fill rule, and its grey (0 black to 255 white).
 */
export interface FilledPath {
  readonly outlines: readonly Float64Array[];
  readonly evenOdd: boolean;
  readonly grey: number;
  /** minX, minY, maxX, maxY of all outlines. */
  readonly box: readonly [number, number, number, number];
}

/**
 * Where on a page a barcode drawn as vector art seems to be: a group of small dark outlines close to
 * each other, and the size of its smallest ones (a module of the symbol, about).
 */
export interface VectorRegion {
  readonly box: readonly [number, number, number, number];
  readonly module: number;
  readonly outlines: number;
}

type Box = [number, number, number, number];

/** The bounding box of flat x, y pairs. */
export function boxOf(points: Float64Array): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

/** The bounding box of boxes. */
export function unionBox(boxes: readonly (readonly [number, number, number, number])[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    box[0] = Math.min(box[0], b[0]);
    box[1] = Math.min(box[1], b[1]);
    box[2] = Math.max(box[2], b[2]);
    box[3] = Math.max(box[3], b[3]);
  }
  return box;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

class UnionFind {
  private readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root] ?? root;
    for (let j = i; this.parent[j] !== root;) {
      const next = this.parent[j] ?? root;
      this.parent[j] = root;
      j = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra] = rb;
  }
}

/**
 * The groups of small dark outlines of a page, most outlines first (at least `minOutlines` each):
 * where barcodes drawn as rectangles (or any filled shapes) are. Outlines closer than a few
 * modules join a group; outlines larger than a third of the page (frames, backgrounds) and light
 * ones (grey above 128) are left out, though they are still painted when a region is rasterized.
 */
export function vectorRegions(paths: readonly FilledPath[], page: { readonly width: number; readonly height: number }, minOutlines = 12): VectorRegion[] {
  const limit = Math.max(page.width, page.height) / 3;
  const boxes: Box[] = [];
  for (const p of paths) {
    if (p.grey > 128) continue;
    for (const o of p.outlines) {
      const b = boxOf(o);
      if (b[2] - b[0] <= limit && b[3] - b[1] <= limit && b[2] >= b[0]) boxes.push(b);
    }
  }
  if (boxes.length < minOutlines) return [];
  const sides = boxes.map((b) => Math.min(b[2] - b[0], b[3] - b[1])).filter((s) => s > 0.01);
  sides.sort((a, b) => a - b);
  // Gaps up to 4.5 modules join (a PDF417's start pattern ends with a 3-module space), larger ones keep symbols apart.
  const gap = Math.max(0.5, quantile(sides, 0.1) * 4.5);
  const cell = gap * 4;
  const grid = new Map<string, number[]>();
  const groups = new UnionFind(boxes.length);
  for (const [i, b] of boxes.entries()) {
    const x0 = Math.floor((b[0] - gap) / cell);
    const x1 = Math.floor((b[2] + gap) / cell);
    const y0 = Math.floor((b[1] - gap) / cell);
    const y1 = Math.floor((b[3] + gap) / cell);
    for (let gx = x0; gx <= x1; gx += 1)
      for (let gy = y0; gy <= y1; gy += 1) {
        const key = `${gx},${gy}`;
        const here = grid.get(key) ?? [];
        for (const j of here) {
          const o = boxes[j];
          if (o && o[0] - gap <= b[2] && b[0] - gap <= o[2] && o[1] - gap <= b[3] && b[1] - gap <= o[3]) groups.union(i, j);
        }
        here.push(i);
        grid.set(key, here);
      }
  }
  const members = new Map<number, Box[]>();
  for (const [i, b] of boxes.entries()) {
    const root = groups.find(i);
    const group = members.get(root);
    if (group) group.push(b);
    else members.set(root, [b]);
  }
  return [...members.values()]
    .filter((m) => m.length >= minOutlines)
    .map((m) => {
      const own = m.map((b) => Math.min(b[2] - b[0], b[3] - b[1])).filter((s) => s > 0.01);
      own.sort((a, b) => a - b);
      return { box: unionBox(m), module: Math.max(0.05, quantile(own, 0.1)), outlines: m.length };
    })
    .sort((a, b) => b.outlines - a.outlines);
}

interface Edge {
  readonly x0: number;
  readonly y0: number;
  readonly y1: number;
  readonly slope: number;
  readonly dir: 1 | -1;
}

// The edges of outlines (each closed), in pixel space, sorted by their top.
function edgesOf(outlines: readonly Float64Array[], toPixel: (x: number, y: number) => [number, number]): Edge[] {
  const edges: Edge[] = [];
  for (const o of outlines) {
    const n = Math.floor(o.length / 2);
    for (let i = 0; i < n; i += 1) {
      const j = (i + 1) % n;
      const [ax, ay] = toPixel(o[2 * i] ?? 0, o[2 * i + 1] ?? 0);
      const [bx, by] = toPixel(o[2 * j] ?? 0, o[2 * j + 1] ?? 0);
      if (ay === by) continue;
      const [x0, y0, x1, y1, dir] = ay < by ? [ax, ay, bx, by, 1 as const] : [bx, by, ax, ay, -1 as const];
      edges.push({ x0, y0, y1, slope: (x1 - x0) / (y1 - y0), dir });
    }
  }
  return edges.sort((a, b) => a.y0 - b.y0);
}

// Paints one path (scanline fill, pixel centres sampled, non-zero or even-odd rule).
function fill(bitmap: { width: number; height: number; data: Uint8ClampedArray }, edges: readonly Edge[], evenOdd: boolean, grey: number): void {
  const first = edges[0];
  if (first === undefined) return;
  let lowest = 0;
  for (const e of edges) lowest = Math.max(lowest, e.y1);
  const bottom = Math.min(bitmap.height, Math.ceil(lowest));
  let next = 0;
  let active: Edge[] = [];
  const crossings: { x: number; dir: number }[] = [];
  for (let row = Math.max(0, Math.floor(first.y0)); row < bottom; row += 1) {
    const yc = row + 0.5;
    while (next < edges.length && (edges[next]?.y0 ?? Infinity) <= yc) active.push(edges[next++] as Edge);
    active = active.filter((e) => e.y1 > yc);
    crossings.length = 0;
    for (const e of active) if (e.y0 <= yc) crossings.push({ x: e.x0 + (yc - e.y0) * e.slope, dir: e.dir });
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let k = 0; k + 1 < crossings.length; k += 1) {
      const c = crossings[k] as { x: number; dir: number };
      winding = evenOdd ? winding ^ 1 : winding + c.dir;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(c.x - 0.5));
      const to = Math.min(bitmap.width, Math.ceil((crossings[k + 1]?.x ?? 0) - 0.5));
      if (to > from) bitmap.data.fill(grey, row * bitmap.width + from, row * bitmap.width + to);
    }
  }
}

/**
 * The part of a page inside `box` (page space) painted at `scale` pixels a point on white, each
 * path over the ones before it (y turned down, as the page is seen).
 */
export function rasterize(paths: readonly FilledPath[], box: readonly [number, number, number, number], scale: number): GreyBitmap {
  const width = Math.max(1, Math.ceil((box[2] - box[0]) * scale));
  const height = Math.max(1, Math.ceil((box[3] - box[1]) * scale));
  const bitmap = { width, height, data: new Uint8ClampedArray(width * height).fill(255) };
  const toPixel = (x: number, y: number): [number, number] => [(x - box[0]) * scale, (box[3] - y) * scale];
  for (const p of paths) {
    if (p.box[2] < box[0] || p.box[0] > box[2] || p.box[3] < box[1] || p.box[1] > box[3]) continue;
    fill(bitmap, edgesOf(p.outlines, toPixel), p.evenOdd, p.grey);
  }
  return bitmap;
}
