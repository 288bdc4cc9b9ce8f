import type { LanguageTag, MailTemplate } from '@waybook/core';
import { fill } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

/** The texts of the e-mail address mails in one language. */
interface AddEmailMessages {
  readonly subject: string;
  readonly body: string;
  readonly button: string;
  readonly expires: string;
  readonly ignore: string;
  readonly takenSubject: string;
  readonly takenBody: string;
  readonly takenAdvice: string;
}

const MESSAGES: Readonly<Record<LanguageTag, AddEmailMessages>> = {
  'en-US': {
    subject: 'Confirm your new email address for Waybook',
    body: 'Someone asked to add {email} to a Waybook account. If it was you, confirm the address with this link:',
    button: 'Confirm email address',
    expires: 'The link works once, for 24 hours.',
    ignore: 'If it was not you, ignore this email: the address will not be added.',
    takenSubject: 'Your email address could not be added to another Waybook account',
    takenBody: 'Someone asked to add {email} to a Waybook account, but this address already belongs to a Waybook account, so it could not be added.',
    takenAdvice: 'If both accounts are yours, sign in to the one you want to keep and use Merge Accounts. Otherwise you can ignore this email.',
  },
  'en-GB': {
    subject: 'Confirm your new email address for Waybook',
    body: 'Someone asked to add {email} to a Waybook account. If it was you, confirm the address with this link:',
    button: 'Confirm email address',
    expires: 'The link works once, for 24 hours.',
    ignore: 'If it was not you, ignore this email: the address will not be added.',
    takenSubject: 'Your email address could not be added to another Waybook account',
    takenBody: 'Someone asked to add {email} to a Waybook account, but this address already belongs to a Waybook account, so it could not be added.',
    takenAdvice: 'If both accounts are yours, sign in to the one you want to keep and use Merge Accounts. Otherwise you can ignore this email.',
  },
  'fr-FR': {
    subject: 'Confirmez votre nouvelle adresse e-mail pour Waybook',
    body: 'Quelqu’un a demandé à ajouter {email} à un compte Waybook. Si c’est vous, confirmez l’adresse avec ce lien :',
    button: 'Confirmer l’adresse e-mail',
    expires: 'Le lien ne sert qu’une fois, pendant 24 heures.',
    ignore: 'Si ce n’est pas vous, ignorez cet e-mail : l’adresse ne sera pas ajoutée.',
    takenSubject: 'Votre adresse e-mail n’a pas pu être ajoutée à un autre compte Waybook',
    takenBody:
      'Quelqu’un a demandé à ajouter {email} à un compte Waybook, mais cette adresse appartient déjà à un compte Waybook : elle n’a donc pas pu être ajoutée.',
    takenAdvice:
      'Si les deux comptes sont à vous, connectez-vous à celui que vous voulez garder et utilisez Fusionner les comptes. Sinon, vous pouvez ignorer cet e-mail.',
  },
  'de-DE': {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Waybook',
    body: 'Jemand möchte {email} zu einem Waybook-Konto hinzufügen. Wenn Sie das waren, bestätigen Sie die Adresse über diesen Link:',
    button: 'E-Mail-Adresse bestätigen',
    expires: 'Der Link funktioniert einmal und 24 Stunden lang.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Die Adresse wird nicht hinzugefügt.',
    takenSubject: 'Ihre E-Mail-Adresse konnte keinem anderen Waybook-Konto hinzugefügt werden',
    takenBody:
      'Jemand möchte {email} zu einem Waybook-Konto hinzufügen, aber diese Adresse gehört bereits zu einem Waybook-Konto und konnte daher nicht hinzugefügt werden.',
    takenAdvice:
      'Wenn beide Konten Ihnen gehören, melden Sie sich bei dem an, das Sie behalten möchten, und nutzen Sie „Konten zusammenführen“. Andernfalls können Sie diese E-Mail ignorieren.',
  },
  'ja-JP': {
    subject: 'Waybook の新しいメールアドレスを確認してください',
    body: '{email} を Waybook アカウントに追加するリクエストがありました。ご本人の場合は、次のリンクからアドレスを確認してください。',
    button: 'メールアドレスを確認',
    expires: 'このリンクは 1 回だけ、24 時間有効です。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。アドレスは追加されません。',
    takenSubject: 'メールアドレスを別の Waybook アカウントに追加できませんでした',
    takenBody:
      '{email} を Waybook アカウントに追加するリクエストがありましたが、このアドレスはすでに Waybook アカウントで使われているため、追加できませんでした。',
    takenAdvice:
      '両方のアカウントがご自身のものであれば、残したいアカウントにサインインして「アカウントの統合」を行ってください。お心当たりがない場合は、このメールを無視してください。',
  },
  'es-CO': {
    subject: 'Confirma tu nueva dirección de correo para Waybook',
    body: 'Alguien pidió agregar {email} a una cuenta de Waybook. Si fuiste tú, confirma la dirección con este enlace:',
    button: 'Confirmar correo electrónico',
    expires: 'El enlace sirve una sola vez, durante 24 horas.',
    ignore: 'Si no fuiste tú, ignora este correo: la dirección no se agregará.',
    takenSubject: 'Tu dirección de correo no se pudo agregar a otra cuenta de Waybook',
    takenBody: 'Alguien pidió agregar {email} a una cuenta de Waybook, pero esta dirección ya pertenece a una cuenta de Waybook, así que no se pudo agregar.',
    takenAdvice: 'Si las dos cuentas son tuyas, inicia sesión en la que quieres conservar y usa Combinar cuentas. Si no, puedes ignorar este correo.',
  },
  'es-ES': {
    subject: 'Confirma tu nueva dirección de correo para Waybook',
    body: 'Alguien ha pedido añadir {email} a una cuenta de Waybook. Si has sido tú, confirma la dirección con este enlace:',
    button: 'Confirmar correo electrónico',
    expires: 'El enlace solo sirve una vez, durante 24 horas.',
    ignore: 'Si no has sido tú, ignora este correo: la dirección no se añadirá.',
    takenSubject: 'Tu dirección de correo no se ha podido añadir a otra cuenta de Waybook',
    takenBody:
      'Alguien ha pedido añadir {email} a una cuenta de Waybook, pero esta dirección ya pertenece a una cuenta de Waybook, así que no se ha podido añadir.',
    takenAdvice: 'Si las dos cuentas son tuyas, inicia sesión en la que quieras conservar y usa Combinar cuentas. Si no, puedes ignorar este correo.',
  },
};

