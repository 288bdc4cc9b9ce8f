import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { greyOf, MAX_BITMAP_PIXELS, type GreyBitmap } from './barcode-bitmap.js';
import { boxOf, rasterize, unionBox, vectorRegions, type FilledPath } from './vector-raster.js';

/** How much of a PDF is looked at for barcodes. */
export interface PdfScanLimits {
  /** Pages read, from the first (default 4: a boarding pass per page, a few travelers or legs). */
  readonly maxPages: number;
  /** Embedded images decoded a page, the largest first (default 6). */
  readonly maxImagesPerPage: number;
  /** Groups of vector shapes rasterized a page, the largest first (default 4). */
  readonly maxVectorRegionsPerPage: number;
  /** Pixels of one rasterized group (default 6 million: a PDF417 across an A4 page at 5 pixels a module). */
  readonly maxRasterPixels: number;
  /** Coordinates of path outlines read a page, past which further shapes are dropped (default 4 million). */
  readonly maxPathCoordinates: number;
}

export const DEFAULT_PDF_SCAN_LIMITS: PdfScanLimits = {
  maxPages: 4,
  maxImagesPerPage: 6,
  maxVectorRegionsPerPage: 4,
  maxRasterPixels: 6_000_000,
  maxPathCoordinates: 4_000_000,
};

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | undefined;
const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

// pdf.js, loaded on first use, its worker run in this process (the "fake worker": the worker module is imported, never fetched).
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = pathToFileURL(join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
    return lib;
  });
  return pdfjs;
}

/** Opens a PDF with pdf.js in this process: no worker thread, no network, no font or eval, warnings off. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  const task = lib.getDocument({
    data: new Uint8Array(bytes),
    verbosity: lib.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    stopAtErrors: false,
    maxImageSize: MAX_BITMAP_PIXELS,
    // Local files only (JPEG 2000 and JBIG2 decoders), read from node_modules, never fetched.
    wasmUrl: `${join(pdfjsDir, 'wasm')}/`,
  });
  try {
    return await task.promise;
  } catch (e) {
    await task.destroy();
    throw e;
  }
}

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
// The matrix that applies `inner` then `outer` (PDF's `cm` puts its matrix inside the current one).
const times = (outer: Matrix, inner: Matrix): Matrix => [
  outer[0] * inner[0] + outer[2] * inner[1],
  outer[1] * inner[0] + outer[3] * inner[1],
  outer[0] * inner[2] + outer[2] * inner[3],
  outer[1] * inner[2] + outer[3] * inner[3],
  outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
  outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
];
const asMatrix = (m: unknown): Matrix | undefined =>
  Array.isArray(m) && m.length === 6 && m.every((v) => typeof v === 'number') ? (m as unknown as Matrix) : undefined;

const greyOfHex = (hex: unknown): number | null => {
  if (typeof hex !== 'string' || !/^#[0-9a-f]{6}$/i.test(hex)) return 0;
  const n = Number.parseInt(hex.slice(1), 16);
  return (((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000;
};

interface GraphicsState {
  ctm: Matrix;
  fill: number | null;
  stroke: number | null;
  lineWidth: number;
}

/** An image the page paints: its pixels (an object id of the page, or the data itself) and whether it is a stencil mask. */
interface PaintedImage {
  readonly ref: string | ImageData;
  readonly mask: boolean;
  readonly mirrored: boolean;
  readonly area: number;
}

interface ImageData {
  readonly width: number;
  readonly height: number;
  readonly kind?: number;
  readonly data?: unknown;
}

// The outlines of a pdf.js path (DrawOPS: 0 moveTo, 1 lineTo, 2 curveTo, 3 quadraticCurveTo, 4 closePath), curves
// flattened, through `m`; a closed outline ends on its first point. Outlines of fewer than `minPoints` points are dropped.
function outlinesOf(path: Float32Array, m: Matrix, minPoints: number): Float64Array[] {
  const outlines: Float64Array[] = [];
  let current: number[] = [];
  let x = 0;
  let y = 0;
  let start: [number, number] = [0, 0];
  const at = (px: number, py: number) => current.push(m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]);
  const close = () => {
    if (current.length >= minPoints * 2) outlines.push(Float64Array.from(current));
    current = [];
  };
  for (let i = 0; i < path.length;) {
    const op = path[i++];
    const v = (k: number) => path[i + k] ?? 0;
    if (op === 0) {
      close();
      [x, y] = [v(0), v(1)];
      start = [x, y];
      at(x, y);
      i += 2;
    } else if (op === 1) {
      [x, y] = [v(0), v(1)];
      at(x, y);
      i += 2;
    } else if (op === 2 || op === 3) {
      const cubic = op === 2;
      const [x1, y1, x2, y2, x3, y3] = cubic ? [v(0), v(1), v(2), v(3), v(4), v(5)] : [v(0), v(1), v(0), v(1), v(2), v(3)];
      for (let s = 1; s <= 8; s += 1) {
        const t = s / 8;
        const u = 1 - t;
        const [a, b, c, d] = cubic ? [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] : [u * u, 2 * u * t, 0, t * t];
        at(a * x + b * x1 + c * x2 + d * x3, a * y + b * y1 + c * y2 + d * y3);
      }
      [x, y] = [x3, y3];
      i += cubic ? 6 : 4;
    } else if (op === 4) {
      at(...start);
      close();
      [x, y] = start;
      at(x, y);
    } else break;
  }
  close();
  return outlines;
}

