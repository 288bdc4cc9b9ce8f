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
};

export default messages;
