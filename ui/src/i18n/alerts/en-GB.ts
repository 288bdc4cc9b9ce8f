import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
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
    dismissLabel: 'Dismiss ‘{{title}}’',
    isNew: 'New',
  },
};

export default messages;
