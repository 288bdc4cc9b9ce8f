import type { LanguageTag, NotificationNames } from '@waybook/core';

/** The texts of one language: a name per listed alert kind, the general name, the code message. */
interface NotificationTexts {
  readonly names: Readonly<Record<string, string>>;
  readonly other: string;
  /** `{code}` is the verification code, `{minutes}` its lifetime. */
  readonly code: string;
}

const EN: NotificationTexts = {
  names: {
    FT: 'Trip invitations',
    FC: 'Inner Circle invitations',
    FA: 'Accepted Inner Circle invitations',
    FP: 'Upcoming trip reminders',
    H: 'Check-in reminders (24 hours before a flight)',
    D: 'Departure alerts (4 hours before a flight)',
  },
  other: 'Other alerts',
  code: 'Your Waybook verification code is {code}. It expires in {minutes} minutes.',
};

const ES: NotificationTexts = {
  names: {
    FT: 'Invitaciones a viajes',
    FC: 'Invitaciones a un Inner Circle',
    FA: 'Invitaciones a tu Inner Circle aceptadas',
    FP: 'Recordatorios de viajes próximos',
    H: 'Recordatorios de check-in (24 horas antes del vuelo)',
    D: 'Alertas de salida (4 horas antes del vuelo)',
  },
  other: 'Otras alertas',
  code: 'Tu código de verificación de Waybook es {code}. Vence en {minutes} minutos.',
};

const TEXTS: Readonly<Record<LanguageTag, NotificationTexts>> = {
  'en-US': EN,
  'en-GB': EN,
  'fr-FR': {
    names: {
      FT: 'Invitations à un voyage',
      FC: 'Invitations à un Inner Circle',
      FA: 'Invitations à votre Inner Circle acceptées',
      FP: 'Rappels avant un voyage',
      H: 'Rappels d’enregistrement (24 heures avant un vol)',
      D: 'Alertes de départ (4 heures avant un vol)',
    },
    other: 'Autres alertes',
    code: 'Votre code de vérification Waybook est {code}. Il expire dans {minutes} minutes.',
  },
  'de-DE': {
    names: {
      FT: 'Einladungen zu Reisen',
      FC: 'Einladungen in einen Inner Circle',
      FA: 'Angenommene Einladungen in Ihren Inner Circle',
      FP: 'Erinnerungen an bevorstehende Reisen',
      H: 'Check-in-Erinnerungen (24 Stunden vor dem Flug)',
      D: 'Abflugbenachrichtigungen (4 Stunden vor dem Flug)',
    },
    other: 'Weitere Benachrichtigungen',
    code: 'Ihr Waybook-Bestätigungscode lautet {code}. Er ist {minutes} Minuten lang gültig.',
  },
  'ja-JP': {
    names: {
      FT: '旅行への招待',
      FC: 'Inner Circle への招待',
      FA: 'Inner Circle への招待の承諾',
      FP: '近づいている旅行のリマインダー',
      H: 'チェックインのリマインダー（出発の24時間前）',
      D: '出発のお知らせ（出発の4時間前）',
    },
    other: 'その他のお知らせ',
    code: 'Waybook の確認コードは {code} です。有効期限は {minutes} 分です。',
  },
  'es-CO': ES,
  'es-ES': {
    ...ES,
    code: 'Tu código de verificación de Waybook es {code}. Caduca en {minutes} minutos.',
  },
};

/**
 * The server's notification texts in seven languages: names of the alert kinds listed on
 * /settings/notifications, and the text message carrying a verification code.
 *
 * @example
 * new CatalogueNotificationNames().name('FP', 'de-DE') // 'Erinnerungen an bevorstehende Reisen'
 */
export class CatalogueNotificationNames implements NotificationNames {
  constructor(private readonly codeMinutes: number) {}

  name(code: string, locale: LanguageTag): string {
    const texts = TEXTS[locale];
    return texts.names[code] ?? texts.other;
  }

  codeMessage(code: string, locale: LanguageTag): string {
    return TEXTS[locale].code.replace('{code}', code).replace('{minutes}', String(this.codeMinutes));
  }
}

/**
 * Every language's names, for the catalogue parity test.
 *
 * @example
 * Object.keys(NOTIFICATION_TEXTS).length // 7
 */
export const NOTIFICATION_TEXTS = TEXTS;
