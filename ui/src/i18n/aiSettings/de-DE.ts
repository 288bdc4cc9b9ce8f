import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Künstliche Intelligenz',
  },
  loading: 'Ihre KI-Einstellungen werden geladen …',
  loadFailed: 'Ihre KI-Einstellungen konnten nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  intro:
    'Die meisten Buchungs-E-Mails enthalten Reservierungsdaten, die Waybook auf seinem eigenen Server ausliest. Bei den wenigen E-Mails ohne solche Daten kann der KI-Extraktor den Text der E-Mail lesen und die darin enthaltenen Reservierungen finden.',
  switchLabel: 'KI-Extraktor für E-Mails verwenden, die Waybook nicht lesen kann',
  since: 'Aktiviert seit dem {{date}}.',
  sentHeading: 'Was gesendet wird und wohin',
  sent: 'Nur wenn in einer E-Mail, die Sie weiterleiten oder hochladen, keine Reservierungsdaten gefunden werden: Betreff und Text der E-Mail (bis zu 20.000 Zeichen) gehen an {{host}}, den KI-Dienst, der für diesen Waybook-Server eingerichtet ist. Sonst wird nichts über Sie oder Ihre Reisen gesendet.',
  notSent: 'Solange diese Option deaktiviert ist, wird nie etwas an einen KI-Dienst gesendet.',
  readOnly: 'Diese Einstellung wird von Ihrer Administratorin oder Ihrem Administrator verwaltet.',
  unavailable: 'Dieser Waybook-Server hat keinen KI-Extraktor. Nichts, was Sie weiterleiten oder hochladen, wird an einen KI-Dienst gesendet.',
  turnedOn: 'KI-Extraktor aktiviert.',
  turnedOff: 'KI-Extraktor deaktiviert.',
  saveFailed: 'Ihre KI-Einstellungen konnten nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
};

export default messages;
