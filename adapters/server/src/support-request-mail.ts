import type { LanguageTag, MailTemplate, SupportTopic } from '@waybook/core';
import { esc } from './pages/layout.js';
import { tokenValue } from './pages/stylesheet.js';

type SupportRequestTemplate = Extract<MailTemplate, { kind: 'support-request' }>;

/**
 * The topics as the support team reads them. The mail goes to the team, not to a traveler, so it
 * is written in the default language only; the traveler's languages are among its facts.
 *
 * @example
 * SUPPORT_TOPIC_NAMES['calendar-feed'] // 'Calendar feed'
 */
export const SUPPORT_TOPIC_NAMES: Readonly<Record<SupportTopic, string>> = {
  'getting-started': 'Getting started',
  'trips-and-plans': 'Trips and plans',
  sharing: 'Sharing',
  'importing-by-email': 'Importing by email',
  'calendar-feed': 'Calendar feed',
  'pro-and-billing': 'Pro and billing',
  'account-and-privacy': 'Account and privacy',
  other: 'Something else',
};

const topicName = (topic: string): string => SUPPORT_TOPIC_NAMES[topic as SupportTopic] ?? SUPPORT_TOPIC_NAMES.other;

// A header line never carries a line break (the name and topic go into the subject).
const oneLine = (s: string): string => s.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/**
 * The mail a support request sends to the support address: the reference and topic in the
 * subject, the traveler's message, then who sent it (name, address, user id, the interface and
 * profile languages, the browser, when) and the trip link if any. Replies go to the traveler
 * (Reply-To, set by the use case).
 *
 * @example
 * supportRequestMail(template, 'en-US', frame).subject // '[WB-AB12-CD34] Sharing: Ada Lovelace <ada@example.com>'
 */
export function supportRequestMail(
  template: SupportRequestTemplate,
  locale: LanguageTag,
  frame: { readonly page: (locale: LanguageTag, inner: string) => string },
): { subject: string; text: string; html: string } {
  const topic = topicName(template.topic);
  const from = template.name.trim() === '' ? template.email : `${oneLine(template.name)} <${template.email}>`;
  const subject = oneLine(`[${template.reference}] ${topic}: ${from}`);
  const facts: [string, string][] = [
    ['Reference', template.reference],
    ['Topic', topic],
    ['Name', template.name.trim() === '' ? '-' : template.name],
    ['Email', template.email],
    ['User id', template.userId],
    ['Interface language', template.interfaceLocale],
    ['Profile language', template.profileLocale],
    ['Browser', template.userAgent === '' ? '-' : template.userAgent],
    ['Sent at', template.sentAt],
    ['Trip link', template.tripLink === '' ? '-' : template.tripLink],
  ];
  const intro = `${from} wrote to support about “${topic}”. Reply to this email to answer them.`;
  return {
    subject,
    text: `${intro}\n\n${template.message}\n\n${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(`${topic} (${template.reference})`)}</h1><p>${esc(intro)}</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid ${tokenValue('--wb-border-light')};margin:0 0 16px;padding-left:12px">${esc(template.message)}</blockquote>
<table>${facts.map(([k, v]) => `<tr><th style="text-align:left;padding-right:12px;vertical-align:top;color:${tokenValue('--wb-muted')}">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`,
    ),
  };
}