// A stroked path as filled quadrilaterals (butt ends), each turned the same way so none cancels another.
function strokeOutlines(path: Float32Array, m: Matrix, lineWidth: number): Float64Array[] {
  const half = (Math.max(lineWidth, 0.01) * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]))) / 2;
  const quads: Float64Array[] = [];
  for (const o of outlinesOf(path, IDENTITY, 2)) {
    for (let i = 0; i + 3 < o.length; i += 2) {
      const [ax, ay] = [m[0] * (o[i] ?? 0) + m[2] * (o[i + 1] ?? 0) + m[4], m[1] * (o[i] ?? 0) + m[3] * (o[i + 1] ?? 0) + m[5]];
      const [bx, by] = [m[0] * (o[i + 2] ?? 0) + m[2] * (o[i + 3] ?? 0) + m[4], m[1] * (o[i + 2] ?? 0) + m[3] * (o[i + 3] ?? 0) + m[5]];
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const [nx, ny] = [(-(by - ay) / length) * half, ((bx - ax) / length) * half];
      quads.push(Float64Array.from([ax + nx, ay + ny, ax - nx, ay - ny, bx - nx, by - ny, bx + nx, by + ny]));
    }
  }
  return quads;
}

/** What a page paints that may be a barcode: its images, and its filled and stroked shapes. */
export interface PageArt {
  readonly images: readonly PaintedImage[];
  readonly paths: readonly FilledPath[];
  readonly size: { readonly width: number; readonly height: number };
}

