import { describe, expect, it } from 'vitest';
import { fileExtension, isImageDocument, isLocalDocument } from './documents.js';

describe('documents', () => {
  // "Counted as an image if the file extension is png, jpg, jpeg or gif; local when data exists."
  it('counts png, jpg, jpeg and gif as images, in any case', () => {
    for (const url of ['https://cdn.example/a.png', 'https://cdn.example/a.JPG', '/d/a.jpeg?x=1', 'a.gif#p']) {
      expect(isImageDocument({ url, name: '' }), url).toBe(true);
    }
    for (const url of ['https://cdn.example/a.pdf', 'https://cdn.example/a.png.pdf', 'https://cdn.example/png', 'https://cdn.example/v1.png/file']) {
      expect(isImageDocument({ url, name: '' }), url).toBe(false);
    }
  });
  it('uses the name when the URL has no extension', () => {
    expect(isImageDocument({ url: '', name: 'beach.jpeg' })).toBe(true);
    expect(isImageDocument({ url: '', name: 'ticket.pdf' })).toBe(false);
    expect(isImageDocument({ url: 'https://cdn.example/a.pdf', name: 'a.png' })).toBe(false);
  });
  it('is local when data exists', () => {
    expect(isLocalDocument({ data: null })).toBe(false);
    expect(isLocalDocument({ data: undefined })).toBe(false);
    expect(isLocalDocument({ data: '' })).toBe(false);
    expect(isLocalDocument({ data: new Uint8Array([1]) })).toBe(true);
    expect(isLocalDocument({ data: 'data:image/png;base64,AA==' })).toBe(true);
  });
  it('reads extensions', () => {
    expect(fileExtension('https://x.io/a/Photo.JPG?v=2#top')).toBe('jpg');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });
});
