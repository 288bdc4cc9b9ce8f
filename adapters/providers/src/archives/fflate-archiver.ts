import type { ArchiveFile, Archiver } from '@waybook/core';
import { Unzip, UnzipInflate, unzipSync, zipSync, type UnzipFile } from 'fflate';

const CHUNK = 64 * 1024;
const tooLarge = new Error('too large');
const unreadable = new Error('unreadable');

/**
 * Zip archives with fflate (exports and imports of a user's data). Reading is guarded against
 * zip bombs: the central directory is read first (never inflating anything) and refused past the
 * file count or the declared total; then every entry is streamed in 64 KB chunks and refused as
 * soon as it inflates past the size it declared, so a lying archive costs at most one chunk.
 *
 * @example
 * const archives = new FflateArchiver();
 * archives.unzip(archives.zip([{ path: 'a.txt', bytes }]), { maxFiles: 10, maxBytes: 1e6 })
 */
export class FflateArchiver implements Archiver {
  zip(files: readonly ArchiveFile[]): Uint8Array {
    return zipSync(Object.fromEntries(files.map((f) => [f.path, [f.bytes, { level: 6 }] as const])));
  }

  unzip(bytes: Uint8Array, limits: { readonly maxFiles: number; readonly maxBytes: number }): readonly ArchiveFile[] | 'too-large' | 'unreadable' {
    try {
      if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return 'unreadable';
      const declared = new Map<string, number>();
      let total = 0;
      let entries = 0;
      unzipSync(bytes, {
        filter: (file) => {
          entries += 1;
          if (entries > limits.maxFiles) throw tooLarge;
          if (file.compression !== 0 && file.compression !== 8) throw unreadable;
          if (file.name.endsWith('/')) return false;
          if (declared.has(file.name)) throw unreadable;
          total += file.originalSize;
          if (total > limits.maxBytes) throw tooLarge;
          declared.set(file.name, file.originalSize);
          return false;
        },
      });
      const out: ArchiveFile[] = [];
      const run: { state: 'reading' | 'refused' } = { state: 'reading' };
      const unzip = new Unzip((file: UnzipFile) => {
        const max = declared.get(file.name);
        if (max === undefined || run.state !== 'reading') return;
        const parts: Uint8Array[] = [];
        let size = 0;
        file.ondata = (error, chunk, final) => {
          if (run.state !== 'reading') return;
          if (error) return void (run.state = 'refused');
          size += chunk.length;
          if (size > max) return void (run.state = 'refused');
          parts.push(chunk);
          if (!final) return;
          const whole = new Uint8Array(size);
          parts.reduce((offset, part) => (whole.set(part, offset), offset + part.length), 0);
          out.push({ path: file.name, bytes: whole });
        };
        file.start();
      });
      unzip.register(UnzipInflate);
      for (let at = 0; at < bytes.length && run.state === 'reading'; at += CHUNK) unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
      if (run.state !== 'reading' || out.length !== declared.size) return 'unreadable';
      return out.every((f) => f.bytes.length === declared.get(f.path)) ? out : 'unreadable';
    } catch (e) {
      return e === tooLarge ? 'too-large' : 'unreadable';
    }
  }
}