/** Walks a page's operator list: the graphics state (save, restore, cm, colours, line width, forms), its images and shapes. */
export async function pageArt(page: PDFPageProxy, limits: PdfScanLimits): Promise<PageArt> {
  const lib = await loadPdfJs();
  const OPS = lib.OPS;
  const list = await page.getOperatorList();
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  let state: GraphicsState = { ctm: IDENTITY, fill: 0, stroke: 0, lineWidth: 1 };
  const stack: GraphicsState[] = [];
  const images: PaintedImage[] = [];
  const paths: FilledPath[] = [];
  let coordinates = 0;
  const addPath = (outlines: Float64Array[], evenOdd: boolean, grey: number | null) => {
    if (grey === null || outlines.length === 0 || coordinates > limits.maxPathCoordinates) return;
    coordinates += outlines.reduce((n, o) => n + o.length, 0);
    paths.push({ outlines, evenOdd, grey, box: unionBox(outlines.map(boxOf)) });
  };
  const image = (ref: string | ImageData, mask: boolean, width: number, height: number) => {
    const m = state.ctm;
    images.push({ ref, mask, mirrored: m[0] * m[3] - m[1] * m[2] < 0, area: width * height });
  };
  const FILLS = new Set([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const STROKES = new Set([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const EVEN_ODD = new Set([OPS.eoFill, OPS.eoFillStroke, OPS.closeEOFillStroke]);
  for (const [i, fn] of list.fnArray.entries()) {
    const args: unknown[] = list.argsArray[i] ?? [];
    switch (fn) {
      case OPS.save:
        stack.push(state);
        state = { ...state };
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform: {
        const m = asMatrix(args);
        if (m) state.ctm = times(state.ctm, m);
        break;
      }
      case OPS.paintFormXObjectBegin: {
        stack.push(state);
        state = { ...state };
        const m = asMatrix(args[0]);
        if (m) state.ctm = times(state.ctm, m);
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.setFillRGBColor:
        state.fill = greyOfHex(args[0]);
        break;
      case OPS.setStrokeRGBColor:
        state.stroke = greyOfHex(args[0]);
        break;
      case OPS.setFillTransparent:
        state.fill = null;
        break;
      case OPS.setStrokeTransparent:
        state.stroke = null;
        break;
      case OPS.setLineWidth:
        if (typeof args[0] === 'number') state.lineWidth = args[0];
        break;
      case OPS.setGState:
        for (const entry of Array.isArray(args[0]) ? (args[0] as unknown[]) : [])
          if (Array.isArray(entry) && entry[0] === 'LW' && typeof entry[1] === 'number') state.lineWidth = entry[1];
        break;
      case OPS.constructPath: {
        const [op, data] = args as [number, unknown[] | undefined];
        const path = Array.isArray(data) && data[0] instanceof Float32Array ? data[0] : undefined;
        if (path === undefined) break;
        if (FILLS.has(op)) addPath(outlinesOf(path, state.ctm, 3), EVEN_ODD.has(op), state.fill);
        if (STROKES.has(op)) addPath(strokeOutlines(path, state.ctm, state.lineWidth), false, state.stroke);
        break;
      }
      case OPS.paintImageXObject:
        if (typeof args[0] === 'string') image(args[0], false, Number(args[1]) || 0, Number(args[2]) || 0);
        break;
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject: {
        const img = args[0] as ImageData | undefined;
        if (img === undefined) break;
        image(typeof img.data === 'string' ? img.data : img, fn === OPS.paintImageMaskXObject, img.width, img.height);
        break;
      }
      default:
    }
  }
  return { images, paths, size: { width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) } };
}

// The data of an image object, waiting for pdf.js to send it (objects of other pages' resources are common, "g_").
function imageObject(page: PDFPageProxy, id: string): Promise<ImageData | undefined> {
  const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 5000);
    try {
      objs.get(id, (data: unknown) => {
        clearTimeout(timer);
        resolve(data !== null && typeof data === 'object' ? (data as ImageData) : undefined);
      });
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}

// pdf.js image data as a grey bitmap: 1 bit (1 white), RGB or RGBA bytes; a stencil mask paints where its bit is 0.
function imageBitmap(img: ImageData, mask: boolean): GreyBitmap | undefined {
  const { width, height, data } = img;
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray) || width < 8 || height < 8 || width * height > MAX_BITMAP_PIXELS) return undefined;
  if (mask || img.kind === 1) {
    const stride = (width + 7) >> 3;
    if (data.length < stride * height) return undefined;
    const out = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) out[y * width + x] = ((data[y * stride + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
    return { width, height, data: out };
  }
  const channels = img.kind === 3 ? 4 : img.kind === 2 ? 3 : undefined;
  if (channels === undefined || data.length < width * height * channels) return undefined;
  return greyOf(data, width, height, channels);
}

const flippedRows = (b: GreyBitmap): GreyBitmap => {
  const data = new Uint8ClampedArray(b.data.length);
  for (let y = 0; y < b.height; y += 1) data.set(b.data.subarray(y * b.width, (y + 1) * b.width), (b.height - 1 - y) * b.width);
  return { ...b, data };
};

/** The grey bitmaps of a page's images worth decoding, the largest first (each image once). */
export async function pageImages(page: PDFPageProxy, art: PageArt, limits: PdfScanLimits): Promise<GreyBitmap[]> {
  const seen = new Set<string>();
  const unique = art.images.filter((img) => {
    if (typeof img.ref !== 'string') return true;
    if (seen.has(img.ref)) return false;
    seen.add(img.ref);
    return true;
  });
  const largest = [...unique].sort((a, b) => b.area - a.area).slice(0, limits.maxImagesPerPage);
  const bitmaps: GreyBitmap[] = [];
  for (const img of largest) {
    const data = typeof img.ref === 'string' ? await imageObject(page, img.ref) : img.ref;
    const bitmap = data === undefined ? undefined : imageBitmap(data, img.mask);
    if (bitmap) bitmaps.push(img.mirrored ? flippedRows(bitmap) : bitmap);
  }
  return bitmaps;
}

/** Target size of a module once rasterized, in pixels. */
const MODULE_PIXELS = 5;

/** The page's groups of vector shapes that may be barcodes, each rasterized so that a module is about 5 pixels wide. */
export function pageVectorBitmaps(art: PageArt, limits: PdfScanLimits): GreyBitmap[] {
  return vectorRegions(art.paths, art.size)
    .slice(0, limits.maxVectorRegionsPerPage)
    .map((region) => {
      const margin = region.module * 4;
      const box = [region.box[0] - margin, region.box[1] - margin, region.box[2] + margin, region.box[3] + margin] as const;
      const area = (box[2] - box[0]) * (box[3] - box[1]);
      const wanted = Math.max(MODULE_PIXELS / region.module, 400 / Math.max(box[2] - box[0], box[3] - box[1]));
      const scale = Math.min(wanted, Math.sqrt(limits.maxRasterPixels / Math.max(area, 1e-6)), 40);
      return rasterize(art.paths, box, scale);
    });
}
