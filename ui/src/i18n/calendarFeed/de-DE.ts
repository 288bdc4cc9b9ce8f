import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Kalender-Feed',
  },
  loading: 'Kalender-Feed wird geladen…',
  intro:
    'Ihr Kalender-Feed zeigt Ihre Reisen und Pläne in Google Kalender, Apple Kalender, Outlook oder jeder Kalender-App, die einen Kalender per URL abonnieren kann.',
  status: {
    label: 'Status:',
    on: 'Ein',
    off: 'Aus',
  },
  offExplanation:
    'Aktivieren Sie den Kalender-Feed, um einen privaten Link zu Ihren Reisen zu erhalten. Abonnieren Sie ihn einmal, und Ihre Kalender-App hält Ihre Reisen automatisch auf dem neuesten Stand.',
  enable: 'Kalender-Feed aktivieren',
  enabling: 'Wird aktiviert…',
  enableFailed: 'Kalender-Feed konnte nicht aktiviert werden',
  url: 'Privater Link Ihres Kalender-Feeds',
  copy: 'Kopieren',
  copied: 'Link kopiert.',
  copyFailed: 'Der Link konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn selbst.',
  subscribe: 'In Ihrer Kalender-App abonnieren',
  subscribeHint: 'oder fügen Sie den Link dort ein, wo Ihre Kalender-App nach einer Kalender-URL fragt.',
  privacyWarning:
    'Halten Sie diesen Link geheim: Jeder, der ihn hat, kann Ihre Reisen sehen. Falls er versehentlich weitergegeben wurde, setzen Sie ihn zurück.',
  newLink: 'Das ist Ihr neuer Link. Der alte funktioniert nicht mehr: Abonnieren Sie den Kalender in Ihren Kalender-Apps mit diesem Link neu.',
  optionsHeading: 'Was der Feed zeigt',
  detailed: 'Details einbeziehen (Bestätigungsnummern, Kosten, Orte)',
  localTime: 'Ortszeiten verwenden',
  localTimeHint: 'Mit Ortszeiten zeigt jeder Termin die Uhrzeit am Ort des Geschehens, unabhängig von der Zeitzone Ihres Kalenders.',
  saving: 'Wird gespeichert…',
  flagsSaved: 'Einstellungen des Kalender-Feeds gespeichert.',
  cancel: 'Abbrechen',
  reset: {
    action: 'Link zurücksetzen',
    title: 'Link Ihres Kalender-Feeds zurücksetzen?',
    body: 'Sie erhalten einen neuen Link, und der bisherige funktioniert sofort nicht mehr. Kalender, die ihn abonniert haben, werden erst wieder aktualisiert, wenn Sie mit dem neuen Link neu abonnieren.',
    confirm: 'Link zurücksetzen',
    pending: 'Wird zurückgesetzt…',
  },
  disable: {
    action: 'Deaktivieren',
    title: 'Kalender-Feed deaktivieren?',
    body: 'Ihr Link funktioniert sofort nicht mehr, und Ihre Reisen werden in Kalendern, die ihn abonniert haben, nicht mehr aktualisiert. Sie können den Feed jederzeit wieder aktivieren.',
    confirm: 'Deaktivieren',
    pending: 'Wird deaktiviert…',
  },
  done: {
    enable: 'Kalender-Feed aktiviert.',
    reset: 'Link des Kalender-Feeds zurückgesetzt.',
    disable: 'Kalender-Feed deaktiviert.',
  },
};

export default messages;
