// Manage Account screens of issue 12 owned here: Delete Account (namespace `accountManage`).
const messages = {
  delete: {
    heading: 'Delete account',
    whatHeading: 'What deleting your account does',
    what: {
      trips: 'Trips you own alone or share only with viewers are deleted, with their plans and documents.',
      shared: 'A trip you share with someone who can edit it passes to whoever joined it first, with the plans you added.',
      data: 'Your unfiled items, uploaded files, email addresses and sign-ins are deleted.',
      final: 'This cannot be undone. You can sign up again later with the same email address.',
    },
    consent: 'I understand that my account and its data will be deleted for good',
    password: 'Password',
    submit: 'Delete account',
    mailMe: 'Email me a confirmation link instead',
    mailed: 'We sent a confirmation link to your primary email address. It works once, within one hour.',
    fromLink: 'You opened the confirmation link from your email. Tick the box to delete your account.',
    failures: {
      'incorrect-password': 'Current Password is incorrect. Please try again.',
      'invalid-link': 'This confirmation link has expired or was already used. Ask for a new one.',
      throttled: 'Too many attempts. Please try again in a few minutes.',
      failed: 'Unable to delete your account. Please try again or contact support.',
    },
  },
};

export default messages;
