import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LLM_MAX_RESERVATIONS, LLM_TEXT_MAX_CHARS, llmAnswerNodes, llmRequestOf } from './llm-extraction.js';

const receivedAt = new Date('2026-11-02T08:00:00Z');
const node = fc.record({ '@type': fc.constantFrom('LodgingReservation', 'FlightReservation', 'Thing'), reservationNumber: fc.string() });

describe('the LLM request and answer: properties', () => {
  it('what is sent is at most the limit, never starts or ends with blanks, and keeps every word of a short text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 30 }), (text, subject) => {
        const r = llmRequestOf({ subject, text, receivedAt });
        if (r === null) {
          expect(text.trim()).toBe('');
          return;
        }
        expect(r.text.length).toBeLessThanOrEqual(LLM_TEXT_MAX_CHARS);
        expect(r.text).toBe(r.text.trim());
        for (const word of text.split(/\s+/).filter((w) => w !== '')) expect(r.text).toContain(word);
      }),
    );
  });

  it('any answer either fails or gives nodes that all carry an @type, never more than the limit', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          node.map((n) => JSON.stringify({ reservations: [n] })),
        ),
        (content) => {
          const r = llmAnswerNodes(content);
          if (!r.ok) return;
          expect(r.value.length).toBeLessThanOrEqual(LLM_MAX_RESERVATIONS);
          for (const n of r.value) expect(n['@type']).toBeDefined();
        },
      ),
    );
  });

  it('the nodes written as a list, as {"reservations"} or fenced read back the same', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: LLM_MAX_RESERVATIONS }), (nodes) => {
        const expected = { ok: true, value: nodes };
        expect(llmAnswerNodes(JSON.stringify(nodes))).toEqual(expected);
        expect(llmAnswerNodes(JSON.stringify({ reservations: nodes }))).toEqual(expected);
        expect(llmAnswerNodes('```json\n' + JSON.stringify({ reservations: nodes }) + '\n```')).toEqual(expected);
      }),
    );
  });
});
