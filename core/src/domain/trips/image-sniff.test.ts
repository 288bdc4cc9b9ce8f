import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.js';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('sniffImageType', () => {
  it('recognises gif, jpeg, png and pdf by their magic numbers', () => {
    expect(sniffImageType(ascii('GIF87a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(ascii('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('image/png');
    expect(sniffImageType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('gives null for anything else, including truncated signatures', () => {
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(ascii('GIF88a'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ascii('RIFF\x00\x00\x00\x00WEBP'))).toBeNull();
  });
});
