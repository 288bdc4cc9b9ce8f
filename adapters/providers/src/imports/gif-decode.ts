const GREY_WHITE = 255;

// LZW-decodes one image's data sub-blocks into colour indexes (GIF89a, appendix F); short data leaves the rest 0.
function lzw(bytes: Uint8Array, at: number, minCodeSize: number, pixels: number): { indexes: Uint8Array; next: number } {
  const indexes = new Uint8Array(pixels);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  for (let c = 0; c < clear; c += 1) {
    suffix[c] = c;
    first[c] = c;
  }
  let size = minCodeSize + 1;
  let available = clear + 2;
  let previous = -1;
  let bits = 0;
  let datum = 0;
  let out = 0;
  let done = false;
  let p = at;
  while (p < bytes.length) {
    const count = bytes[p] ?? 0;
    p += 1;
    if (count === 0) break;
    const blockEnd = Math.min(p + count, bytes.length);
    for (; p < blockEnd && !done; p += 1) {
      datum |= (bytes[p] ?? 0) << bits;
      bits += 8;
      while (bits >= size && !done) {
        const code = datum & ((1 << size) - 1);
        datum >>= size;
        bits -= size;
        if (code === clear) {
          size = minCodeSize + 1;
          available = clear + 2;
          previous = -1;
          continue;
        }
        if (code === end) {
          done = true;
          break;
        }
        let top = 0;
        let c = code;
        if (previous === -1) {
          if (code >= clear) return { indexes, next: p };
        } else {
          if (code > available) return { indexes, next: p };
          if (code === available) {
            stack[top++] = first[previous] ?? 0;
            c = previous;
          }
          if (available < 4096) {
            prefix[available] = previous;
            first[available] = first[previous] ?? 0;
            suffix[available] = code === available ? (first[previous] ?? 0) : (first[code] ?? 0);
            available += 1;
            if (available === 1 << size && size < 12) size += 1;
          }
        }
        while (c >= clear) {
          stack[top++] = suffix[c] ?? 0;
          c = prefix[c] ?? 0;
        }
        stack[top++] = c;
        while (top > 0 && out < pixels) indexes[out++] = stack[--top] ?? 0;
        previous = code;
        if (out >= pixels) done = true;
      }
    }
    p = blockEnd;
  }
  return { indexes, next: p };
}

// The row order of an interlaced image: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
function interlacedRows(height: number): number[] {
  const rows: number[] = [];
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const)
    for (let y = start; y < height; y += step) rows.push(y);
  return rows;
}

const palette = (bytes: Uint8Array, at: number, entries: number): Uint8Array<ArrayBuffer> => {
  const grey = new Uint8Array(256).fill(GREY_WHITE);
  for (let i = 0; i < entries; i += 1) {
    const p = at + i * 3;
    grey[i] = ((bytes[p] ?? 255) * 299 + (bytes[p + 1] ?? 255) * 587 + (bytes[p + 2] ?? 255) * 114) / 1000;
  }
  return grey;
};

/**
 * The first frame of a GIF (87a or 89a) as a grey bitmap (barcode-bitmap.ts's GreyBitmap) on white (its transparent colour white),
 * or undefined when the bytes are no GIF or end before the frame. Throws on nothing.
 */
export function decodeGif(bytes: Uint8Array): { width: number; height: number; data: Uint8ClampedArray } | undefined {
  if (bytes.length < 13 || String.fromCharCode(...bytes.subarray(0, 3)) !== 'GIF') return undefined;
  const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
  const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
  const flags = bytes[10] ?? 0;
  let at = 13;
  let colours: Uint8Array = new Uint8Array(256).fill(GREY_WHITE);
  if (flags & 0x80) {
    const entries = 1 << ((flags & 7) + 1);
    colours = palette(bytes, at, entries);
    at += entries * 3;
  }
  let transparent = -1;
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x21) {
      // An extension: a graphic control extension may name the transparent colour; skip the rest.
      if (bytes[at + 1] === 0xf9 && ((bytes[at + 3] ?? 0) & 1) === 1) transparent = bytes[at + 6] ?? -1;
      at += 2;
      while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] ?? 0) + 1;
      at += 1;
      continue;
    }
    if (introducer !== 0x2c) return undefined;
    const left = (bytes[at + 1] ?? 0) | ((bytes[at + 2] ?? 0) << 8);
    const top = (bytes[at + 3] ?? 0) | ((bytes[at + 4] ?? 0) << 8);
    const w = (bytes[at + 5] ?? 0) | ((bytes[at + 6] ?? 0) << 8);
    const h = (bytes[at + 7] ?? 0) | ((bytes[at + 8] ?? 0) << 8);
    const local = bytes[at + 9] ?? 0;
    at += 10;
    if (local & 0x80) {
      const entries = 1 << ((local & 7) + 1);
      colours = palette(bytes, at, entries);
      at += entries * 3;
    }
    const minCodeSize = bytes[at] ?? 0;
    if (minCodeSize < 2 || minCodeSize > 11 || w === 0 || h === 0) return undefined;
    const { indexes } = lzw(bytes, at + 1, minCodeSize, w * h);
    const data = new Uint8ClampedArray(width * height).fill(GREY_WHITE);
    const rows = local & 0x40 ? interlacedRows(h) : [...Array(h).keys()];
    for (const [i, y] of rows.entries()) {
      const ty = top + y;
      if (ty >= height) continue;
      for (let x = 0; x < w && left + x < width; x += 1) {
        const index = indexes[i * w + x] ?? 0;
        data[ty * width + left + x] = index === transparent ? GREY_WHITE : (colours[index] ?? GREY_WHITE);
      }
    }
    return { width, height, data };
  }
  return undefined;
}
