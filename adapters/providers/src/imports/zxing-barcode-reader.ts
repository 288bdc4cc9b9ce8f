import type { BarcodeReader } from '@waybook/core';
import type * as ZxingLibrary from '@zxing/library';
import { decodeImageFile, rotatedQuarter, shrunk, withQuietZone, type GreyBitmap } from './barcode-bitmap.js';
import { DEFAULT_PDF_SCAN_LIMITS, openPdf, pageArt, pageImages, pageVectorBitmaps, type PdfScanLimits } from './pdf-barcode-bitmaps.js';

/** @zxing/library, loaded on the first file read. */
type Zxing = typeof ZxingLibrary;

/** How far the reader looks: the PDF limits, the size pictures are decoded at, and a time budget a file. */
export interface BarcodeReaderLimits extends PdfScanLimits {
  /** Longest side a picture is first decoded at (default 2000 pixels); larger ones are shrunk, then tried whole. */
  readonly decodeSide: number;
  /** Largest picture also tried at full size when the shrunk one gives nothing (default 8 million pixels). */
  readonly maxFullSizePixels: number;
  /** Time after which no further picture of the file is tried (default 20 s). */
  readonly budgetMs: number;
}

export const DEFAULT_BARCODE_READER_LIMITS: BarcodeReaderLimits = {
  ...DEFAULT_PDF_SCAN_LIMITS,
  decodeSide: 2000,
  maxFullSizePixels: 8_000_000,
  budgetMs: 20_000,
};

/**
 * The {@link BarcodeReader} of ZXing (@zxing/library, pure JavaScript): the 2D symbols of boarding
 * passes (PDF417, Aztec, QR code, Data Matrix), in PNG, JPEG and GIF pictures (tried as they are
 * and turned a quarter, a white quiet zone added, a large photo first shrunk) and in PDFs read with
 * pdf.js in this process (the first pages: their embedded images, and their vector art, where
 * airlines draw barcodes as filled rectangles, rasterized). Answers each text once, in the order
 * found; [] for no barcode and for bytes it cannot read.
 *
 * @example
 * const texts = await new ZxingBarcodeReader().read(pdfBytes, 'pdf');
 */
export class ZxingBarcodeReader implements BarcodeReader {
  private readonly limits: BarcodeReaderLimits;

  constructor(limits: Partial<BarcodeReaderLimits> = {}) {
    this.limits = { ...DEFAULT_BARCODE_READER_LIMITS, ...limits };
  }

  async read(bytes: Uint8Array, kind: 'pdf' | 'image'): Promise<readonly string[]> {
    const deadline = Date.now() + this.limits.budgetMs;
    const found = new Set<string>();
    // Loaded on the first file: ZXing is not part of the server's start-up.
    const zx = await import('@zxing/library');
    try {
      if (kind === 'image') {
        const bitmap = decodeImageFile(bytes);
        const text = bitmap === undefined ? undefined : this.decode(zx, bitmap, deadline);
        if (text !== undefined) found.add(text);
      } else {
        for await (const text of this.pdfTexts(zx, bytes, deadline)) found.add(text);
      }
    } catch {
      // Bad bytes read as no barcode; what was found before stays.
    }
    return [...found];
  }

  private async *pdfTexts(zx: Zxing, bytes: Uint8Array, deadline: number): AsyncGenerator<string> {
    const doc = await openPdf(bytes);
    try {
      for (let n = 1; n <= Math.min(doc.numPages, this.limits.maxPages) && Date.now() < deadline; n += 1) {
        const page = await doc.getPage(n);
        const art = await pageArt(page, this.limits);
        for (const bitmap of [...(await pageImages(page, art, this.limits)), ...pageVectorBitmaps(art, this.limits)]) {
          const text = this.decode(zx, bitmap, deadline);
          if (text !== undefined) yield text;
        }
        page.cleanup();
      }
    } finally {
      await doc.destroy();
    }
  }

  // The text of the first symbol found: shrunk to decodeSide if larger, as it is then a quarter turned; then full size.
  private decode(zx: Zxing, bitmap: GreyBitmap, deadline: number): string | undefined {
    const factor = Math.ceil(Math.max(bitmap.width, bitmap.height) / this.limits.decodeSide);
    const sizes = factor > 1 && bitmap.width * bitmap.height <= this.limits.maxFullSizePixels ? [shrunk(bitmap, factor), bitmap] : [shrunk(bitmap, factor)];
    for (const b of sizes) {
      const framed = withQuietZone(b, Math.max(16, Math.round(Math.max(b.width, b.height) / 20)));
      for (const candidate of [framed, rotatedQuarter(framed)]) {
        if (Date.now() > deadline) return undefined;
        const text = decodeOnce(zx, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }
}

function decodeOnce(zx: Zxing, b: GreyBitmap): string | undefined {
  const { BarcodeFormat, DecodeHintType } = zx;
  const reader = new zx.MultiFormatReader();
  reader.setHints(
    new Map<number, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417, BarcodeFormat.AZTEC, BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  try {
    const source = new zx.RGBLuminanceSource(b.data, b.width, b.height);
    return reader.decode(new zx.BinaryBitmap(new zx.HybridBinarizer(source))).getText();
  } catch {
    return undefined;
  } finally {
    reader.reset();
  }
}
