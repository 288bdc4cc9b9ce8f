import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  loading: 'Chargement…',
  clear: 'Effacer {{label}}',
  noMatches: 'Aucun résultat',
  openCalendar: 'Choisir une date',
  dateFormat: 'Format : {{format}}',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  close: 'Fermer',
  dismiss: 'Fermer la notification',
  notifications: 'Notifications',
  money: {
    currency: 'Devise',
    currencyFor: 'pour {{name}}',
    readsAs: 'Compris comme {{value}}',
  },
};

export default messages;
