/**
 * The file types recognised from their first bytes.
 *
 * @example
 * const t: SniffedType = 'image/png';
 */
export type SniffedType = 'image/gif' | 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: readonly { readonly type: SniffedType; readonly bytes: readonly number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/**
 * The type of a file from its magic number (the declared type and the file name are not
 * trusted); null when it is none of gif, jpeg, png or pdf.
 *
 * @example
 * sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 * sniffImageType(new TextEncoder().encode('GIF89a...'))    // 'image/gif'
 * sniffImageType(new Uint8Array([0x00]))                   // null
 */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  return match?.type ?? null;
}
