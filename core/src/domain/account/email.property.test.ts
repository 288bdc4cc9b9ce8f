import { describe, it } from 'vitest';
import fc from 'fast-check';
import { emailDomain, isInternalUser, isValidEmail, normalizeEmail, splitEmailList } from './email.js';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789ABCXYZ');
const word = fc.array(alnum, { minLength: 1, maxLength: 10 }).map((cs) => cs.join(''));
const tld = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 2, maxLength: 6 }).map((cs) => cs.join(''));
const domain = fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), tld).map(([labels, t]) => [...labels, t].join('.'));
const address = fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), domain).map(([local, d]) => `${local.join('.')}@${d}`);
const separator = fc.array(fc.constantFrom(' ', ',', ';', ', ', '; '), { minLength: 1, maxLength: 3 }).map((s) => s.join(''));

describe('e-mail: properties', () => {
  it('accepts every generated local@domain.tld address, whatever its case', () => {
    fc.assert(fc.property(address, (a) => isValidEmail(a) && isValidEmail(a.toUpperCase())));
  });
  it('never accepts an address holding whitespace or a second @', () => {
    fc.assert(
      fc.property(address, fc.constantFrom(' ', '\t', '@'), fc.nat(), (a, bad, at) => {
        const i = at % (a.length + 1);
        return !isValidEmail(a.slice(0, i) + bad + a.slice(i));
      }),
    );
  });
  it('normalising is idempotent and keeps validity', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string()), (s) => {
        const once = normalizeEmail(s);
        return normalizeEmail(once) === once && (!isValidEmail(s) || isValidEmail(once));
      }),
    );
  });
  it('splitting a joined list gives back the list, with no empty or separator-holding piece', () => {
    fc.assert(
      fc.property(fc.array(address, { maxLength: 6 }), separator, fc.string(), (list, sep, junk) => {
        const pieces = splitEmailList(`${sep}${list.join(sep)}${sep}`);
        const other = splitEmailList(junk);
        return JSON.stringify(pieces) === JSON.stringify(list) && other.every((p) => p !== '' && !/[\s,;]/.test(p));
      }),
    );
  });
  it('an address is internal exactly when its domain, or a parent of it, is listed', () => {
    fc.assert(
      fc.property(word, domain, domain, (local, own, other) => {
        const a = `${local}@${own}`;
        const parent = own.split('.').slice(-2).join('.');
        return (
          emailDomain(a) === own.toLowerCase() &&
          isInternalUser([a], [own.toUpperCase()]) &&
          isInternalUser([a], [parent]) &&
          isInternalUser([a], [other]) === (own.toLowerCase() === other.toLowerCase() || own.toLowerCase().endsWith(`.${other.toLowerCase()}`))
        );
      }),
    );
  });
});
