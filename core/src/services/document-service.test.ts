import { describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import { checkDocumentName, documentFileName } from '../domain/plans/document-limits.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { DocumentService, documentErrorOf, encodeBase64 } from './document-service.js';

const wire = { uuid: 'd1', name: 'Ticket', content_type: 'application/pdf', size_bytes: 8, url: '/plan/document/d1', created: '2026-11-21T10:00:00.000Z' };
const pdf = new TextEncoder().encode('%PDF-1.7');

function transport(answer: unknown) {
  const calls: { id: string; input: EntryCall<ContractEntry> }[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push({ id: entry.id, input: input as EntryCall<ContractEntry> });
      return answer as never;
    },
  };
  return { api, calls };
}

const http = (status: number, detailedErrorCode: string, description = ''): ApiFailure => ({
  kind: 'http',
  status,
  code: 'bad_request',
  detailedErrorCode,
  description,
});

describe('DocumentService', () => {
  it('encodes base64 like the platform does', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', '%PDF-1.7 ünïcode']) {
      const bytes = new TextEncoder().encode(text);
      expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('uploads a checked file as base64 with its declared type and trimmed name', async () => {
    const { api, calls } = transport(ok({ Document: wire }));
    const r = await new DocumentService(api).upload('p1', { name: 'ticket.pdf', mimeType: 'application/pdf', bytes: pdf }, ' Ticket ');
    expect(r).toMatchObject({ ok: true, value: { uuid: 'd1', type: 'pdf', thumbnailUrl: null, width: null } });
    expect(calls[0]).toEqual({
      id: 'uploadDocument',
      input: { body: { plan_uuid: 'p1', name: 'Ticket', content_type: 'application/pdf', data: encodeBase64(pdf) } },
    });
  });

  it('refuses before sending: bytes of no accepted type, a name too long', async () => {
    const { api, calls } = transport(ok({ Document: wire }));
    const service = new DocumentService(api);
    expect(await service.upload('p1', { name: 'a.pdf', mimeType: '', bytes: new TextEncoder().encode('hello') })).toEqual(
      err({ kind: 'upload', code: '164.2' }),
    );
    expect(await service.upload('p1', { name: 'a.pdf', mimeType: 'application/pdf', bytes: pdf }, 'n'.repeat(101))).toEqual(
      err({ kind: 'name', reason: 'too-long' }),
    );
    expect(await service.rename('d1', '  ')).toEqual(err({ kind: 'name', reason: 'required' }));
    expect(calls).toEqual([]);
  });

  it('reads server refusals', () => {
    expect(documentErrorOf(http(400, '161.2'))).toEqual({ kind: 'upload', code: '161.2' });
    expect(documentErrorOf(http(413, 'payload_too_large'))).toEqual({ kind: 'upload', code: '160.1' });
    expect(documentErrorOf(http(400, 'document_limit_reached'))).toEqual({ kind: 'limit' });
    expect(documentErrorOf(http(400, 'invalid_field:name', 'Document name is too long'))).toEqual({ kind: 'name', reason: 'too-long' });
    expect(documentErrorOf({ kind: 'network' })).toEqual({ kind: 'failed', failure: { kind: 'network' } });
    expect(documentErrorOf(http(404, 'not_found')).kind).toBe('failed');
  });
});

describe('document names', () => {
  it('trims, requires 1 to 100 characters and counts an emoji as one', () => {
    expect(checkDocumentName(' Ticket ')).toEqual(ok('Ticket'));
    expect(checkDocumentName('🎫'.repeat(100)).ok).toBe(true);
    expect(checkDocumentName('x'.repeat(101))).toEqual(err('too-long'));
  });

  it('downloads with the extension of the type', () => {
    expect(documentFileName('Boarding pass', 'pdf')).toBe('Boarding pass.pdf');
    expect(documentFileName('photo.jpg', 'jpeg')).toBe('photo.jpg');
    expect(documentFileName('photo.png', 'jpeg')).toBe('photo.png.jpg');
    expect(documentFileName('../etc\\passwd', 'png')).toBe('.._etc_passwd.png');
  });
});
