import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiImportRefusal, isAiImportActive, NO_AI_IMPORT_CHOICE, withIntroduced, withOptIn, type AiImportChoice } from './ai-import-choice.js';

const date = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('switch' as const), on: fc.boolean(), at: date }),
  fc.record({ kind: fc.constant('introduce' as const), at: date }),
);
const policy = fc.record({ offered: fc.boolean(), readOnly: fc.boolean() });
type Step = { kind: 'switch'; on: boolean; at: Date } | { kind: 'introduce'; at: Date };
const run = (steps: readonly Step[]): AiImportChoice =>
  steps.reduce((c, s) => (s.kind === 'switch' ? withOptIn(c, s.on, s.at) : withIntroduced(c, s.at)), NO_AI_IMPORT_CHOICE);

describe('the AI extractor choice: properties', () => {
  it('the choice is the last switch, and has an opt-in stamp exactly when the user ever opted in', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const c = run(steps);
        const switches = steps.filter((s) => s.kind === 'switch');
        expect(c.isOptedIn).toBe(switches.at(-1)?.on ?? false);
        expect(c.optedInAt !== null).toBe(switches.some((s) => s.on));
        expect(c.introducedAt).toEqual(steps.find((s) => s.kind === 'introduce')?.at ?? null);
      }),
    );
  });

  it('nothing is ever sent for a user who is not opted in, whatever the policy', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), policy, (steps, p) => {
        const c = run(steps);
        if (!c.isOptedIn || !p.offered) expect(isAiImportActive(c, p)).toBe(false);
      }),
    );
  });

  it('a read-only policy refuses every change, and opting out is refused only then', () => {
    fc.assert(
      fc.property(policy, fc.boolean(), (p, on) => {
        const refusal = aiImportRefusal(p, on);
        if (p.readOnly) expect(refusal).toBe('read-only');
        if (!on) expect(refusal === null).toBe(!p.readOnly);
      }),
    );
  });
});
