// Alerts and messages (namespace `alerts`): the locally injected AI extractor alert and its time
// label, the alert toasts, the navbar's messages dropdown and the /messages page.
const messages = {
  aiExtractor: {
    title: 'Meet the Travel Data Extractor',
    message: 'Let AI read the travel plans you email to Waybook and add their details to your trips. Turn it on in your AI settings.',
  },
  time: {
    justNow: 'Just now',
  },
  dismissFailed: 'Unable to dismiss alerts',
  menu: {
    label: 'Messages',
    newMessages: ', new messages',
    loading: 'Loading messages…',
    empty: 'You have no messages.',
    viewAll: 'View all',
    failed: 'Messages could not be loaded.',
  },
  pro: 'Pro',
  page: {
    title: 'Messages',
    intro: 'Alerts about your trips, flights and account.',
    empty: 'You have no messages yet. Alerts about your trips, invitations and flights will appear here.',
    failed: 'Messages could not be loaded.',
    retry: 'Try again',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{count}}',
    pagination: 'Message pages',
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss “{{title}}”',
    isNew: 'New',
  },
} as const;

export default messages;
