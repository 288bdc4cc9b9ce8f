import type { PassUnpacker } from '@waybook/core';
import { strFromU8, Unzip, UnzipInflate, unzipSync, type UnzipFile, type UnzipFileInfo } from 'fflate';

/** Limits on what a .pkpass may hold before it is opened (zip-bomb guards). */
export interface PassUnpackerLimits {
  /** Largest .pkpass file accepted, in bytes (default 10 MB). */
  readonly maxPkpassBytes: number;
  /** Most entries the zip may list (default 100; a real pass holds about 20). */
  readonly maxEntries: number;
  /** Largest pass.json once unpacked, in bytes (default 1 MB). */
  readonly maxPassJsonBytes: number;
}

export const DEFAULT_PASS_UNPACKER_LIMITS: PassUnpackerLimits = { maxPkpassBytes: 10 * 1024 * 1024, maxEntries: 100, maxPassJsonBytes: 1024 * 1024 };

const CHUNK = 8 * 1024;
const PASS_JSON = 'pass.json';
const refuse = new Error('not a pass');

/**
 * Reads the central directory (never inflating anything): how many entries, and what the single
 * pass.json entry declares. Throws on too many entries, several pass.json, or a method other than
 * stored or deflate.
 */
function declaredPassJson(bytes: Uint8Array, limits: PassUnpackerLimits): UnzipFileInfo | undefined {
  let entries = 0;
  let found: UnzipFileInfo | undefined;
  unzipSync(bytes, {
    filter: (file) => {
      entries += 1;
      if (entries > limits.maxEntries) throw refuse;
      if (file.name !== PASS_JSON) return false;
      if (found || (file.compression !== 0 && file.compression !== 8)) throw refuse;
      found = file;
      return false;
    },
  });
  return found;
}

/**
 * Streams the local pass.json entry in small chunks and stops as soon as it inflates past what the
 * central directory declared: a lying size or a deflate bomb costs at most one chunk's worth.
 */
function inflatePassJson(bytes: Uint8Array, declared: UnzipFileInfo): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  let total = 0;
  // An object, not a `let`: the callbacks below change it behind the compiler's narrowing.
  const run: { state: 'waiting' | 'done' | 'refused' } = { state: 'waiting' };
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== PASS_JSON || run.state !== 'waiting') return;
    if (file.originalSize !== undefined && file.originalSize !== declared.originalSize) run.state = 'refused';
    file.ondata = (error, chunk, final) => {
      if (run.state !== 'waiting') return;
      if (error) return void (run.state = 'refused');
      total += chunk.length;
      if (total > declared.originalSize) return void (run.state = 'refused');
      parts.push(chunk);
      if (final) run.state = 'done';
    };
    if (run.state === 'waiting') file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && run.state === 'waiting'; at += CHUNK) {
    unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  }
  if (run.state !== 'done' || total !== declared.originalSize) return undefined;
  const out = new Uint8Array(total);
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}

function parseJson(bytes: Uint8Array): unknown {
  const text = strFromU8(bytes).replace(/^\uFEFF/, '');
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}

/**
 * Opens an Apple Wallet .pkpass with fflate and answers its pass.json parsed (a UTF-8 byte-order
 * mark is dropped), or undefined for anything that is not a pass: not a zip, too large, more
 * entries than a pass has, no pass.json or two of them, a pass.json over the limit once unpacked
 * or whose real size differs from the size it declares, not a JSON object. Never throws.
 *
 * @example
 * const passJson = await new FflatePassUnpacker().passJson(bytes);
 */
export class FflatePassUnpacker implements PassUnpacker {
  private readonly limits: PassUnpackerLimits;

  constructor(limits: Partial<PassUnpackerLimits> = {}) {
    this.limits = { ...DEFAULT_PASS_UNPACKER_LIMITS, ...limits };
  }

  async passJson(pkpass: Uint8Array): Promise<unknown> {
    try {
      if (pkpass.length > this.limits.maxPkpassBytes || pkpass[0] !== 0x50 || pkpass[1] !== 0x4b) return undefined;
      const declared = declaredPassJson(pkpass, this.limits);
      if (!declared || declared.originalSize > this.limits.maxPassJsonBytes) return undefined;
      const bytes = inflatePassJson(pkpass, declared);
      return bytes ? parseJson(bytes) : undefined;
    } catch {
      return undefined;
    }
  }
}
