// Photos carrying metadata, built from the real samples by inserting whole segments or chunks the
// way cameras and editors write them, so the metadata stripping can be tested on real bytes.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const text = (s: string): number[] => [...s].map((ch) => ch.charCodeAt(0) & 0xff);
const u16be = (n: number): number[] => [(n >>> 8) & 255, n & 255];
const u32be = (n: number): number[] => [...u16be(n >>> 16), ...u16be(n)];
const u32le = (n: number): number[] => [...u32be(n)].reverse();
const spliced = (b: Uint8Array, at: number, add: readonly number[] | Uint8Array): Uint8Array =>
  new Uint8Array([...b.subarray(0, at), ...add, ...b.subarray(at)]);

/**
 * An Exif block as a phone writes it ('Exif\0\0', a big-endian TIFF header, IFD0 pointing to a GPS
 * IFD) holding a latitude and longitude in degrees, minutes and seconds (north and east).
 *
 * @example
 * const exif = exifWithGps(48.8584, 2.2945); // starts 'Exif\0\0MM\0*'
 */
export function exifWithGps(latitude: number, longitude: number): Uint8Array {
  const dms = (v: number) => [Math.floor(v), Math.floor((v * 60) % 60), Math.round((v * 3600 * 100) % 6000)];
  const rationals = (v: number) => dms(v).flatMap((n, i) => [...u32be(n), ...u32be(i === 2 ? 100 : 1)]);
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16be(tag), ...u16be(type), ...u32be(count), ...value];
  // TIFF offsets: IFD0 at 8 (one entry, 18 bytes), GPS IFD at 26 (four entries, 54 bytes), values at 80.
  const ifd0 = [...u16be(1), ...entry(0x8825, 4, 1, u32be(26)), ...u32be(0)];
  const gps = [
    ...u16be(4),
    ...entry(1, 2, 2, text('N\0\0\0')),
    ...entry(2, 5, 3, u32be(80)),
    ...entry(3, 2, 2, text('E\0\0\0')),
    ...entry(4, 5, 3, u32be(104)),
    ...u32be(0),
  ];
  return new Uint8Array([...text('Exif\0\0MM\0*'), ...u32be(8), ...ifd0, ...gps, ...rationals(latitude), ...rationals(longitude)]);
}

/**
 * The JPEG with one more marker segment (APP1 is 0xE1, COM 0xFE, ...) right after SOI.
 *
 * @example
 * const withGps = withJpegSegment(samplePhoto('jpeg'), 0xe1, exifWithGps(48.8584, 2.2945));
 */
export function withJpegSegment(jpeg: Uint8Array, marker: number, payload: Uint8Array): Uint8Array {
  return spliced(jpeg, 2, [0xff, marker, ...u16be(payload.length + 2), ...payload]);
}

/**
 * The PNG with one more chunk (with its correct CRC) right after IHDR.
 *
 * @example
 * const withText = withPngChunk(samplePhoto('png'), 'tEXt', new TextEncoder().encode('Comment\0hi'));
 */
export function withPngChunk(png: Uint8Array, type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...text(type), ...data]);
  return spliced(png, 33, [...u32be(data.length), ...typed, ...u32be(crc32(typed))]);
}

/**
 * The extended (VP8X) WebP with one more chunk at its end ('EXIF' or 'XMP ', padded to an even
 * size), its flag set in the VP8X header (EXIF 0x08, XMP 0x04) and the RIFF size fixed.
 *
 * @example
 * const withExif = withWebpChunk(samplePhoto('webp'), 'EXIF', exifWithGps(48.8584, 2.2945), 0x08);
 */
export function withWebpChunk(webp: Uint8Array, fourcc: string, data: Uint8Array, flag: number): Uint8Array {
  const pad = data.length % 2 ? [0] : [];
  const out = new Uint8Array([...webp, ...text(fourcc), ...u32le(data.length), ...data, ...pad]);
  out.set(u32le(out.length - 8), 4);
  out[20] = (out[20] ?? 0) | flag;
  return out;
}
