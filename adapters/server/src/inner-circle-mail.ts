import type { LanguageTag, MailTemplate } from '@waybook/core';
import type { MailFrame } from './account-email-mail.js';
import { fill } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';
import { tokenValue } from './pages/stylesheet.js';

/** The texts of the Inner Circle invitation mail in one language. */
interface InnerCircleMessages {
  readonly subject: string;
  readonly body: string;
  readonly viewOnly: string;
  readonly canEdit: string;
  readonly personal: string;
  readonly button: string;
  readonly how: string;
  readonly ignore: string;
}

const EN: InnerCircleMessages = {
  subject: '{inviter} invited you to their Inner Circle on Waybook',
  body: '{inviter} wants to share their trips with you on Waybook, the travel itinerary planner.',
  viewOnly: 'You will be able to see the trips they share with their Inner Circle.',
  canEdit: 'You will be able to see and edit the trips they share with their Inner Circle.',
  personal: '{inviter} wrote:',
  button: 'Create your account',
  how: 'Create your Waybook account with this address, then accept the invitation under Sharing in your account. The link works for 14 days.',
  ignore: 'If you do not want to join, ignore this email: nothing is shared until you accept.',
};

const MESSAGES: Readonly<Record<LanguageTag, InnerCircleMessages>> = {
  'en-US': EN,
  'en-GB': EN,
  'fr-FR': {
    subject: '{inviter} vous invite dans son Inner Circle sur Waybook',
    body: '{inviter} souhaite partager ses voyages avec vous sur Waybook, l’organisateur d’itinéraires de voyage.',
    viewOnly: 'Vous pourrez consulter les voyages partagés avec son Inner Circle.',
    canEdit: 'Vous pourrez consulter et modifier les voyages partagés avec son Inner Circle.',
    personal: 'Message de {inviter} :',
    button: 'Créer votre compte',
    how: 'Créez votre compte Waybook avec cette adresse, puis acceptez l’invitation dans la rubrique Partage de votre compte. Le lien est valable 14 jours.',
    ignore: 'Si vous ne souhaitez pas le rejoindre, ignorez cet e-mail : rien n’est partagé tant que vous n’avez pas accepté.',
  },
  'de-DE': {
    subject: '{inviter} hat Sie in den Inner Circle auf Waybook eingeladen',
    body: '{inviter} möchte die eigenen Reisen auf Waybook, dem Reiseplaner, mit Ihnen teilen.',
    viewOnly: 'Sie können die Reisen ansehen, die mit dem Inner Circle geteilt werden.',
    canEdit: 'Sie können die Reisen ansehen und bearbeiten, die mit dem Inner Circle geteilt werden.',
    personal: 'Nachricht von {inviter}:',
    button: 'Konto erstellen',
    how: 'Erstellen Sie Ihr Waybook-Konto mit dieser Adresse und nehmen Sie die Einladung dann in Ihrem Konto unter „Teilen“ an. Der Link ist 14 Tage gültig.',
    ignore: 'Wenn Sie nicht beitreten möchten, ignorieren Sie diese E-Mail: Geteilt wird erst, wenn Sie annehmen.',
  },
  'ja-JP': {
    subject: '{inviter} さんから Waybook の Inner Circle への招待が届きました',
    body: '{inviter} さんが旅程プランナー Waybook で、あなたと旅行を共有しようとしています。',
    viewOnly: 'Inner Circle と共有される旅行を閲覧できるようになります。',
    canEdit: 'Inner Circle と共有される旅行を閲覧・編集できるようになります。',
    personal: '{inviter} さんからのメッセージ:',
    button: 'アカウントを作成',
    how: 'このメールアドレスで Waybook のアカウントを作成し、アカウントの「共有」で招待を承認してください。リンクの有効期限は 14 日間です。',
    ignore: '参加しない場合は、このメールを無視してください。承認するまで何も共有されません。',
  },
  'es-CO': {
    subject: '{inviter} le invitó a su Inner Circle en Waybook',
    body: '{inviter} quiere compartir sus viajes con usted en Waybook, el planificador de itinerarios de viaje.',
    viewOnly: 'Podrá ver los viajes que comparta con su Inner Circle.',
    canEdit: 'Podrá ver y editar los viajes que comparta con su Inner Circle.',
    personal: '{inviter} escribió:',
    button: 'Cree su cuenta',
    how: 'Cree su cuenta de Waybook con esta dirección y luego acepte la invitación en la sección Compartir de su cuenta. El enlace sirve durante 14 días.',
    ignore: 'Si no quiere unirse, ignore este correo: no se comparte nada hasta que usted acepte.',
  },
  'es-ES': {
    subject: '{inviter} te ha invitado a su Inner Circle en Waybook',
    body: '{inviter} quiere compartir sus viajes contigo en Waybook, el planificador de itinerarios de viaje.',
    viewOnly: 'Podrás ver los viajes que comparta con su Inner Circle.',
    canEdit: 'Podrás ver y editar los viajes que comparta con su Inner Circle.',
    personal: '{inviter} ha escrito:',
    button: 'Crea tu cuenta',
    how: 'Crea tu cuenta de Waybook con esta dirección y después acepta la invitación en el apartado Compartir de tu cuenta. El enlace funciona durante 14 días.',
    ignore: 'Si no quieres unirte, ignora este correo: no se comparte nada hasta que aceptes.',
  },
};

/**
 * The Inner Circle invitation mail to an address without an account: who invites, what the
 * permission allows, their message, the sign-up link as a button (and as text).
 *
 * @example
 * innerCircleMail({ kind: 'inner-circle-invitation', inviter: 'Ada', link, message: '', isReadOnly: true }, 'de-DE', frame).subject
 */
export function innerCircleMail(
  template: Extract<MailTemplate, { kind: 'inner-circle-invitation' }>,
  locale: LanguageTag,
  frame: MailFrame,
): { subject: string; text: string; html: string } {
  const m = MESSAGES[locale];
  const values = { inviter: template.inviter };
  const subject = fill(m.subject, values);
  const body = fill(m.body, values);
  const permission = template.isReadOnly ? m.viewOnly : m.canEdit;
  const message = template.message.trim();
  const note =
    message === ''
      ? { text: '', html: '' }
      : {
          text: `${fill(m.personal, values)}\n${message}\n\n`,
          html: `<p style="font-weight:600">${esc(fill(m.personal, values))}</p><blockquote style="white-space:pre-wrap;margin:0 0 16px;padding-left:12px;border-left:3px solid ${tokenValue('--wb-border-light')}">${esc(message)}</blockquote>`,
        };
  return {
    subject,
    text: `${body}\n${permission}\n\n${note.text}${m.button}: ${template.link}\n\n${m.how}\n${m.ignore}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(subject)}</h1><p>${esc(body)}</p><p>${esc(permission)}</p>${note.html}
<p><a href="${esc(template.link)}" style="${frame.buttonStyle}">${esc(m.button)}</a></p><p>${esc(m.how)}</p><p>${esc(m.ignore)}</p>`,
    ),
  };
}
