import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Merge accounts',
    intro: 'Have a second Waybook account under another email address? Bring it into this one.',
    whatHeading: 'What merging does',
    what: {
      moves: 'The trips, plans, documents, email addresses and shares of the other account move into this account.',
      closes: 'The other account is then closed: sign in with this account from now on.',
      link: 'We email a link to the other address. Open it while you are signed in to this account. The link works once, within one day.',
    },
    email: 'Email address of the other account',
    emailHelp: 'You need access to this inbox.',
    submit: 'Send merge link',
    sending: 'Sending…',
    back: 'Back to Manage Account',
    sent: 'If {{email}} belongs to a Waybook account, a merge link is on its way there. Open it while signed in to this account.',
    link: 'Merge another account into this one',
  },
  modal: {
    title: 'Merge accounts',
    intro: 'Merge the account this link was sent to into the account you are signed in to?',
    confirm: 'Merge accounts',
    merging: 'Merging…',
    cancel: 'Cancel',
    close: 'Close',
    signOut: 'Sign out',
    merged: 'Accounts merged. Moved into this account: trips {{trips}}, plans {{plans}}, email addresses {{emails}}.',
  },
  failures: {
    'rate-limit': 'Too many merge requests. Please wait a few minutes and try again.',
    'expired-link': 'This merge link has expired. Ask for a new one from Merge Accounts.',
    'account-mismatch': 'Please sign out and try again.',
    'invalid-link': 'This merge link is not valid or was already used.',
    'invalid-email': 'Enter a valid email address.',
    generic: 'Unable to merge the accounts. Please try again or contact support.',
    failed: 'Unable to merge the accounts. Please try again or contact support.',
    sendFailed: 'Unable To Send Email for Merging Accounts',
  },
};

export default messages;
