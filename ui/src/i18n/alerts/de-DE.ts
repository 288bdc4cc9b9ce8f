import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Lernen Sie den Reisedaten-Extraktor kennen',
    message:
      'Lassen Sie KI die Reisepläne lesen, die Sie per E-Mail an Waybook senden, und deren Details Ihren Reisen hinzufügen. Sie können die Funktion in Ihren KI-Einstellungen aktivieren.',
  },
  time: {
    justNow: 'Gerade eben',
  },
  dismissFailed: 'Benachrichtigungen konnten nicht ausgeblendet werden',
  menu: {
    label: 'Nachrichten',
    newMessages: ', neue Nachrichten',
    loading: 'Nachrichten werden geladen…',
    empty: 'Sie haben keine Nachrichten.',
    viewAll: 'Alle anzeigen',
    failed: 'Die Nachrichten konnten nicht geladen werden.',
  },
  pro: 'Pro',
  page: {
    title: 'Nachrichten',
    intro: 'Benachrichtigungen zu Ihren Reisen, Flügen und Ihrem Konto.',
    empty: 'Sie haben noch keine Nachrichten. Benachrichtigungen zu Ihren Reisen, Einladungen und Flügen erscheinen hier.',
    failed: 'Die Nachrichten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    previous: 'Zurück',
    next: 'Weiter',
    pageOf: 'Seite {{page}} von {{count}}',
    pagination: 'Nachrichtenseiten',
    dismiss: 'Ausblenden',
    dismissLabel: '„{{title}}“ ausblenden',
    isNew: 'Neu',
  },
};

export default messages;
