import { describe, expect, it } from 'vitest';
import { CatalogueMessageTemplates } from './mail-templates.js';
import { SUPPORT_TOPIC_NAMES } from './support-request-mail.js';
import { SUPPORT_TOPICS } from '@waybook/core';

const template = {
  kind: 'support-request' as const,
  reference: 'WB-AB12-CD34',
  topic: 'calendar-feed',
  message: 'Line one\nLine two',
  tripLink: '',
  userId: 'u-1',
  email: 'ada@example.com',
  name: 'Ada\r\nBcc: victim@example.com',
  interfaceLocale: 'de-DE',
  profileLocale: 'fr-FR',
  userAgent: '',
  sentAt: '2026-11-21T10:00:00.000Z',
};

describe('the support request mail', () => {
  it('keeps line breaks of a name out of the subject (no header can be added through it)', () => {
    const mail = new CatalogueMessageTemplates().render(template, 'en-US');
    expect(mail.subject).toBe('[WB-AB12-CD34] Calendar feed: Ada Bcc: victim@example.com <ada@example.com>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps the message as written and marks what is missing', () => {
    const mail = new CatalogueMessageTemplates().render(template, 'en-US');
    expect(mail.text).toContain('\n\nLine one\nLine two\n\n');
    expect(mail.text).toContain('Browser: -');
    expect(mail.text).toContain('Trip link: -');
    expect(mail.text).toContain('Interface language: de-DE\nProfile language: fr-FR');
  });

  it('names every topic, and an unknown one as something else', () => {
    expect(Object.keys(SUPPORT_TOPIC_NAMES).sort()).toEqual([...SUPPORT_TOPICS].sort());
    expect(new CatalogueMessageTemplates().render({ ...template, topic: 'refunds', name: '' }, 'en-US').subject).toBe(
      '[WB-AB12-CD34] Something else: ada@example.com',
    );
  });
});
