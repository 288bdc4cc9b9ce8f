import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'We can no longer track this programme. To view your activity, please visit the programme website.',
    securityQuestion: '{{program}} needs you to answer a security question.',
    unableToGather:
      'We are currently unable to gather your account information. Please try again later or, if you continue to see this message, contact support.',
    temporarilyDisabled: 'This programme is temporarily disabled. Please try again later.',
    siteNeedsAttention:
      'The programme website requires your attention before we can retrieve your account information. Please try signing in to the programme website, then try again.',
    accountLocked:
      'The website indicates that your account has been locked (this is often due to multiple sign-in failures). Please update your sign-in information or contact the programme for more information.',
    invalidCredentials:
      'The username and password combination you entered appears to be invalid. Please update your sign-in information or contact the programme for more information.',
    editToTrack: 'Edit your account to track this programme automatically.',
    forwardStatementNew: 'New! Track your balance by forwarding your account statement to {{email}}.',
    balanceOutOfDate: 'Your balance is out of date. Please forward your reward-programme statement to {{email}}.',
    forwardToStart: 'Forward your reward-programme statements to {{email}} to get started.',
    cannotAccess: "We can't access your account information at this time. Please try again later.",
  },
  label: {
    updating: 'Updating',
    signInProblem: 'Sign-in problem',
    securityAnswerNeeded: 'Security answer needed',
    notSupported: 'Not supported',
    timeout: 'Timed out',
    disabled: 'Disabled',
    providerError: 'Programme site error',
    lockout: 'Account locked',
    pendingUserUpdate: 'Update needed',
    deprecated: 'No longer tracked',
    deprecatedEmailTracked: 'Track by email',
    emailTrackedOutOfDate: 'Balance out of date',
    genericError: 'Error',
  },
};

export default messages;
