import { languageFormatter, type LanguageTag, type MailTemplate, type MailTripFacts, type MessageTemplates } from '@waybook/core';
import { fill, pageMessages, type PageMessages } from './pages/i18n/catalogue.js';
import { esc, LOGO_MARK } from './pages/layout.js';
import { tokenValue } from './pages/stylesheet.js';
import { deleteAccountMail } from './delete-account-mail.js';
import { mergeAccountsMail } from './account-merge-mail.js';
import { addEmailMail } from './account-email-mail.js';
import { passwordResetMail } from './password-mail.js';
import { innerCircleMail } from './inner-circle-mail.js';
import { alertMail } from './alert-texts.js';
import { importReportMail } from './inbound/import-report-mail.js';
import { supportRequestMail } from './support-request-mail.js';

type Rendered = { subject: string; text: string; html: string };

// Mail clients ignore stylesheets and custom properties: the design tokens' values, inlined.
const T = (name: string) => tokenValue(`--wb-${name}`);
const BUTTON = `display:inline-block;background:${T('primary')};color:${T('on-primary')};padding:12px 20px;border-radius:${T('radius')};font-weight:600;text-decoration:none`;

// Every mail's headings look the same: a mail client's default h1 is too large beside the logo.
const H1 = `margin:0 0 ${T('space-4')};color:${T('navy')};font-size:24px;line-height:1.3`;

function page(locale: LanguageTag, content: string): string {
  const inner = content.replaceAll('<h1>', `<h1 style="${H1}">`);
  const header = `<p style="margin:0 0 ${T('space-5')};color:${T('navy')};font-size:20px;font-weight:700">${LOGO_MARK(24).replace('<svg', '<svg style="vertical-align:middle;margin-right:8px"')}Waybook</p>`;
  return `<!doctype html><html lang="${locale}"><body style="margin:0;padding:${T('space-5')};background:${T('bg')};font-family:${T('font').replace(/"/g, "'")};line-height:${T('line-height')};color:${T('text')}">
<div style="max-width:560px;margin:0 auto;background:${T('surface')};border-radius:${T('radius-lg')};padding:${T('space-6')}">${header}${inner}</div></body></html>`;
}

/**
 * The dates of a trip as a line of text in the reader's language ("No dates yet" when none).
 *
 * @example
 * tripDatesLine({ name: 'Lyon', destination: '', startDate: '2026-12-01', endDate: '2026-12-04' }, 'en-US', m)
 * // 'Dec 1 – 4, 2026'
 */
export function tripDatesLine(trip: Pick<MailTripFacts, 'startDate' | 'endDate'>, locale: LanguageTag, m: PageMessages['tripMail']): string {
  return languageFormatter(locale).dateRange(trip.startDate, trip.endDate) || m.datesUnset;
}

function facts(trip: MailTripFacts & { description?: string }, locale: LanguageTag, m: PageMessages['tripMail']): { text: string; html: string } {
  const rows: [string, string][] = [[m.dates, tripDatesLine(trip, locale, m)]];
  if (trip.destination !== '') rows.unshift([m.destination, trip.destination]);
  if (trip.description !== undefined && trip.description !== '') rows.push([m.description, trip.description]);
  return {
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    html: `<dl>${rows.map(([k, v]) => `<dt style="font-weight:600;color:${T('muted')}">${esc(k)}</dt><dd style="margin:0 0 8px">${esc(v)}</dd>`).join('')}</dl>`,
  };
}

function personal(inviter: string, message: string, m: PageMessages['tripMail']): { text: string; html: string } {
  if (message.trim() === '') return { text: '', html: '' };
  const label = fill(m.personalMessage, { inviter });
  return {
    text: `${label}\n${message.trim()}\n\n`,
    html: `<p style="font-weight:600">${esc(label)}</p><blockquote style="white-space:pre-wrap;border-left:3px solid ${T('border-light')};margin:0 0 16px;padding-left:12px">${esc(message.trim())}</blockquote>`,
  };
}

type SecurityTemplate = Extract<MailTemplate, { kind: 'account-exists' | 'sign-in-failures' }>;

