import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  loading: 'Wird geladen…',
  clear: '{{label}} löschen',
  noMatches: 'Keine Treffer gefunden',
  openCalendar: 'Datum auswählen',
  dateFormat: 'Format: {{format}}',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  close: 'Schließen',
  dismiss: 'Benachrichtigung schließen',
  notifications: 'Benachrichtigungen',
  money: {
    currency: 'Währung',
    currencyFor: 'für {{name}}',
    readsAs: 'Erkannt als {{value}}',
  },
};

export default messages;
