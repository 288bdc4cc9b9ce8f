import { languageFormatter, type AlertTexts, type LanguageTag, type MailTemplate, type StoredAlert } from '@waybook/core';
import type { MailFrame } from './account-email-mail.js';
import { fill } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

type Text = { readonly title: string; readonly message: string };

/** The alert texts of one language: per code, then the general one and the alert mail's parts. */
interface AlertMessages {
  readonly FT: Text;
  readonly FC: Text;
  readonly FA: Text;
  readonly FP: Text;
  readonly H: Text;
  readonly D: Text;
  /** Plans imported: one plan (`FI1`), or several (`FI`, with {count}). */
  readonly FI: Text;
  readonly FI1: Text;
  /** A forwarded e-mail from which nothing could be imported. */
  readonly FF: Text;
  /** FF for a synced inbox whose mail server stopped taking Waybook's sign-in (facts reason 'inbox-auth', {email}). */
  readonly FFI: Text;
  /** FF for a Pro renewal the card did not pay (facts reason 'billing-renewal', {amount}, {date} the period's end). */
  readonly FFB: Text;
  readonly other: Text;
  readonly open: string;
  readonly why: string;
  readonly settings: string;
}

const EN: AlertMessages = {
  FT: { title: 'Trip invitation', message: '{name} invited you to the trip “{trip}”.' },
  FC: { title: 'Inner Circle invitation', message: '{name} invited you to their Inner Circle.' },
  FA: { title: 'Inner Circle invitation accepted', message: '{name} accepted your Inner Circle invitation.' },
  FP: { title: 'Your trip is coming up', message: '“{trip}” starts on {start}.' },
  H: { title: 'Time to check in', message: '{flight} from {origin} departs on {date} at {departs}. Check-in is usually open now.' },
  D: { title: 'Departure in 4 hours', message: '{flight} departs from {origin} at {departs}.' },
  FI: { title: 'Plans imported', message: '{count} plans from “{subject}” are in Waybook, starting with {plan}.' },
  FI1: { title: 'Plan imported', message: '{plan} from “{subject}” is in Waybook.' },
  FF: { title: 'Could not import an email', message: 'Waybook could not import plans from the email “{subject}” you forwarded.' },
  FFI: {
    title: 'Inbox sync stopped',
    message: 'The mail server of {email} no longer accepts Waybook’s sign-in, so its inbox is not synced any more. Connect it again from Manage Email.',
  },
  FFB: {
    title: 'Your Pro renewal did not go through',
    message: 'We could not charge {amount} to your card on {date}, so Waybook Pro is suspended. Update your card in Billing to keep Pro.',
  },
  other: { title: 'Waybook alert', message: 'Open Waybook for the details.' },
  open: 'Open in Waybook',
  why: 'You get this email because this alert is turned on in your notification settings.',
  settings: 'Change notification settings',
};

