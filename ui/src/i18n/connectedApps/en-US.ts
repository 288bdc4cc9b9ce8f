// Connected applications (namespace `connectedApps`, /settings/applications): the applications
// granted access to the user's trips over OAuth 2.0, and disconnecting one (confirmed).
const messages = {
  page: {
    title: 'Connected applications',
  },
  intro: 'These applications can use your Waybook account with your permission. Disconnect one to stop its access at once.',
  loading: 'Loading your connected applications…',
  loadFailed: 'Connected applications load failure',
  retry: 'Try again',
  empty: {
    title: 'No connected applications',
    body: 'When you allow an application to use your Waybook account, it appears here.',
  },
  listLabel: 'Applications with access to your account',
  website: 'Website:',
  granted: 'Connected on {{date}}',
  grantedUnknown: 'Connection date unknown',
  disconnect: 'Disconnect',
  disconnectNamed: 'Disconnect {{name}}',
  confirm: {
    title: 'Disconnect {{name}}?',
    body: '{{name}} will no longer be able to see or change your trips. To use it again, you will need to allow it again.',
    cancel: 'Cancel',
    action: 'Disconnect',
    pending: 'Disconnecting…',
  },
  disconnected: '{{name}} disconnected.',
  disconnectFailed: 'Unable to disconnect application',
} as const;

export default messages;
