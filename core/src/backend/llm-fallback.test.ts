import { describe, expect, it } from 'vitest';
import { extractMessage, type ExtractableMessage } from '../domain/imports/extract-message.js';
import type { LlmRequest } from '../domain/imports/llm-extraction.js';
import type { SchemaOrgNode } from '../domain/imports/schema-org-node.js';
import { err, ok, type Result } from '../domain/result.js';
import type { LlmFailure, ReservationLlm } from '../ports/llm.port.js';
import { extractWithLlmFallback } from './llm-fallback.js';

const zones = { forAirport: (code: string) => ({ CDG: 'Europe/Paris', JFK: 'America/New_York' })[code] ?? null, forPlace: () => null };
const message: ExtractableMessage = {
  messageId: '<m1@hotel.example>',
  subject: 'Your stay at Hôtel Lutetia',
  from: 'reservations@hotel.example',
  receivedAt: new Date('2026-04-01T08:00:00Z'),
  html: '',
  text: 'Dear Ada, your room at Hôtel Lutetia is booked from 4 May to 7 May 2026. Confirmation H12345.',
  attachments: [],
};
const hotel: SchemaOrgNode = {
  '@type': 'LodgingReservation',
  reservationNumber: 'H12345',
  reservationFor: { '@type': 'LodgingBusiness', name: 'Hôtel Lutetia' },
  checkinTime: '2026-05-04T15:00:00+02:00',
  checkoutTime: '2026-05-07T11:00:00+02:00',
};

function fakeLlm(answer: Result<SchemaOrgNode[], LlmFailure>) {
  const asked: LlmRequest[] = [];
  const llm: ReservationLlm = {
    endpointHost: 'llm.example',
    extract: async (request) => {
      asked.push(request);
      return answer;
    },
  };
  return { llm, asked };
}

const run = (m: ExtractableMessage, fallback: Parameters<typeof extractWithLlmFallback>[2]['fallback']) =>
  extractWithLlmFallback(extractMessage(m, { passes: [], zones }), m, { userId: 'u1', fallback, zones });

describe('extractWithLlmFallback', () => {
  it('opted in and no structured data: the subject and text go to the LLM, its reservations become plans from "llm"', async () => {
    const { llm, asked } = fakeLlm(ok([hotel]));
    const r = await run(message, { llm, isOptedIn: async () => true });
    expect(asked).toEqual([{ subject: message.subject, text: message.text, receivedAt: '2026-04-01' }]);
    expect(r.extractors).toEqual(['llm']);
    expect(r.plans.map((p) => [p.plan.type, p.provenance.extractor, p.provenance.sender])).toEqual([['lodging', 'llm', 'reservations@hotel.example']]);
  });

  it('not opted in: nothing is sent', async () => {
    const { llm, asked } = fakeLlm(ok([hotel]));
    const r = await run(message, { llm, isOptedIn: async () => false });
    expect(asked).toEqual([]);
    expect(r.plans).toEqual([]);
  });

  it('structured data found: the LLM is not asked, nor is the opt-in read', async () => {
    const { llm, asked } = fakeLlm(ok([hotel]));
    const html = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...hotel })}</script>`;
    let optInRead = false;
    const r = await run({ ...message, html }, { llm, isOptedIn: async () => (optInRead = true) });
    expect(asked).toEqual([]);
    expect(optInRead).toBe(false);
    expect(r.plans.map((p) => p.provenance.extractor)).toEqual(['json-ld']);
  });

  it('no text, or no LLM configured: nothing is asked', async () => {
    const { llm, asked } = fakeLlm(ok([hotel]));
    expect((await run({ ...message, text: '' }, { llm, isOptedIn: async () => true })).plans).toEqual([]);
    expect((await run(message, undefined)).plans).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('a failing LLM finds nothing and says why', async () => {
    const { llm } = fakeLlm(err({ kind: 'http', status: 500 }));
    const r = await run(message, { llm, isOptedIn: async () => true });
    expect(r.plans).toEqual([]);
    expect(r.problems).toEqual([{ extractor: 'llm', part: 'text', detail: 'HTTP 500' }]);
  });

  it('nodes that are not reservations give no plan', async () => {
    const { llm } = fakeLlm(ok([{ '@type': 'Person', name: 'Ada' }]));
    expect((await run(message, { llm, isOptedIn: async () => true })).plans).toEqual([]);
  });
});
