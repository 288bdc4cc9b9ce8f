// Shared widget texts (namespace `components`): buttons, status texts and labels of the reusable UI pieces.
const messages = {
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
} as const;

export default messages;
