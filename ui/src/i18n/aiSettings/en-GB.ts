import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Artificial Intelligence',
  },
  loading: 'Loading your AI settings…',
  loadFailed: 'Your AI settings couldn’t be loaded. Reload the page to try again.',
  intro:
    'Most booking emails carry reservation data that Waybook reads on its own server. For the few that don’t, the AI extractor can read the email’s text and find the reservations in it.',
  switchLabel: 'Use the AI extractor for emails Waybook can’t read',
  since: 'On since {{date}}.',
  sentHeading: 'What is sent, and where',
  sent: 'Only when no reservation data is found in an email you forward or upload: its subject and text (up to 20,000 characters) go to {{host}}, the AI service this Waybook server is set up with. Nothing else about you or your trips is sent.',
  notSent: 'While this is off, nothing is ever sent to an AI service.',
  readOnly: 'Your administrator manages this setting.',
  unavailable: 'This Waybook server has no AI extractor. Nothing you forward or upload is sent to an AI service.',
  turnedOn: 'AI extractor turned on.',
  turnedOff: 'AI extractor turned off.',
  saveFailed: 'Unable to update your AI settings. Please try again.',
};

export default messages;