const MESSAGES: Readonly<Record<LanguageTag, AlertMessages>> = {
  'en-US': EN,
  'en-GB': EN,
  'fr-FR': {
    FT: { title: 'Invitation à un voyage', message: '{name} vous a invité au voyage « {trip} ».' },
    FC: { title: 'Invitation à un Inner Circle', message: '{name} vous a invité dans son Inner Circle.' },
    FA: { title: 'Invitation à votre Inner Circle acceptée', message: '{name} a rejoint votre Inner Circle.' },
    FP: { title: 'Votre voyage approche', message: '« {trip} » commence le {start}.' },
    H: {
      title: 'C’est l’heure de l’enregistrement',
      message: 'Le vol {flight} au départ de {origin} part le {date} à {departs}. L’enregistrement est en général ouvert.',
    },
    D: { title: 'Départ dans 4 heures', message: 'Le vol {flight} part de {origin} à {departs}.' },
    FI: { title: 'Plans importés', message: '{count} plans de « {subject} » sont dans Waybook, à commencer par {plan}.' },
    FI1: { title: 'Plan importé', message: '{plan}, de « {subject} », est dans Waybook.' },
    FF: { title: 'Import impossible', message: 'Waybook n’a pu importer aucun plan de l’e-mail « {subject} » que vous avez transféré.' },
    FFI: {
      title: 'Synchronisation de la boîte arrêtée',
      message:
        'Le serveur de messagerie de {email} n’accepte plus la connexion de Waybook : sa boîte de réception n’est plus synchronisée. Reconnectez-la depuis Gérer l’adresse e-mail.',
    },
    FFB: {
      title: 'Le renouvellement de Pro a échoué',
      message:
        'Le prélèvement de {amount} sur votre carte le {date} n’a pas abouti : Waybook Pro est suspendu. Mettez à jour votre carte dans Facturation pour garder Pro.',
    },
    other: { title: 'Alerte Waybook', message: 'Ouvrez Waybook pour en savoir plus.' },
    open: 'Ouvrir dans Waybook',
    why: 'Vous recevez cet e-mail parce que cette alerte est activée dans vos paramètres de notification.',
    settings: 'Modifier les paramètres de notification',
  },
  'de-DE': {
    FT: { title: 'Einladung zu einer Reise', message: '{name} hat Sie zur Reise „{trip}“ eingeladen.' },
    FC: { title: 'Einladung in einen Inner Circle', message: '{name} hat Sie in den eigenen Inner Circle eingeladen.' },
    FA: { title: 'Einladung in Ihren Inner Circle angenommen', message: '{name} hat Ihre Einladung in Ihren Inner Circle angenommen.' },
    FP: { title: 'Ihre Reise steht bevor', message: '„{trip}“ beginnt am {start}.' },
    H: { title: 'Zeit zum Einchecken', message: '{flight} ab {origin} startet am {date} um {departs}. Der Check-in ist in der Regel jetzt geöffnet.' },
    D: { title: 'Abflug in 4 Stunden', message: '{flight} startet um {departs} ab {origin}.' },
    FI: { title: 'Pläne importiert', message: '{count} Pläne aus „{subject}“ sind jetzt in Waybook, darunter {plan}.' },
    FI1: { title: 'Plan importiert', message: '{plan} aus „{subject}“ ist jetzt in Waybook.' },
    FF: { title: 'Import nicht möglich', message: 'Waybook konnte aus der weitergeleiteten E-Mail „{subject}“ keine Pläne importieren.' },
    FFI: {
      title: 'Postfach-Synchronisierung beendet',
      message:
        'Der Mailserver von {email} akzeptiert die Anmeldung von Waybook nicht mehr, daher wird das Postfach nicht mehr synchronisiert. Verbinden Sie es unter „E-Mail-Adresse verwalten“ erneut.',
    },
    FFB: {
      title: 'Ihre Pro-Verlängerung ist fehlgeschlagen',
      message:
        'Wir konnten am {date} {amount} nicht von Ihrer Karte abbuchen, daher ist Waybook Pro ausgesetzt. Aktualisieren Sie Ihre Karte unter Abrechnung, um Pro zu behalten.',
    },
    other: { title: 'Waybook-Benachrichtigung', message: 'Öffnen Sie Waybook für die Einzelheiten.' },
    open: 'In Waybook öffnen',
    why: 'Sie erhalten diese E-Mail, weil diese Benachrichtigung in Ihren Einstellungen aktiviert ist.',
    settings: 'Benachrichtigungseinstellungen ändern',
  },
  'ja-JP': {
    FT: { title: '旅行への招待', message: '{name} さんから旅行「{trip}」に招待されました。' },
    FC: { title: 'Inner Circleへの招待', message: '{name} さんからInner Circleに招待されました。' },
    FA: { title: 'Inner Circleへの招待が承認されました', message: '{name} さんがInner Circleへの招待を承認しました。' },
    FP: { title: '旅行が近づいています', message: '「{trip}」は {start} に始まります。' },
    H: { title: 'チェックインの時間です', message: '{origin} 発の {flight} は {date} {departs} に出発します。通常、今からチェックインできます。' },
    D: { title: '出発の 4 時間前です', message: '{flight} は {departs} に {origin} を出発します。' },
    FI: { title: 'プランを取り込みました', message: '「{subject}」から {plan} など {count} 件のプランを Waybook に追加しました。' },
    FI1: { title: 'プランを取り込みました', message: '「{subject}」から {plan} を Waybook に追加しました。' },
    FF: { title: 'メールを取り込めませんでした', message: '転送されたメール「{subject}」からプランを取り込めませんでした。' },
    FFI: {
      title: '受信トレイの同期を停止しました',
      message:
        '{email} のメールサーバーが Waybook のサインインを受け付けなくなったため、受信トレイの同期を停止しました。「メールアドレスの管理」から再接続してください。',
    },
    FFB: {
      title: 'Pro の更新に失敗しました',
      message:
        '{date} にカードへ {amount} を請求できなかったため、Waybook Pro は一時停止中です。Pro を続けるには、お支払い設定でカード情報を更新してください。',
    },
    other: { title: 'Waybook からのお知らせ', message: '詳しくは Waybook を開いてください。' },
    open: 'Waybook で開く',
    why: 'このお知らせが通知設定でオンになっているため、このメールをお送りしています。',
    settings: '通知設定を変更',
  },
  'es-CO': {
    FT: { title: 'Invitación a un viaje', message: '{name} te invitó al viaje “{trip}”.' },
    FC: { title: 'Invitación a un Inner Circle', message: '{name} te invitó a su Inner Circle.' },
    FA: { title: 'Invitación a tu Inner Circle aceptada', message: '{name} aceptó tu invitación a tu Inner Circle.' },
    FP: { title: 'Tu viaje se acerca', message: '“{trip}” empieza el {start}.' },
    H: {
      title: 'Es hora de hacer el check-in',
      message: 'El vuelo {flight} desde {origin} sale el {date} a las {departs}. Por lo general, el check-in ya está abierto.',
    },
    D: { title: 'Sales en 4 horas', message: 'El vuelo {flight} sale de {origin} a las {departs}.' },
    FI: { title: 'Planes importados', message: '{count} planes de “{subject}” ya están en Waybook, empezando por {plan}.' },
    FI1: { title: 'Plan importado', message: '{plan}, de “{subject}”, ya está en Waybook.' },
    FF: { title: 'No se pudo importar un correo', message: 'Waybook no pudo importar planes del correo “{subject}” que reenviaste.' },
    FFI: {
      title: 'Se detuvo la sincronización del buzón',
      message:
        'El servidor de correo de {email} ya no acepta el inicio de sesión de Waybook, así que su bandeja de entrada dejó de sincronizarse. Vuelve a conectarla desde Administrar correo electrónico.',
    },
    FFB: {
      title: 'No se pudo renovar tu Pro',
      message:
        'No pudimos cobrar {amount} a tu tarjeta el {date}, así que Waybook Pro quedó suspendido. Actualiza tu tarjeta en Facturación para seguir con Pro.',
    },
    other: { title: 'Alerta de Waybook', message: 'Abre Waybook para ver los detalles.' },
    open: 'Abrir en Waybook',
    why: 'Recibes este correo porque esta alerta está activada en tu configuración de notificaciones.',
    settings: 'Cambiar la configuración de notificaciones',
  },
  'es-ES': {
    FT: { title: 'Invitación a un viaje', message: '{name} te ha invitado al viaje «{trip}».' },
    FC: { title: 'Invitación a un Inner Circle', message: '{name} te ha invitado a su Inner Circle.' },
    FA: { title: 'Invitación a tu Inner Circle aceptada', message: '{name} ha aceptado tu invitación a tu Inner Circle.' },
    FP: { title: 'Tu viaje se acerca', message: '«{trip}» empieza el {start}.' },
    H: {
      title: 'Es hora de facturar',
      message: 'El vuelo {flight} desde {origin} sale el {date} a las {departs}. Normalmente, la facturación ya está abierta.',
    },
    D: { title: 'Sales en 4 horas', message: 'El vuelo {flight} sale de {origin} a las {departs}.' },
    FI: { title: 'Planes importados', message: '{count} planes de «{subject}» ya están en Waybook, empezando por {plan}.' },
    FI1: { title: 'Plan importado', message: '{plan}, de «{subject}», ya está en Waybook.' },
    FF: { title: 'No se ha podido importar un correo', message: 'Waybook no ha podido importar planes del correo «{subject}» que has reenviado.' },
    FFI: {
      title: 'Se ha detenido la sincronización del buzón',
      message:
        'El servidor de correo de {email} ya no acepta el inicio de sesión de Waybook, así que su bandeja de entrada ha dejado de sincronizarse. Vuelve a conectarla desde Gestionar correo electrónico.',
    },
    FFB: {
      title: 'No se ha podido renovar tu Pro',
      message:
        'No hemos podido cobrar {amount} en tu tarjeta el {date}, así que Waybook Pro se ha suspendido. Actualiza tu tarjeta en Facturación para seguir con Pro.',
    },
    other: { title: 'Aviso de Waybook', message: 'Abre Waybook para ver los detalles.' },
    open: 'Abrir en Waybook',
    why: 'Recibes este correo porque este aviso está activado en tus ajustes de notificaciones.',
    settings: 'Cambiar los ajustes de notificaciones',
  },
};

