import { describe, expect, it } from 'vitest';
import { dataTransferStateAt, exportDocumentPath, exportFileName, importFileKind } from './data-transfer.js';
import { encodeUtf8 } from './utf8-encode.js';

describe('data transfers', () => {
  it('shows a done export as expired once its archive is past its time', () => {
    const expiresAt = new Date('2026-01-01T00:00:00Z');
    expect(dataTransferStateAt({ state: 'done', expiresAt }, new Date('2025-12-31T23:59:59Z'))).toBe('done');
    expect(dataTransferStateAt({ state: 'done', expiresAt }, expiresAt)).toBe('expired');
    expect(dataTransferStateAt({ state: 'failed', expiresAt: null }, expiresAt)).toBe('failed');
  });

  it('names archives and document files with safe characters only', () => {
    expect(exportFileName('2026-11-21', '')).toBe('waybook-export-2026-11-21.zip');
    expect(exportFileName('2026-11-21', 'Lyon & Annecy')).toBe('waybook-Lyon-Annecy-2026-11-21.zip');
    expect(exportFileName('2026-11-21', 'Zürich')).toBe('waybook-Zurich-2026-11-21.zip');
    expect(exportFileName('2026-11-21', '京都')).toBe('waybook-export-2026-11-21.zip');
    expect(exportDocumentPath('p1', 'd1', 'Boarding pass.pdf', 'pdf')).toBe('documents/p1/d1-Boarding-pass.pdf');
    expect(exportDocumentPath('p1', 'd1', '../../etc', 'png')).toBe('documents/p1/d1-etc.png');
  });

  it('tells an upload by its first bytes', () => {
    expect(importFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('zip');
    expect(importFileKind(encodeUtf8('\uFEFF  {"format":"waybook-export"}'))).toBe('json');
    expect(importFileKind(encodeUtf8('BEGIN:VCALENDAR\r\n'))).toBe('ics');
    expect(importFileKind(encodeUtf8('%PDF-1.7'))).toBeNull();
  });

  it('encodes UTF-8 like the platform does', () => {
    // Node writes a lone surrogate as U+FFFD too.
    for (const text of ['café', '京都 ✈', '😀', 'a\uD800b']) expect([...encodeUtf8(text)]).toEqual([...Buffer.from(text, 'utf8')]);
  });
});
