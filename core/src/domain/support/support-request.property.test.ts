import { describe, it } from 'vitest';
import fc from 'fast-check';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, supportDraftIssues, supportReference, tripIdOfLink } from './support-request.js';

const idChars = fc.constantFrom(...'abcdefABCDEF0123456789-');
const tripId = fc.array(idChars, { minLength: 1, maxLength: 64 }).map((c) => c.join(''));
const host = fc.constantFrom('waybook.example', 'localhost:8080', '127.0.0.1:9000', 'trips.example.org');
const scheme = fc.constantFrom('http', 'https');
const below = fc.constantFrom('', '/', '/edit', '/flights/9', '/notes/3/edit', '?tab=plans', '#top');

describe('support request: properties', () => {
  it('the trip of any app trip link or public trip link is the id in it', () => {
    fc.assert(
      fc.property(scheme, host, tripId, below, fc.boolean(), (s, h, id, rest, isPublic) => {
        const link = `${s}://${h}/${isPublic ? 'p' : 'app/trips'}/${id}${rest}`;
        return tripIdOfLink(link) === id;
      }),
    );
  });

  it('a draft is refused exactly when its topic, message or trip link breaks a bound', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...SUPPORT_TOPICS), fc.string({ maxLength: 20 })),
        fc.string({ maxLength: SUPPORT_LIMITS.messageMax + 20 }),
        fc.oneof(
          fc.constant(''),
          fc.string({ maxLength: 40 }),
          tripId.map((id) => `https://waybook.example/app/trips/${id}`),
        ),
        (topic, message, tripLink) => {
          const issues = supportDraftIssues({ topic, message, tripLink });
          const length = message.trim().length;
          const expected =
            (SUPPORT_TOPICS as readonly string[]).includes(topic) &&
            length >= SUPPORT_LIMITS.messageMin &&
            length <= SUPPORT_LIMITS.messageMax &&
            (tripLink.trim() === '' || tripIdOfLink(tripLink) !== null);
          return (
            (issues.length === 0) === expected &&
            issues.every(
              (i, n) => n === 0 || ['topic', 'message', 'tripLink'].indexOf(issues[n - 1]!.field) < ['topic', 'message', 'tripLink'].indexOf(i.field),
            )
          );
        },
      ),
    );
  });

  it('a reference is WB- and capital letters and digits, whatever the token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 8, unit: fc.constantFrom(...'abcXYZ0189') }), (token) =>
        /^WB-[A-Z0-9]{4}-[A-Z0-9]{4}$/.test(supportReference(token)),
      ),
    );
  });
});