// The e-mails that protect an account: sign-up with its address, repeated failed sign-ins.
function securityMail(template: SecurityTemplate, locale: LanguageTag, m: PageMessages['securityMail']): Rendered {
  if (template.kind === 'sign-in-failures') {
    const body = fill(m.failuresBody, { email: template.email });
    return {
      subject: m.failuresSubject,
      text: `${body}\n\n${m.failuresAdvice}\n`,
      html: page(locale, `<h1>${esc(m.failuresSubject)}</h1><p>${esc(body)}</p><p>${esc(m.failuresAdvice)}</p>`),
    };
  }
  const body = fill(m.existsBody, { email: template.email });
  return {
    subject: m.existsSubject,
    text: `${body}\n${template.signInLink}\n\n${m.existsIgnore}\n`,
    html: page(
      locale,
      `<h1>${esc(m.existsSubject)}</h1><p>${esc(body)}</p><p><a href="${esc(template.signInLink)}" style="${BUTTON}">${esc(m.signIn)}</a></p><p>${esc(m.existsIgnore)}</p>`,
    ),
  };
}

/**
 * Localised e-mails from the server page catalogues.
 *
 * @example
 * new CatalogueMessageTemplates().render({ kind: 'verify-email', link, email }, 'de-DE').subject
 */
export class CatalogueMessageTemplates implements MessageTemplates {
  render(template: MailTemplate, locale: LanguageTag): Rendered {
    const all = pageMessages(locale);
    if (template.kind === 'verify-email') {
      const m = all.mail;
      const body = fill(m.verifyBody, { email: template.email });
      return {
        subject: m.verifySubject,
        text: `${m.verifyGreeting}\n\n${body}\n${template.link}\n\n${m.verifyIgnore}\n`,
        html: page(
          locale,
          `<h1>${esc(m.verifyGreeting)}</h1>
<p>${esc(body)}</p><p><a href="${esc(template.link)}" style="${BUTTON}">${esc(m.verifyButton)}</a></p>
<p>${esc(m.verifyIgnore)}</p>`,
        ),
      };
    }
    if (template.kind === 'account-exists' || template.kind === 'sign-in-failures') return securityMail(template, locale, all.securityMail);
    if (template.kind === 'delete-account') return deleteAccountMail(template, locale, all.deleteAccountMail, { page, button: BUTTON });
    if (template.kind === 'merge-accounts') return mergeAccountsMail(template, locale, { page, buttonStyle: BUTTON });
    if (template.kind === 'add-email' || template.kind === 'add-email-taken') return addEmailMail(template, locale, { page, buttonStyle: BUTTON });
    if (template.kind === 'reset-password') return passwordResetMail(template, locale, all.passwordMail, { page, button: BUTTON });
    if (template.kind === 'inner-circle-invitation') return innerCircleMail(template, locale, { page, buttonStyle: BUTTON });
    if (template.kind === 'alert') return alertMail(template, locale, { page, buttonStyle: BUTTON });
    if (template.kind === 'import-report') return importReportMail(template, locale, { page, buttonStyle: BUTTON });
    if (template.kind === 'support-request') return supportRequestMail(template, locale, { page });
    const m = all.tripMail;
    const values = { inviter: template.inviter, trip: template.trip.name };
    const note = personal(template.inviter, template.message, m);
    const about = facts(template.trip, locale, m);
    if (template.kind === 'trip-snapshot') {
      const body = fill(m.snapshotBody, values);
      return {
        subject: fill(m.snapshotSubject, values),
        text: `${body}\n\n${note.text}${template.trip.name}\n${about.text}\n`,
        html: page(locale, `<p>${esc(body)}</p>${note.html}<h1>${esc(template.trip.name)}</h1>${about.html}`),
      };
    }
    // An account signs in through its link; an address without one creates its account.
    const member = template.kind === 'trip-invitation-account';
    const body = fill(member ? m.accountInvitationBody : m.invitationBody, values);
    const action = member ? m.signInToSee : m.join;
    return {
      subject: fill(m.invitationSubject, values),
      text: `${body}\n\n${note.text}${template.trip.name}\n${about.text}\n\n${action}: ${template.link}\n`,
      html: page(
        locale,
        `<p>${esc(body)}</p>${note.html}<h1>${esc(template.trip.name)}</h1>${about.html}
<p><a href="${esc(template.link)}" style="${BUTTON}">${esc(action)}</a></p>`,
      ),
    };
  }
}
