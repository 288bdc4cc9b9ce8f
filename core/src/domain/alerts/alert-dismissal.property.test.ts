import { describe, it } from 'vitest';
import fc from 'fast-check';
import { aiExtractorAlert } from './ai-extractor-alert.js';
import { ALERT_CODES, isProAlert } from './alert-codes.js';
import { alertDismissal, withoutDismissed } from './alert-dismissal.js';

const now = new Date('2026-05-01T10:00:00Z');
const serverAlert = fc
  .record({ uuid: fc.stringMatching(/^[a-f0-9]{1,6}$/), typeCode: fc.oneof(fc.constantFrom(...ALERT_CODES), fc.string({ maxLength: 3 })) })
  .map((a) => ({ ...aiExtractorAlert(now), ...a }));

describe('alert dismissal: properties', () => {
  it('server alerts are dismissed on the server exactly when they are Pro alerts, never through the profile', () => {
    fc.assert(fc.property(serverAlert, (a) => alertDismissal(a) === (isProAlert(a.typeCode) ? 'server' : 'none')));
  });
  it('dismissing removes exactly the named alerts and keeps the order of the rest', () => {
    fc.assert(
      fc.property(fc.array(serverAlert, { maxLength: 8 }), fc.array(fc.stringMatching(/^[a-f0-9]{1,6}$/), { maxLength: 4 }), (alerts, gone) => {
        const out = withoutDismissed(alerts, gone);
        return (
          out.every((a) => !gone.includes(a.uuid)) &&
          out.length === alerts.filter((a) => !gone.includes(a.uuid)).length &&
          out.every((a, i) => i === 0 || alerts.indexOf(a) > alerts.indexOf(out[i - 1] ?? a))
        );
      }),
    );
  });
});
