import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Lernen Sie den Reisedaten-Extraktor kennen',
    message:
      'Lassen Sie KI die Reisepläne lesen, die Sie per E-Mail an Waybook senden, und deren Details Ihren Reisen hinzufügen. Sie können die Funktion in Ihren KI-Einstellungen aktivieren.',
  },
  time: {
    justNow: 'Gerade eben',
  },
  dismissFailed: 'Benachrichtigungen konnten nicht ausgeblendet werden',
};

export default messages;
