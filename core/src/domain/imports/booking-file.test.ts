import { describe, expect, it } from 'vitest';
import { BOOKING_FILE_MAX_BYTES, bookingFileKind } from './booking-file.js';

const text = (s: string) => new TextEncoder().encode(s);

describe('bookingFileKind: what an uploaded file is, from its bytes', () => {
  it('tells calendars, saved e-mails, passes, PDFs and images apart', () => {
    expect(bookingFileKind(text('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'))).toBe('ics');
    expect(bookingFileKind(text('\uFEFFBEGIN:VCALENDAR\nVERSION:2.0\n'))).toBe('ics');
    expect(bookingFileKind(text('Received: from mx.example\r\nFrom: a@b.example\r\n'))).toBe('eml');
    expect(bookingFileKind(text('Return-Path: <bounce@airline.example>\r\n'))).toBe('eml');
    expect(bookingFileKind(text('MIME-Version: 1.0\r\nContent-Type: multipart/alternative\r\n'))).toBe('eml');
    expect(bookingFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('pkpass');
    expect(bookingFileKind(text('%PDF-1.7\n'))).toBe('pdf');
    expect(bookingFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image');
  });

  it('refuses what is none of them, whatever its name would say', () => {
    expect(bookingFileKind(new Uint8Array())).toBeNull();
    expect(bookingFileKind(text('hello'))).toBeNull();
    expect(bookingFileKind(text('<html><body>Your flight</body></html>'))).toBeNull();
    expect(bookingFileKind(text('Dear traveler: your trip'))).toBeNull();
  });

  it('takes up to 10 MiB', () => {
    expect(BOOKING_FILE_MAX_BYTES).toBe(10_485_760);
  });
});
