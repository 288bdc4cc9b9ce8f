import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  add: {
    link: 'E-Mail-Adresse hinzufügen',
    manageLink: '{{email}} verwalten',
    title: 'E-Mail-Adresse hinzufügen',
    intro:
      'Fügen Sie eine weitere Adresse hinzu, die Sie verwenden: Buchungen, die von dort kommen, erreichen Sie, und Sie können sich damit anmelden. Wir senden einen Link an die Adresse, um sie zu bestätigen.',
    email: 'E-Mail-Adresse',
    submit: 'Bestätigungs-E-Mail senden',
    sending: 'Wird gesendet …',
    cancel: 'Abbrechen',
    sent: 'Wir haben einen Link an {{email}} gesendet. Öffnen Sie ihn innerhalb von 24 Stunden, um die Adresse zu bestätigen.',
  },
  manage: {
    title: 'E-Mail-Adresse verwalten',
    back: 'Zurück zum Profil',
    loading: 'E-Mail-Adresse wird geladen …',
    notFound: 'Diese E-Mail-Adresse gehört nicht zu Ihrem Konto.',
    status: 'Status',
    primary: 'Hauptadresse',
    confirmed: 'Bestätigt',
    unconfirmed: 'Noch nicht bestätigt: Öffnen Sie den Link, den wir an diese Adresse gesendet haben.',
    primaryHelp: 'An Ihre Hauptadresse gehen die E-Mails von Waybook. Sie kann nicht entfernt werden.',
    resend: 'Bestätigungs-E-Mail erneut senden',
    resent: 'Wir haben einen neuen Link an {{email}} gesendet.',
    makePrimary: 'Als Hauptadresse festlegen',
    madePrimary: '{{email}} ist jetzt Ihre Haupt-E-Mail-Adresse.',
    primaryNeedsConfirmation: 'Nur eine bestätigte Adresse kann Hauptadresse werden.',
    remove: 'E-Mail-Adresse entfernen',
    removeTitle: 'E-Mail-Adresse entfernen',
    removeBody:
      '{{email}} aus Ihrem Konto entfernen? Sie können sich dann nicht mehr damit anmelden, und Buchungen von dieser Adresse erreichen Sie nicht mehr.',
    removeConfirm: 'Entfernen',
    removeCancel: 'Behalten',
    removed: '{{email}} wurde entfernt.',
    confirming: 'Ihre E-Mail-Adresse wird bestätigt …',
    confirmedNow: '{{email}} ist bestätigt.',
    sharingLegend: 'Von dieser Adresse importierte Buchungen',
    sharingHelp: 'Ob Buchungen aus E-Mails, die von dieser Adresse gesendet wurden, mit Ihrem Spesensystem geteilt werden.',
    sharing: {
      concur_sharing_none: 'Noch keine Auswahl',
      concur_sharing_yes: 'Mit meinem Spesensystem teilen',
      concur_sharing_no: 'Nicht teilen',
    },
    sharingSaved: 'Ihre Auswahl wurde gespeichert.',
  },
  errors: {
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    notAdded: '{{email}} konnte Ihrem Konto nicht hinzugefügt werden.',
    sendFailed: 'Bestätigungs-E-Mail konnte nicht gesendet werden',
    resendFailed: 'Bestätigungs-E-Mail konnte nicht erneut gesendet werden',
    primaryFailed: 'Haupt-E-Mail-Adresse konnte nicht geändert werden',
    removeFailed: 'E-Mail-Adresse konnte nicht entfernt werden',
    sharingFailed: 'Freigabe importierter Buchungen konnte nicht geändert werden',
    invalidLink: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Senden Sie unten eine neue Bestätigungs-E-Mail.',
    otherAccount: 'Dieser Link wurde für ein anderes Konto gesendet. Bitte melden Sie sich ab und versuchen Sie es erneut.',
    loadFailed: 'Ihre E-Mail-Adressen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
};

export default messages;
