import type { LanguageTag, MailTemplate } from '@waybook/core';
import type { MailFrame } from '../account-email-mail.js';
import { fill } from '../pages/i18n/catalogue.js';
import { esc } from '../pages/layout.js';

type Report = Extract<MailTemplate, { kind: 'import-report' }>;
type Failure = Exclude<Report['failure'], ''>;

/** The texts of the import report in one language. */
interface ReportMessages {
  readonly addedSubject: string;
  readonly addedBody: string;
  readonly trip: string;
  readonly openTrip: string;
  readonly unfiled: string;
  readonly openUnfiled: string;
  readonly failedSubject: string;
  readonly reasons: Readonly<Record<Failure, string>>;
  readonly manage: string;
  readonly noSubject: string;
}

const EN_REASONS = {
  'too-large': 'The message is larger than 10 MB, so Waybook could not read it.',
  unsupported: 'Waybook could not read this message.',
  error: 'Something went wrong while Waybook was reading it. Please forward it again later.',
};

const EN: ReportMessages = {
  addedSubject: 'Added to Waybook: {subject}',
  addedBody: 'Waybook read “{subject}” and has these plans from it:',
  trip: 'They are in your trip {trip}.',
  openTrip: 'Open the trip',
  unfiled: 'They are in your unfiled items.',
  openUnfiled: 'Open unfiled items',
  failedSubject: 'Nothing imported from “{subject}”',
  reasons: {
    'nothing-found':
      'Waybook found no reservation in “{subject}”. It reads confirmations from airlines, hotels, car rental companies, train, bus and ferry operators, restaurants and event organizers.',
    ...EN_REASONS,
  },
  manage: 'Manage the addresses you forward from',
  noSubject: 'your email',
};

const MESSAGES: Readonly<Record<LanguageTag, ReportMessages>> = {
  'en-US': EN,
  'en-GB': {
    ...EN,
    reasons: {
      'nothing-found':
        'Waybook found no reservation in “{subject}”. It reads confirmations from airlines, hotels, car hire companies, train, coach and ferry operators, restaurants and event organisers.',
      ...EN_REASONS,
    },
  },
  'fr-FR': {
    addedSubject: 'Ajouté à Waybook : {subject}',
    addedBody: 'Waybook a lu « {subject} » et en a tiré ces plans :',
    trip: 'Ils sont dans votre voyage {trip}.',
    openTrip: 'Ouvrir le voyage',
    unfiled: 'Ils sont dans vos éléments non classés.',
    openUnfiled: 'Ouvrir les éléments non classés',
    failedSubject: 'Rien n’a été importé de « {subject} »',
    reasons: {
      'nothing-found':
        'Waybook n’a trouvé aucune réservation dans « {subject} ». Il lit les confirmations des compagnies aériennes, hôtels, loueurs de voitures, transporteurs ferroviaires, d’autocars et de ferries, restaurants et organisateurs d’événements.',
      'too-large': 'Le message dépasse 10 Mo : Waybook n’a pas pu le lire.',
      unsupported: 'Waybook n’a pas pu lire ce message.',
      error: 'Un problème est survenu pendant la lecture. Merci de le transférer à nouveau plus tard.',
    },
    manage: 'Gérer les adresses depuis lesquelles vous transférez',
    noSubject: 'votre e-mail',
  },
  'de-DE': {
    addedSubject: 'Zu Waybook hinzugefügt: {subject}',
    addedBody: 'Waybook hat „{subject}“ gelesen und daraus diese Pläne übernommen:',
    trip: 'Sie sind in Ihrer Reise {trip}.',
    openTrip: 'Reise öffnen',
    unfiled: 'Sie sind bei Ihren nicht zugeordneten Elementen.',
    openUnfiled: 'Nicht zugeordnete Elemente öffnen',
    failedSubject: 'Aus „{subject}“ wurde nichts importiert',
    reasons: {
      'nothing-found':
        'Waybook hat in „{subject}“ keine Buchung gefunden. Es liest Bestätigungen von Fluggesellschaften, Hotels, Autovermietungen, Bahn-, Bus- und Fährunternehmen, Restaurants und Veranstaltern.',
      'too-large': 'Die Nachricht ist größer als 10 MB, deshalb konnte Waybook sie nicht lesen.',
      unsupported: 'Waybook konnte diese Nachricht nicht lesen.',
      error: 'Beim Lesen ist etwas schiefgegangen. Bitte leiten Sie die Nachricht später noch einmal weiter.',
    },
    manage: 'Adressen verwalten, von denen Sie weiterleiten',
    noSubject: 'Ihre E-Mail',
  },
  'ja-JP': {
    addedSubject: 'Waybook に追加しました：{subject}',
    addedBody: '「{subject}」を読み取り、次のプランを Waybook に登録しました。',
    trip: '旅行「{trip}」に入っています。',
    openTrip: '旅行を開く',
    unfiled: '未分類の項目に入っています。',
    openUnfiled: '未分類の項目を開く',
    failedSubject: '「{subject}」から取り込めたものはありませんでした',
    reasons: {
      'nothing-found':
        '「{subject}」に予約が見つかりませんでした。Waybook が読み取れるのは、航空会社、ホテル、レンタカー会社、鉄道・バス・フェリー会社、レストラン、イベント主催者からの予約確認メールです。',
      'too-large': 'メッセージが 10 MB を超えているため、読み取れませんでした。',
      unsupported: 'このメッセージは読み取れませんでした。',
      error: '読み取り中に問題が発生しました。しばらくしてからもう一度転送してください。',
    },
    manage: '転送元のメールアドレスを管理する',
    noSubject: 'お送りいただいたメール',
  },
  'es-CO': {
    addedSubject: 'Agregado a Waybook: {subject}',
    addedBody: 'Waybook leyó “{subject}” y tiene estos planes a partir de él:',
    trip: 'Están en tu viaje {trip}.',
    openTrip: 'Abrir el viaje',
    unfiled: 'Están en tus elementos sin asignar.',
    openUnfiled: 'Abrir los elementos sin asignar',
    failedSubject: 'No se importó nada de “{subject}”',
    reasons: {
      'nothing-found':
        'Waybook no encontró ninguna reserva en “{subject}”. Lee confirmaciones de aerolíneas, hoteles, empresas de alquiler de carros, operadores de tren, bus y ferry, restaurantes y organizadores de eventos.',
      'too-large': 'El mensaje pesa más de 10 MB, así que Waybook no pudo leerlo.',
      unsupported: 'Waybook no pudo leer este mensaje.',
      error: 'Algo salió mal mientras Waybook lo leía. Reenvíalo de nuevo más tarde.',
    },
    manage: 'Administrar las direcciones desde las que reenvías',
    noSubject: 'tu correo',
  },
  'es-ES': {
    addedSubject: 'Añadido a Waybook: {subject}',
    addedBody: 'Waybook ha leído «{subject}» y tiene estos planes a partir de él:',
    trip: 'Están en tu viaje {trip}.',
    openTrip: 'Abrir el viaje',
    unfiled: 'Están en tus elementos sin asignar.',
    openUnfiled: 'Abrir los elementos sin asignar',
    failedSubject: 'No se ha importado nada de «{subject}»',
    reasons: {
      'nothing-found':
        'Waybook no ha encontrado ninguna reserva en «{subject}». Lee confirmaciones de aerolíneas, hoteles, empresas de alquiler de coches, operadores de tren, autobús y ferri, restaurantes y organizadores de eventos.',
      'too-large': 'El mensaje ocupa más de 10 MB, así que Waybook no ha podido leerlo.',
      unsupported: 'Waybook no ha podido leer este mensaje.',
      error: 'Algo ha fallado mientras Waybook lo leía. Vuelve a reenviarlo más tarde.',
    },
    manage: 'Gestionar las direcciones desde las que reenvías',
    noSubject: 'tu correo',
  },
};

