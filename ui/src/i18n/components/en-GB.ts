import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  loading: 'Loading…',
  clear: 'Clear {{label}}',
  noMatches: 'No matches found',
  openCalendar: 'Choose a date',
  dateFormat: 'Format: {{format}}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  close: 'Close',
  dismiss: 'Dismiss notification',
  notifications: 'Notifications',
  money: {
    currency: 'Currency',
    currencyFor: 'for {{name}}',
    readsAs: 'Reads as {{value}}',
  },
};

export default messages;