/**
 * Every alert code with texts of its own here (the others get the general text).
 *
 * @example
 * WRITTEN_ALERT_CODES.includes('FC') // true
 */
export const WRITTEN_ALERT_CODES = ['FT', 'FC', 'FA', 'FP', 'H', 'D', 'FI', 'FF'] as const;
type Written = (typeof WRITTEN_ALERT_CODES)[number];
const isWritten = (code: string): code is Written => (WRITTEN_ALERT_CODES as readonly string[]).includes(code);

/**
 * Alert titles and messages from the catalogues above; dates and times in the facts (ISO dates
 * `start`/`date`, wall-clock `departs`) are written in the reader's language.
 *
 * @example
 * new CatalogueAlertTexts().write({ typeCode: 'FA', facts: { name: 'Bo' } }, 'en-US').message // 'Bo accepted your Inner Circle invitation.'
 */
export class CatalogueAlertTexts implements AlertTexts {
  write(alert: Pick<StoredAlert, 'typeCode' | 'facts'>, locale: LanguageTag): Text {
    const m = MESSAGES[locale];
    const f = languageFormatter(locale);
    const facts = alert.facts;
    const values: Record<string, string> = { name: '', trip: '', flight: '', origin: '', plan: '', subject: '', count: '', ...facts };
    if (facts['start']) values['start'] = f.date(facts['start']);
    if (facts['date']) values['date'] = f.date(facts['date']);
    if (facts['departs']) values['departs'] = f.time(facts['departs']);
    if (facts['amount'] && facts['currency']) values['amount'] = f.money(Number(facts['amount']), facts['currency']);
    const code =
      alert.typeCode === 'FI' && facts['count'] === '1'
        ? 'FI1'
        : alert.typeCode === 'FF' && facts['reason'] === 'inbox-auth'
          ? 'FFI'
          : alert.typeCode === 'FF' && facts['reason'] === 'billing-renewal'
            ? 'FFB'
            : alert.typeCode;
    const text = code === 'FI1' ? m.FI1 : code === 'FFI' ? m.FFI : code === 'FFB' ? m.FFB : isWritten(code) ? m[code] : m.other;
    return { title: fill(text.title, values), message: fill(text.message, values) };
  }
}

/**
 * The e-mail of an alert: its title, message, a button to where it leads, and why it came.
 *
 * @example
 * alertMail({ kind: 'alert', title: 'Trip invitation', message: 'Ada invited you', link, settingsLink }, 'en-US', frame).subject // 'Trip invitation'
 */
export function alertMail(
  template: Extract<MailTemplate, { kind: 'alert' }>,
  locale: LanguageTag,
  frame: MailFrame,
): { subject: string; text: string; html: string } {
  const m = MESSAGES[locale];
  return {
    subject: template.title,
    text: `${template.title}\n\n${template.message}\n\n${m.open}: ${template.link}\n\n${m.why}\n${m.settings}: ${template.settingsLink}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(template.title)}</h1><p>${esc(template.message)}</p><p><a href="${esc(template.link)}" style="${frame.buttonStyle}">${esc(m.open)}</a></p>
<p style="font-size:14px">${esc(m.why)} <a href="${esc(template.settingsLink)}">${esc(m.settings)}</a></p>`,
    ),
  };
}
