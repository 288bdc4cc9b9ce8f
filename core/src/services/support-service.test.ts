import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { SupportClient, supportFailureOf } from './support-service.js';

/** A transport that records each call's path and body and answers the next of `answers`. */
function recording(...answers: unknown[]) {
  const calls: unknown[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push([entry.path, input.body]);
      return answers.shift() as never;
    },
  };
  return { api, calls };
}

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'x', detailedErrorCode, description: '' });

describe('SupportClient', () => {
  it('sends the trimmed draft and answers the reference', async () => {
    const { api, calls } = recording(ok({ sent: 'true', reference: 'WB-AB12-CD34' }));
    const sent = await new SupportClient(api).send({ topic: 'sharing', message: '  My friend cannot see the trip. ', tripLink: ' https://w.example/p/abc ' });
    expect(sent).toEqual(ok({ reference: 'WB-AB12-CD34' }));
    expect(calls).toEqual([['v2/supportRequest', { topic: 'sharing', message: 'My friend cannot see the trip.', trip_link: 'https://w.example/p/abc' }]]);
  });

  it('sends nothing without a topic', async () => {
    const { api, calls } = recording();
    expect(await new SupportClient(api).send({ topic: '', message: 'My friend cannot see the trip.', tripLink: '' })).toEqual(
      err({ kind: 'invalid', field: 'topic' }),
    );
    expect(calls).toEqual([]);
  });

  it('reads each refusal', async () => {
    const { api } = recording(err(http(429, 'err_support_rate_limit')));
    expect(await new SupportClient(api).send({ topic: 'other', message: 'Where is my trip?', tripLink: '' })).toEqual(err({ kind: 'rate-limit' }));
    expect(supportFailureOf(http(400, 'invalid_field:message'))).toEqual({ kind: 'invalid', field: 'message' });
    expect(supportFailureOf(http(400, 'invalid_field:trip_link'))).toEqual({ kind: 'invalid', field: 'tripLink' });
    expect(supportFailureOf(http(400, 'invalid_field:topic'))).toEqual({ kind: 'invalid', field: 'topic' });
    expect(supportFailureOf(http(400, 'err_support_no_address'))).toEqual({ kind: 'no-address' });
    expect(supportFailureOf(http(500, 'internal_error'))).toEqual({ kind: 'failed' });
    expect(supportFailureOf({ kind: 'network' })).toEqual({ kind: 'offline' });
    expect(supportFailureOf({ kind: 'timeout' })).toEqual({ kind: 'failed' });
  });
});
