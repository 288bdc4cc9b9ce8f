import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isPointsAccountHealthy, POINTS_ACCOUNT_STATE_CODES } from './account-state.js';
import { pointsAccountStatus, pointsStatusLabelMessage } from './account-status.js';
import { POINTS_MESSAGE_KEYS } from './message-keys.js';

const knownCode = fc.constantFrom(...Object.keys(POINTS_ACCOUNT_STATE_CODES).map(Number));
const code = fc.oneof(knownCode, fc.integer({ min: -10, max: 1000 }));
const context = fc.record({
  isDmSupported: fc.boolean(),
  programName: fc.string({ minLength: 1 }),
  plansEmail: fc.constantFrom('plans@waybook.app', 'x@y.io'),
});
const keys: readonly string[] = POINTS_MESSAGE_KEYS;

describe('points status: properties', () => {
  it('a healthy code has neither message nor alarm, every other one has a listed message', () => {
    fc.assert(
      fc.property(code, context, (c, ctx) => {
        const s = pointsAccountStatus(c, ctx);
        if (isPointsAccountHealthy(s.state)) return s.message === null && (s.label === null || s.label === 'updating');
        return s.message !== null && keys.includes(s.message.key) && s.label !== null && keys.includes(pointsStatusLabelMessage(s.label).key);
      }),
    );
  });
  it('a message that names the program or the statements address carries it', () => {
    fc.assert(
      fc.property(code, context, (c, ctx) => {
        const m = pointsAccountStatus(c, ctx).message;
        if (m === null) return true;
        if (m.key === 'points:status.securityQuestion') return m.values?.['program'] === ctx.programName;
        if (['points:status.forwardStatementNew', 'points:status.balanceOutOfDate', 'points:status.forwardToStart'].includes(m.key))
          return m.values?.['email'] === ctx.plansEmail;
        return m.values === undefined;
      }),
    );
  });
  it('data-mining support changes only the status of codes 100 and 101', () => {
    fc.assert(
      fc.property(code, context, (c, ctx) => {
        const a = pointsAccountStatus(c, { ...ctx, isDmSupported: false });
        const b = pointsAccountStatus(c, { ...ctx, isDmSupported: true });
        return (c === 100 || c === 101) !== (JSON.stringify(a) === JSON.stringify(b));
      }),
    );
  });
});
