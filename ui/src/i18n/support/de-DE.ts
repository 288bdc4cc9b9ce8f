import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'Support kontaktieren',
  },
  page: {
    title: 'Hilfe und Support',
    intro: 'Finden Sie Antworten nach Thema oder schreiben Sie unserem Support-Team.',
  },
  help: {
    heading: 'Hilfe nach Thema',
    helpCenter: 'Zum Hilfe-Center',
    helpCenterHint: 'Artikel und Anleitungen zu allen Bereichen von Waybook.',
    newTab: '(öffnet in einem neuen Tab)',
    topics: {
      gettingStarted: {
        title: 'Erste Schritte',
        body: 'Legen Sie eine Reise für Ihre nächste Tour an und fügen Sie dann Ihre Flüge, Hotels, Mietwagen und weiteren Pläne hinzu.',
        link: 'Reise hinzufügen',
      },
      tripsAndPlans: {
        title: 'Reisen und Pläne',
        body: 'Sehen Sie jede Reise auf einer Zeitleiste, bearbeiten oder verschieben Sie Pläne, hängen Sie Dokumente an und drucken Sie Ihren Reiseplan.',
        link: 'Zu Ihren Reisen',
      },
      sharing: {
        title: 'Teilen',
        body: 'Laden Sie Mitreisende zu einer Reise ein oder teilen Sie alle Ihre Reisen mit Ihrem Inner Circle.',
        link: 'Einstellungen zum Teilen',
      },
      importingByEmail: {
        title: 'Import per E-Mail',
        body: 'Leiten Sie Buchungsbestätigungen an Ihre Weiterleitungsadresse weiter – Waybook fügt die Pläne Ihren Reisen hinzu.',
        link: 'Ihre Weiterleitungsadresse',
        policy: 'Datenrichtlinie für den E-Mail-Import',
      },
      calendarFeed: {
        title: 'Kalender-Feed',
        body: 'Abonnieren Sie Ihre Reisen in Google Kalender, Apple Kalender, Outlook oder jeder anderen Kalender-App.',
        link: 'Einstellungen zum Kalender-Feed',
      },
      proAndBilling: {
        title: 'Pro und Abrechnung',
        body: 'Sehen Sie Ihr Abo ein, ändern Sie Ihre Karte, laden Sie Belege herunter oder kündigen Sie Pro.',
        link: 'Abo und Abrechnung',
      },
      accountAndPrivacy: {
        title: 'Konto und Datenschutz',
        body: 'Ändern Sie Ihr Passwort und Ihre E-Mail-Adressen, führen Sie Konten zusammen oder löschen Sie Ihr Konto, und lesen Sie, wie wir Ihre Daten verwenden.',
        link: 'Konto verwalten',
        privacy: 'Datenschutzerklärung',
        agreement: 'Nutzungsvereinbarung',
      },
    },
  },
  form: {
    heading: 'Support kontaktieren',
    intro: 'Unser Support-Team antwortet per E-Mail. Mit * markierte Felder sind Pflichtfelder.',
    email: 'Ihre E-Mail-Adresse',
    emailHelp: 'Wir antworten an diese Adresse, die Hauptadresse Ihres Kontos.',
    topic: 'Thema',
    topicPlaceholder: 'Thema auswählen',
    topics: {
      'getting-started': 'Erste Schritte',
      'trips-and-plans': 'Reisen und Pläne',
      sharing: 'Teilen',
      'importing-by-email': 'Import per E-Mail',
      'calendar-feed': 'Kalender-Feed',
      'pro-and-billing': 'Pro und Abrechnung',
      'account-and-privacy': 'Konto und Datenschutz',
      other: 'Etwas anderes',
    },
    message: 'Nachricht',
    messageHelp: 'Beschreiben Sie, was passiert ist und was Sie erwartet haben ({{min}} bis {{max}} Zeichen).',
    tripLink: 'Link zur Reise (optional)',
    tripLinkHelp: 'Geht es um eine Reise, kopieren Sie die Adresse der Reiseseite aus Ihrem Browser.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
  },
  errors: {
    topicRequired: 'Wählen Sie ein Thema aus.',
    messageRequired: 'Schreiben Sie Ihre Nachricht.',
    messageTooShort: 'Schreiben Sie mindestens {{min}} Zeichen.',
    tripLinkInvalid: 'Das ist nicht die Adresse einer Waybook-Reise. Öffnen Sie die Reise und kopieren Sie die Adresse aus Ihrem Browser.',
    'rate-limit': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Warten Sie bitte ein paar Minuten und senden Sie diese dann erneut.',
    'no-address':
      'Ihr Konto hat keine E-Mail-Adresse, an die wir antworten können. Fügen Sie unter „Konto verwalten“ eine hinzu und senden Sie Ihre Nachricht dann erneut.',
    offline: 'Sie scheinen offline zu sein. Ihre Nachricht ist noch da: Senden Sie sie erneut, sobald Sie wieder online sind.',
    failed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  },
  sent: {
    heading: 'Nachricht gesendet',
    body: 'Vielen Dank. Unser Support-Team hat Ihre Nachricht erhalten und antwortet an {{email}}.',
    reference: 'Ihre Referenz: {{reference}}',
    another: 'Weitere Nachricht schreiben',
  },
};

export default messages;
