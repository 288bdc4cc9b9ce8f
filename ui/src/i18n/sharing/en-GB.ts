import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: 'We encountered an unexpected error. Please try again or contact support.',
    alreadyInvited: 'You have already invited {{email}}.',
    jurisdictionBlocked: "{{email}} can't be invited to your Inner Circle because their account is in a different region.",
    cannotInviteSelf: "You can't invite yourself to your Inner Circle.",
  },
  calendarFeed: {
    updateFailed: 'Unable to update calendar feed',
    urlSaveFailed: 'Unable to save calendar feed URL',
    resetOrDisableFailed: 'Unable to reset or disable calendar feed',
    propagationNotice: 'Changes can take up to {{hours}} hours to appear.',
  },
  publicSharing: {
    resetFailed: 'Unable to reset public share URL',
    disabledForUser: 'Public trip sharing is turned off for your account.',
    updateFailed: 'Unable to update public sharing',
  },
};

export default messages;
