import { describe, it } from 'vitest';
import fc from 'fast-check';
import { PARTICIPANT_TYPES, participantFlags, participantRoleOf, participantTypeOf, sortParticipantsByName, withParticipantType } from './participants.js';

const type = fc.constantFrom(...PARTICIPANT_TYPES);
const flags = fc.record({ isReadOnly: fc.boolean(), isTraveler: fc.boolean() });

describe('participants: properties', () => {
  it('the role is owner exactly for the owner, else the type the flags mean', () => {
    fc.assert(fc.property(flags, fc.boolean(), (f, isOwner) => participantRoleOf({ ...f, isOwner }) === (isOwner ? 'owner' : participantTypeOf(f))));
  });
  it('the type a type sets is that type', () => {
    fc.assert(fc.property(type, (t) => participantTypeOf(participantFlags(t)) === t));
  });
  it('setting the type the flags already mean changes them only when they were traveler and read-only', () => {
    fc.assert(
      fc.property(flags, (f) => {
        const again = participantFlags(participantTypeOf(f));
        const same = again.isReadOnly === f.isReadOnly && again.isTraveler === f.isTraveler;
        return same === !(f.isReadOnly && f.isTraveler);
      }),
    );
  });
  it('withParticipantType sets the type whatever the flags were', () => {
    fc.assert(fc.property(flags, type, fc.string(), (f, t, ref) => participantTypeOf(withParticipantType({ ...f, profileRef: ref }, t)) === t));
  });
  it('sorting gives a permutation ordered by the locale collator, stable for equal names', () => {
    const locale = fc.constantFrom('en-US', 'fr-FR', 'de-DE', 'ja-JP', 'es-ES', 'sv-SE');
    const names = fc.array(fc.constantFrom('Ada', 'ada', 'Émile', 'Zoé', 'Öberg', 'Zander', '山田', 'Ñu', 'Nu'), { maxLength: 12 });
    fc.assert(
      fc.property(names, locale, (list, loc) => {
        const people = list.map((displayName, id) => ({ displayName, id }));
        const sorted = sortParticipantsByName(people, loc);
        const collator = new Intl.Collator(loc);
        return (
          [...sorted]
            .map((p) => p.id)
            .sort((a, b) => a - b)
            .join() === people.map((p) => p.id).join() &&
          sorted.every((p, i) => {
            const prev = sorted[i - 1];
            if (prev === undefined) return true;
            const c = collator.compare(prev.displayName, p.displayName);
            return c < 0 || (c === 0 && prev.id < p.id);
          })
        );
      }),
    );
  });
});
