import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  delete: {
    heading: 'Konto löschen',
    whatHeading: 'Was beim Löschen Ihres Kontos passiert',
    what: {
      trips: 'Reisen, die nur Ihnen gehören oder nur mit Lesern geteilt sind, werden mit ihren Plänen und Dokumenten gelöscht.',
      shared:
        'Eine Reise, die Sie mit jemandem teilen, der sie bearbeiten darf, geht an die Person über, die ihr zuerst beigetreten ist – mit den Plänen, die Sie hinzugefügt haben.',
      data: 'Ihre nicht zugeordneten Pläne, hochgeladenen Dateien, E-Mail-Adressen und Anmeldungen werden gelöscht.',
      final: 'Das lässt sich nicht rückgängig machen. Sie können sich später mit derselben E-Mail-Adresse wieder registrieren.',
    },
    consent: 'Mir ist bewusst, dass mein Konto und seine Daten endgültig gelöscht werden',
    password: 'Passwort',
    submit: 'Konto löschen',
    mailMe: 'Stattdessen einen Bestätigungslink per E-Mail senden',
    mailed: 'Wir haben einen Bestätigungslink an Ihre primäre E-Mail-Adresse gesendet. Er funktioniert einmal und nur eine Stunde lang.',
    fromLink: 'Sie haben den Bestätigungslink aus Ihrer E-Mail geöffnet. Setzen Sie das Häkchen, um Ihr Konto zu löschen.',
    failures: {
      'incorrect-password': 'Das aktuelle Passwort ist falsch. Bitte versuchen Sie es erneut.',
      'invalid-link': 'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
      throttled: 'Zu viele Versuche. Bitte versuchen Sie es in ein paar Minuten erneut.',
      failed: 'Ihr Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    },
  },
};

export default messages;
