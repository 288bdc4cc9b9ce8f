import { describe, expect, it } from 'vitest';
import { PAGE_CATALOGUES, type PageMessages } from './catalogue.js';

// Actions of the server's pages and mails follow each language's capitalisation
// (docs/design-system.md): sentence case in English, French and Spanish (only the first word and
// names capitalised), a capital first word in German (nouns keep theirs), no case in Japanese.

const ACTIONS: readonly ((m: PageMessages) => string)[] = [
  (m) => m.skipToContent,
  (m) => m.changeLanguage,
  (m) => m.request.home,
  (m) => m.create.submit,
  (m) => m.create.signIn,
  (m) => m.create.privacyLink,
  (m) => m.login.submit,
  (m) => m.login.create,
  (m) => m.logout.submit,
  (m) => m.logout.cancel,
  (m) => m.blocked.back,
  (m) => m.verify.continue,
  (m) => m.mail.verifyButton,
  (m) => m.securityMail.signIn,
  (m) => m.tripMail.join,
  (m) => m.tripMail.signInToSee,
  (m) => m.publicTrip.home,
];

const NAMES = new Set(['Waybook']);
const laterWordsLowerCase = (label: string) =>
  label
    .split(/\s+/)
    .slice(1)
    .every((word) => NAMES.has(word) || !/^\p{Lu}/u.test(word));
const startsUpperCase = (label: string) => /^\p{Lu}/u.test(label);

describe('capitalisation of actions on the server pages', () => {
  it.each(['en-US', 'en-GB', 'fr-FR', 'es-CO', 'es-ES'] as const)('is sentence case in %s', (locale) => {
    for (const label of ACTIONS.map((a) => a(PAGE_CATALOGUES[locale]))) {
      expect(startsUpperCase(label), label).toBe(true);
      expect(laterWordsLowerCase(label), label).toBe(true);
    }
  });

  it('starts with a capital in German', () => {
    for (const label of ACTIONS.map((a) => a(PAGE_CATALOGUES['de-DE']))) expect(startsUpperCase(label), label).toBe(true);
  });

  it('has no Latin letters in Japanese but names', () => {
    for (const label of ACTIONS.map((a) => a(PAGE_CATALOGUES['ja-JP']))) expect(label.replace('Waybook', ''), label).not.toMatch(/[A-Za-z]/);
  });
});