/**
 * The reply to a message forwarded to the plans address: the plans added (each a link) and
 * their trip, or why nothing was, with a link to manage the forwarding addresses.
 *
 * @example
 * importReportMail({ kind: 'import-report', subject: 'AF006', plans: [], trip: null, failure: 'nothing-found', manageLink }, 'en-US', frame).subject
 * // 'Nothing imported from “AF006”'
 */
export function importReportMail(template: Report, locale: LanguageTag, frame: MailFrame): { subject: string; text: string; html: string } {
  const m = MESSAGES[locale];
  const subject = template.subject.trim() === '' ? m.noSubject : template.subject.trim();
  const manageText = `${m.manage}: ${template.manageLink}\n`;
  const manageHtml = `<p style="font-size:14px"><a href="${esc(template.manageLink)}">${esc(m.manage)}</a></p>`;
  if (template.failure !== '') {
    const title = fill(m.failedSubject, { subject });
    const reason = fill(m.reasons[template.failure], { subject });
    return { subject: title, text: `${reason}\n\n${manageText}`, html: frame.page(locale, `<h1>${esc(title)}</h1><p>${esc(reason)}</p>${manageHtml}`) };
  }
  const title = fill(m.addedSubject, { subject });
  const body = fill(m.addedBody, { subject });
  const where = template.trip === null || template.trip.name === '' ? m.unfiled : fill(m.trip, { trip: template.trip.name });
  const open = template.trip !== null && template.trip.name !== '' ? m.openTrip : m.openUnfiled;
  const button = template.trip === null ? '' : `<p><a href="${esc(template.trip.link)}" style="${frame.buttonStyle}">${esc(open)}</a></p>`;
  const items = template.plans.map((p) => `<li><a href="${esc(p.link)}">${esc(p.name)}</a></li>`).join('');
  return {
    subject: title,
    text: `${body}\n${template.plans.map((p) => `- ${p.name}: ${p.link}`).join('\n')}\n\n${where}${template.trip === null ? '' : `\n${open}: ${template.trip.link}`}\n\n${manageText}`,
    html: frame.page(locale, `<h1>${esc(title)}</h1><p>${esc(body)}</p><ul>${items}</ul><p>${esc(where)}</p>${button}${manageHtml}`),
  };
}
