import { describe, expect, it } from 'vitest';
import { checkDocumentUpload, DOCUMENT_MAX_BYTES } from './document-upload-check.js';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const png = (w: number, h: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(w), ...u32(h), 8, 6, 0, 0, 0]);
const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');

describe('document upload check', () => {
  // "Documents: types gif, jpeg, png, pdf; maximum size in MB ..." and the codes of section 8.
  it('accepts the four types, declared or not', () => {
    expect(checkDocumentUpload({ bytes: pdf, mimeType: 'application/pdf' })).toEqual({ ok: true, value: 'pdf' });
    expect(checkDocumentUpload({ bytes: png(800, 600), mimeType: 'image/png' })).toEqual({ ok: true, value: 'png' });
    expect(checkDocumentUpload({ bytes: png(800, 600), mimeType: '' })).toEqual({ ok: true, value: 'png' });
  });
  it('160.3 invalid content: an empty file', () => {
    expect(checkDocumentUpload({ bytes: new Uint8Array(), mimeType: 'image/png' })).toEqual({ ok: false, error: '160.3' });
  });
  it('160.1 size exceeded', () => {
    expect(checkDocumentUpload({ bytes: pdf, mimeType: 'application/pdf', maxBytes: 4 })).toEqual({ ok: false, error: '160.1' });
    expect(DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
  it('161.1 unsupported image type and 161.2 unsupported media type', () => {
    expect(checkDocumentUpload({ bytes: png(1, 1), mimeType: 'image/webp' })).toEqual({ ok: false, error: '161.1' });
    expect(checkDocumentUpload({ bytes: pdf, mimeType: 'text/plain' })).toEqual({ ok: false, error: '161.2' });
  });
  it('164.1 content unidentifiable for its type, 164.2 unsupported content type', () => {
    expect(checkDocumentUpload({ bytes: pdf, mimeType: 'image/png' })).toEqual({ ok: false, error: '164.1' });
    expect(checkDocumentUpload({ bytes: new TextEncoder().encode('hello'), mimeType: 'application/pdf' })).toEqual({ ok: false, error: '164.1' });
    expect(checkDocumentUpload({ bytes: png(1, 1).slice(0, 12), mimeType: 'image/png' })).toEqual({ ok: false, error: '164.1' });
    expect(checkDocumentUpload({ bytes: new TextEncoder().encode('hello'), mimeType: '' })).toEqual({ ok: false, error: '164.2' });
  });
  it('162.1 image too tall, 162.2 image too wide', () => {
    expect(checkDocumentUpload({ bytes: png(100, 5001), mimeType: 'image/png' })).toEqual({ ok: false, error: '162.1' });
    expect(checkDocumentUpload({ bytes: png(5001, 100), mimeType: 'image/png' })).toEqual({ ok: false, error: '162.2' });
    expect(checkDocumentUpload({ bytes: png(5000, 5000), mimeType: 'image/png' })).toEqual({ ok: true, value: 'png' });
    expect(checkDocumentUpload({ bytes: png(300, 200), mimeType: 'image/png', maxWidth: 250 })).toEqual({ ok: false, error: '162.2' });
  });
});