/** How the shared mail frame draws a page and a button (from mail-templates.ts). */
export interface MailFrame {
  page(locale: LanguageTag, inner: string): string;
  readonly buttonStyle: string;
}

/**
 * The mails of an added address: its confirmation link, or (for an address that already has an
 * account) that it could not be added, in the requester's language.
 *
 * @example
 * addEmailMail({ kind: 'add-email-taken', email: 'bob@example.com' }, 'fr-FR', frame).subject
 */
export function addEmailMail(
  template: Extract<MailTemplate, { kind: 'add-email' | 'add-email-taken' }>,
  locale: LanguageTag,
  frame: MailFrame,
): { subject: string; text: string; html: string } {
  const m = MESSAGES[locale];
  if (template.kind === 'add-email-taken') {
    const body = fill(m.takenBody, { email: template.email });
    return {
      subject: m.takenSubject,
      text: `${body}\n\n${m.takenAdvice}\n`,
      html: frame.page(locale, `<h1>${esc(m.takenSubject)}</h1><p>${esc(body)}</p><p>${esc(m.takenAdvice)}</p>`),
    };
  }
  const body = fill(m.body, { email: template.email });
  return {
    subject: m.subject,
    text: `${body}\n${template.link}\n\n${m.expires}\n${m.ignore}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(m.subject)}</h1><p>${esc(body)}</p><p><a href="${esc(template.link)}" style="${frame.buttonStyle}">${esc(m.button)}</a></p><p>${esc(m.expires)}</p><p>${esc(m.ignore)}</p>`,
    ),
  };
}
