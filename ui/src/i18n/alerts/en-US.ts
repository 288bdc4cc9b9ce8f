// Alerts and messages (namespace `alerts`): the locally injected AI extractor alert and its time
// label, and the alert toasts.
const messages = {
  aiExtractor: {
    title: 'Meet the Travel Data Extractor',
    message: 'Let AI read the travel plans you email to Waybook and add their details to your trips. Turn it on in your AI settings.',
  },
  time: {
    justNow: 'Just now',
  },
  dismissFailed: 'Unable to dismiss alerts',
} as const;

export default messages;
