import { describe, expect, it } from 'vitest';
import { isSupportTopic, SUPPORT_LIMITS, SUPPORT_TOPICS, supportDraftIssues, supportReference, tripIdOfLink } from './support-request.js';

const ok = { topic: 'sharing', message: 'My friend cannot see the trip.', tripLink: '' };

describe('support topics', () => {
  it('offers the seven help topics, then anything else', () => {
    expect(SUPPORT_TOPICS).toEqual([
      'getting-started',
      'trips-and-plans',
      'sharing',
      'importing-by-email',
      'calendar-feed',
      'pro-and-billing',
      'account-and-privacy',
      'other',
    ]);
    expect(isSupportTopic('calendar-feed')).toBe(true);
    expect(isSupportTopic('')).toBe(false);
    expect(isSupportTopic('toString')).toBe(false);
  });
});

describe('tripIdOfLink', () => {
  it('reads the trip of an app trip page, a page below it, and a public trip page', () => {
    expect(tripIdOfLink('https://waybook.example/app/trips/7c1e2f00-1111-4222-8333-444455556666')).toBe('7c1e2f00-1111-4222-8333-444455556666');
    expect(tripIdOfLink('http://127.0.0.1:8080/app/trips/42/flights/9/edit?x=1#top')).toBe('42');
    expect(tripIdOfLink('  https://waybook.example/p/a1b2c3  ')).toBe('a1b2c3');
    expect(tripIdOfLink('HTTPS://[::1]:8443/app/trips/42')).toBe('42');
  });

  it('refuses other pages, other schemes, credentials and text that is no address', () => {
    for (const text of [
      '',
      'https://waybook.example/app/account/billing',
      'https://waybook.example/app/trips/',
      'https://waybook.example/trips/42',
      'javascript:alert(1)',
      'ftp://waybook.example/app/trips/42',
      'https://ada:secret@waybook.example/app/trips/42',
      'https://waybook.example@evil.example/app/trips/42',
      'https:///app/trips/42',
      '/app/trips/42',
      'my trip to Lyon',
      'https://waybook.example/app/trips/4 2',
      `https://waybook.example/app/trips/${'a'.repeat(65)}`,
    ]) {
      expect(tripIdOfLink(text), text).toBeNull();
    }
  });
});

describe('supportDraftIssues', () => {
  it('accepts a topic, a message and no trip link', () => {
    expect(supportDraftIssues(ok)).toEqual([]);
    expect(supportDraftIssues({ ...ok, tripLink: 'https://waybook.example/app/trips/42' })).toEqual([]);
  });

  it('asks for a topic and a message, in form order', () => {
    expect(supportDraftIssues({ topic: '', message: '   ', tripLink: 'nope' })).toEqual([
      { field: 'topic', key: 'required' },
      { field: 'message', key: 'required' },
      { field: 'tripLink', key: 'invalid' },
    ]);
  });

  it('bounds the trimmed message', () => {
    const min = SUPPORT_LIMITS.messageMin;
    const max = SUPPORT_LIMITS.messageMax;
    expect(supportDraftIssues({ ...ok, message: ` ${'a'.repeat(min - 1)} ` })).toEqual([{ field: 'message', key: 'tooShort' }]);
    expect(supportDraftIssues({ ...ok, message: ` ${'a'.repeat(min)} ` })).toEqual([]);
    expect(supportDraftIssues({ ...ok, message: 'a'.repeat(max) })).toEqual([]);
    expect(supportDraftIssues({ ...ok, message: 'a'.repeat(max + 1) })).toEqual([{ field: 'message', key: 'tooLong' }]);
  });

  it('says a trip link is too long before checking it', () => {
    const long = `https://waybook.example/app/trips/42?${'q'.repeat(SUPPORT_LIMITS.tripLinkMax)}`;
    expect(supportDraftIssues({ ...ok, tripLink: long })).toEqual([{ field: 'tripLink', key: 'tooLong' }]);
  });
});

describe('supportReference', () => {
  it('writes the token in capitals, in two groups of four', () => {
    expect(supportReference('ab12cd34')).toBe('WB-AB12-CD34');
    expect(supportReference('ab12cd34ef')).toBe('WB-AB12-CD34');
    expect(supportReference('ab1')).toBe('WB-AB1');
  });
});
