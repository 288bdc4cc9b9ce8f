// Point Tracker (namespace `points`): the status messages of part 3 section 8 and the status
// labels. `program` is the program's name; `email` the address statements are forwarded to.
const messages = {
  status: {
    noLongerTracked: 'We can no longer track this program. To view your activity, please visit the program web site.',
    securityQuestion: '{{program}} needs you to answer a security question.',
    unableToGather:
      'We are currently unable to gather your account information. Please try again later or, if you continue to see this message, contact support.',
    temporarilyDisabled: 'This program is temporarily disabled. Please try again later.',
    siteNeedsAttention:
      'The program web site requires your attention before we can retrieve your account information. Please try signing in to the program web site, then try again.',
    accountLocked:
      'The web site indicates that your account has been locked (this is often due to multiple sign-in failures). Please update your sign-in information or contact the program for more information.',
    invalidCredentials:
      'The username and password combination you entered appears to be invalid. Please update your sign-in information or contact the program for more information.',
    editToTrack: 'Edit your account to track this program automatically.',
    forwardStatementNew: 'New! Track your balance by forwarding your account statement to {{email}}.',
    balanceOutOfDate: 'Your balance is out of date. Please forward your reward-program statement to {{email}}.',
    forwardToStart: 'Forward your reward-program statements to {{email}} to get started.',
    cannotAccess: "We can't access your account information at this time. Please try again later.",
  },
  label: {
    updating: 'Updating',
    signInProblem: 'Sign-in problem',
    securityAnswerNeeded: 'Security answer needed',
    notSupported: 'Not supported',
    timeout: 'Timed out',
    disabled: 'Disabled',
    providerError: 'Program site error',
    lockout: 'Account locked',
    pendingUserUpdate: 'Update needed',
    deprecated: 'No longer tracked',
    deprecatedEmailTracked: 'Track by email',
    emailTrackedOutOfDate: 'Balance out of date',
    genericError: 'Error',
  },
} as const;

export default messages;
