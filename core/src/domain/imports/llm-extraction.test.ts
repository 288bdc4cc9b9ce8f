import { describe, expect, it } from 'vitest';
import { LLM_MAX_RESERVATIONS, LLM_TEXT_MAX_CHARS, llmAnswerNodes, llmRequestOf, shouldAskLlm } from './llm-extraction.js';

const none = { plans: [], extractors: [], problems: [] };
const receivedAt = new Date('2026-11-02T08:00:00Z');

describe('what the LLM is sent', () => {
  it('the subject and the text with blank runs shortened, dated by the message', () => {
    const r = llmRequestOf({ subject: '  Hotel  ', text: 'Room \t booked\r\n\r\n\r\n\r\n  for 2 nights  ', receivedAt });
    expect(r).toEqual({ subject: 'Hotel', text: 'Room booked\n\nfor 2 nights', receivedAt: '2026-11-02' });
  });

  it('nothing when the message has no text, and never more than the limit', () => {
    expect(llmRequestOf({ subject: 'Pass', text: ' \n\t ', receivedAt })).toBeNull();
    expect(llmRequestOf({ subject: 'Long', text: 'x'.repeat(LLM_TEXT_MAX_CHARS * 2), receivedAt })?.text).toHaveLength(LLM_TEXT_MAX_CHARS);
    expect(llmRequestOf({ subject: 'S', text: 't', receivedAt: new Date(NaN) })?.receivedAt).toBe('');
  });

  it('is asked only when the user is active, nothing was found and there is text', () => {
    const request = { subject: 's', text: 't', receivedAt: '' };
    expect(shouldAskLlm({ active: true, found: none, request })).toBe(true);
    expect(shouldAskLlm({ active: false, found: none, request })).toBe(false);
    expect(shouldAskLlm({ active: true, found: none, request: null })).toBe(false);
    const found = { ...none, plans: [{} as never] };
    expect(shouldAskLlm({ active: true, found, request })).toBe(false);
  });
});

describe("the LLM's answer", () => {
  const hotel = { '@type': 'LodgingReservation', reservationNumber: 'H1' };

  it('reads a list, {"reservations"}, {"@graph"}, one node, and JSON in a fence', () => {
    expect(llmAnswerNodes(JSON.stringify([hotel]))).toEqual({ ok: true, value: [hotel] });
    expect(llmAnswerNodes(JSON.stringify({ reservations: [hotel] }))).toEqual({ ok: true, value: [hotel] });
    expect(llmAnswerNodes(JSON.stringify({ '@context': 'https://schema.org', '@graph': [hotel] }))).toEqual({ ok: true, value: [hotel] });
    expect(llmAnswerNodes(JSON.stringify(hotel))).toEqual({ ok: true, value: [hotel] });
    expect(llmAnswerNodes('Here it is:\n```json\n{"reservations":[{"@type":"LodgingReservation","reservationNumber":"H1"}]}\n```')).toEqual({
      ok: true,
      value: [hotel],
    });
    expect(llmAnswerNodes('{"reservations": []}')).toEqual({ ok: true, value: [] });
  });

  it('refuses prose, nodes without @type, wrong shapes and too many reservations', () => {
    expect(llmAnswerNodes('Sorry, I cannot help with that.')).toMatchObject({ ok: false, error: { detail: 'not JSON' } });
    expect(llmAnswerNodes('{"reservations": [{"reservationNumber": "H1"}]}').ok).toBe(false);
    expect(llmAnswerNodes('{"reservations": "none"}').ok).toBe(false);
    expect(llmAnswerNodes('42').ok).toBe(false);
    expect(llmAnswerNodes(JSON.stringify(Array.from({ length: LLM_MAX_RESERVATIONS + 1 }, () => hotel))).ok).toBe(false);
  });
});
