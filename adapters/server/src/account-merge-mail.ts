import type { LanguageTag, MailTemplate } from '@waybook/core';
import type { MailFrame } from './account-email-mail.js';
import { fill } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

/** The texts of the merge-accounts mail in one language. */
interface MergeMessages {
  readonly subject: string;
  readonly body: string;
  readonly what: string;
  readonly button: string;
  readonly expires: string;
  readonly ignore: string;
}

const EN: MergeMessages = {
  subject: 'Merge your Waybook accounts',
  body: 'The Waybook account of {into} asked to merge the account of {email} into it. If both are yours, open this link while signed in to {into}:',
  what: 'The trips, plans, documents, email addresses and shares of {email} will move to {into}, and the account of {email} will be closed.',
  button: 'Merge accounts',
  expires: 'The link works once, for 24 hours.',
  ignore: 'If you did not ask for this, ignore this email: nothing is merged without this link.',
};

const MESSAGES: Readonly<Record<LanguageTag, MergeMessages>> = {
  'en-US': EN,
  'en-GB': EN,
  'fr-FR': {
    subject: 'Fusionnez vos comptes Waybook',
    body: 'Le compte Waybook de {into} a demandé à y fusionner le compte de {email}. Si les deux sont à vous, ouvrez ce lien en étant connecté à {into} :',
    what: 'Les voyages, plans, documents, adresses e-mail et partages de {email} passeront à {into}, et le compte de {email} sera fermé.',
    button: 'Fusionner les comptes',
    expires: 'Le lien fonctionne une seule fois, pendant 24 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien n’est fusionné sans ce lien.',
  },
  'de-DE': {
    subject: 'Führen Sie Ihre Waybook-Konten zusammen',
    body: 'Das Waybook-Konto von {into} möchte das Konto von {email} übernehmen. Wenn beide Ihnen gehören, öffnen Sie diesen Link, während Sie bei {into} angemeldet sind:',
    what: 'Die Reisen, Pläne, Dokumente, E-Mail-Adressen und Freigaben von {email} gehen auf {into} über, und das Konto von {email} wird geschlossen.',
    button: 'Konten zusammenführen',
    expires: 'Der Link funktioniert einmal und 24 Stunden lang.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne diesen Link wird nichts zusammengeführt.',
  },
  'ja-JP': {
    subject: 'Waybook アカウントの統合',
    body: '{into} の Waybook アカウントから、{email} のアカウントを統合するリクエストがありました。両方ともご自身のものであれば、{into} にサインインした状態でこのリンクを開いてください。',
    what: '{email} の旅行、プラン、書類、メールアドレス、共有は {into} に移り、{email} のアカウントは閉鎖されます。',
    button: 'アカウントを統合',
    expires: 'リンクは 24 時間以内に 1 回だけ使えます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。このリンクがなければ何も統合されません。',
  },
  'es-CO': {
    subject: 'Unifica tus cuentas de Waybook',
    body: 'La cuenta de Waybook de {into} pidió unificar en ella la cuenta de {email}. Si las dos son tuyas, abre este enlace con la sesión iniciada en {into}:',
    what: 'Los viajes, planes, documentos, direcciones de correo y elementos compartidos de {email} pasarán a {into}, y la cuenta de {email} se cerrará.',
    button: 'Unificar cuentas',
    expires: 'El enlace sirve una sola vez, durante 24 horas.',
    ignore: 'Si no lo pediste tú, ignora este correo: sin este enlace no se unifica nada.',
  },
  'es-ES': {
    subject: 'Fusiona tus cuentas de Waybook',
    body: 'La cuenta de Waybook de {into} ha pedido fusionar con ella la cuenta de {email}. Si las dos son tuyas, abre este enlace con la sesión iniciada en {into}:',
    what: 'Los viajes, planes, documentos, direcciones de correo y elementos compartidos de {email} pasarán a {into}, y la cuenta de {email} se cerrará.',
    button: 'Fusionar cuentas',
    expires: 'El enlace solo funciona una vez, durante 24 horas.',
    ignore: 'Si no lo has pedido tú, ignora este correo: sin este enlace no se fusiona nada.',
  },
};

/**
 * The merge-accounts mail, sent to the address of the account to merge in, in its language: who
 * asked, what moves, the link as a button (and as text), how long it works.
 *
 * @example
 * mergeAccountsMail({ kind: 'merge-accounts', email: 'ada@old.example', into: 'ada@example.com', link }, 'fr-FR', frame).subject
 */
export function mergeAccountsMail(
  template: Extract<MailTemplate, { kind: 'merge-accounts' }>,
  locale: LanguageTag,
  frame: MailFrame,
): { subject: string; text: string; html: string } {
  const m = MESSAGES[locale];
  const values = { email: template.email, into: template.into };
  const body = fill(m.body, values);
  const what = fill(m.what, values);
  return {
    subject: m.subject,
    text: `${body}\n${template.link}\n\n${what}\n${m.expires}\n${m.ignore}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(m.subject)}</h1><p>${esc(body)}</p><p><a href="${esc(template.link)}" style="${frame.buttonStyle}">${esc(m.button)}</a></p>
<p>${esc(what)}</p><p>${esc(m.expires)}</p><p>${esc(m.ignore)}</p>`,
    ),
  };
}
