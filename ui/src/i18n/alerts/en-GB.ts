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
};

export default messages;
