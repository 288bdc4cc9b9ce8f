import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Konten zusammenführen',
    intro: 'Sie haben ein zweites Waybook-Konto mit einer anderen E-Mail-Adresse? Führen Sie es mit diesem zusammen.',
    whatHeading: 'Was beim Zusammenführen passiert',
    what: {
      moves: 'Reisen, Pläne, Dokumente, E-Mail-Adressen und Freigaben des anderen Kontos werden in dieses Konto übernommen.',
      closes: 'Das andere Konto wird danach geschlossen: Melden Sie sich künftig mit diesem Konto an.',
      link: 'Wir senden einen Link an die andere Adresse. Öffnen Sie ihn, während Sie bei diesem Konto angemeldet sind. Der Link funktioniert einmal und einen Tag lang.',
    },
    email: 'E-Mail-Adresse des anderen Kontos',
    emailHelp: 'Sie brauchen Zugriff auf dieses Postfach.',
    submit: 'Link zum Zusammenführen senden',
    sending: 'Wird gesendet…',
    back: 'Zurück zu Konto verwalten',
    sent: 'Falls {{email}} zu einem Waybook-Konto gehört, ist ein Link zum Zusammenführen unterwegs. Öffnen Sie ihn, während Sie bei diesem Konto angemeldet sind.',
    link: 'Ein anderes Konto mit diesem zusammenführen',
  },
  modal: {
    title: 'Konten zusammenführen',
    intro: 'Das Konto, an das dieser Link ging, mit dem Konto zusammenführen, bei dem Sie angemeldet sind?',
    confirm: 'Konten zusammenführen',
    merging: 'Wird zusammengeführt…',
    cancel: 'Abbrechen',
    close: 'Schließen',
    signOut: 'Abmelden',
    merged: 'Konten zusammengeführt. In dieses Konto übernommen: Reisen {{trips}}, Pläne {{plans}}, E-Mail-Adressen {{emails}}.',
  },
  failures: {
    'rate-limit': 'Zu viele Anfragen zum Zusammenführen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    'expired-link': 'Dieser Link ist abgelaufen. Fordern Sie unter „Konten zusammenführen“ einen neuen an.',
    'account-mismatch': 'Bitte melden Sie sich ab und versuchen Sie es erneut.',
    'invalid-link': 'Dieser Link ist ungültig oder wurde bereits verwendet.',
    'invalid-email': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    generic: 'Die Konten konnten nicht zusammengeführt werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    failed: 'Die Konten konnten nicht zusammengeführt werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    sendFailed: 'E-Mail zum Zusammenführen der Konten konnte nicht gesendet werden',
  },
};

export default messages;
