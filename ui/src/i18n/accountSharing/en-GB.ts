// The Sharing screen of the account (/account/sharing), British English (namespace `accountSharing`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: 'Sharing: Inner Circle and public links',
  title: 'Sharing',
  intro: 'Choose who sees your trips without inviting them trip by trip, and whether your trips can have public links.',
  loading: 'Loading your Inner Circle…',
  loadFailed: 'We couldn’t load your Inner Circle.',
  retry: 'Try again',
  circle: {
    heading: 'Inner Circle',
    explain:
      'People in your Inner Circle see every trip you share with your Inner Circle. “Can edit” also lets them change those trips and see costs, confirmation numbers, documents and the other travelers.',
    invite: 'Invite people',
    members: 'People you share with',
    membersEmpty: 'You don’t share your trips with anyone yet.',
    sent: 'Invitations you sent',
    received: 'Invitations for you',
    receivedBody: '{{name}} wants to share trips with you ({{permission}}).',
    sharers: 'People who share with you',
    sharersEmpty: 'Nobody shares their trips with you yet.',
    sharerPermission: 'You can: {{permission}}',
    permissionFor: 'Permission for {{name}}',
    remove: 'Remove',
    removeFor: 'Remove {{name}} from your Inner Circle',
    withdraw: 'Withdraw',
    withdrawFor: 'Withdraw the invitation to {{email}}',
    accept: 'Accept',
    acceptFrom: 'Accept the invitation from {{name}}',
    ignore: 'Ignore',
    ignoreFrom: 'Ignore the invitation from {{name}}',
    leave: 'Remove myself',
    leaveFrom: 'Remove yourself from the Inner Circle of {{name}}',
    pending: 'Waiting for an answer',
    unnamed: 'Unnamed person',
  },
  permission: {
    viewOnly: 'View only',
    canEdit: 'Can edit',
  },
  done: {
    invited: 'Invitations sent to {{addresses}}.',
    accepted: 'You’re now in {{name}}’s Inner Circle.',
    ignored: 'Invitation ignored.',
    removed: '{{name}} is no longer in your Inner Circle.',
    left: 'You left the Inner Circle of {{name}}.',
    withdrawn: 'Invitation to {{email}} withdrawn.',
    permission: 'Permission for {{name}} changed to {{permission}}.',
  },
  modal: {
    title: 'Invite people to your Inner Circle',
    addresses: 'Email addresses',
    addressesHint: 'Separate addresses with spaces, commas or semicolons.',
    permission: 'Permission',
    message: 'Personal message (optional)',
    send: 'Send invitations',
    sending: 'Sending…',
    cancel: 'Cancel',
    invalidAddress: 'Check “{{address}}”.',
  },
  public: {
    heading: 'Public sharing',
    explain:
      'With public sharing on, you can give any of your trips a public link that anyone can open without signing in. Turning it off stops every public link of your trips at once; turning it on again makes the same links work again.',
    switch: 'Allow public links to my trips',
    on: 'Public links to your trips work.',
    off: 'Public links to your trips are turned off.',
    confirmTitle: 'Turn off public sharing?',
    confirmBody: 'Every public link to your trips will stop working at once, and no new links can be created until you turn public sharing on again.',
    confirm: 'Turn off',
    cancel: 'Keep it on',
    turnedOff: 'Public sharing is off.',
    turnedOn: 'Public sharing is on.',
  },
};

export default messages;
