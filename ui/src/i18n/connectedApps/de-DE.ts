import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Verbundene Anwendungen',
  },
  intro: 'Diese Anwendungen dürfen Ihr Waybook-Konto mit Ihrer Erlaubnis verwenden. Trennen Sie eine, endet ihr Zugriff sofort.',
  loading: 'Ihre verbundenen Anwendungen werden geladen…',
  loadFailed: 'Verbundene Anwendungen konnten nicht geladen werden',
  retry: 'Erneut versuchen',
  empty: {
    title: 'Keine verbundenen Anwendungen',
    body: 'Wenn Sie einer Anwendung erlauben, Ihr Waybook-Konto zu verwenden, erscheint sie hier.',
  },
  listLabel: 'Anwendungen mit Zugriff auf Ihr Konto',
  website: 'Website:',
  granted: 'Verbunden am {{date}}',
  grantedUnknown: 'Verbindungsdatum unbekannt',
  disconnect: 'Trennen',
  disconnectNamed: '{{name}} trennen',
  confirm: {
    title: '{{name}} trennen?',
    body: '{{name}} kann Ihre Reisen dann nicht mehr sehen oder ändern. Um die Anwendung wieder zu nutzen, müssen Sie sie erneut zulassen.',
    cancel: 'Abbrechen',
    action: 'Trennen',
    pending: 'Wird getrennt…',
  },
  disconnected: '{{name}} wurde getrennt.',
  disconnectFailed: 'Die Anwendung konnte nicht getrennt werden',
};

export default messages;
