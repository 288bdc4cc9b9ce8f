import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'Contact support',
  },
  page: {
    title: 'Help and support',
    intro: 'Find your way by topic, or write to our support team.',
  },
  help: {
    heading: 'Help by topic',
    helpCenter: 'Visit the Help Centre',
    helpCenterHint: 'Articles and guides for every part of Waybook.',
    newTab: '(opens in a new tab)',
    topics: {
      gettingStarted: {
        title: 'Getting started',
        body: 'Create a trip for your next journey, then add your flights, hotels, car hire and other plans to it.',
        link: 'Add a trip',
      },
      tripsAndPlans: {
        title: 'Trips and plans',
        body: 'See every trip on one timeline, edit or move a plan, attach documents and print your itinerary.',
        link: 'Go to your trips',
      },
      sharing: {
        title: 'Sharing',
        body: 'Invite travel companions to a trip, or share all your trips with your Inner Circle.',
        link: 'Sharing settings',
      },
      importingByEmail: {
        title: 'Importing by email',
        body: 'Forward booking confirmations to your plans address and Waybook adds the plans to your trips.',
        link: 'Your plans address',
        policy: 'Data policy for mail import',
      },
      calendarFeed: {
        title: 'Calendar feed',
        body: 'Subscribe to your trips from Google Calendar, Apple Calendar, Outlook or any calendar app.',
        link: 'Calendar feed settings',
      },
      proAndBilling: {
        title: 'Pro and billing',
        body: 'See your subscription, change your card, download receipts or cancel Pro.',
        link: 'Subscription and billing',
      },
      accountAndPrivacy: {
        title: 'Account and privacy',
        body: 'Change your password and email addresses, merge or delete your account, and read how we use your data.',
        link: 'Manage account',
        privacy: 'Privacy Policy',
        agreement: 'User Agreement',
      },
    },
  },
  form: {
    heading: 'Contact support',
    intro: 'Our support team answers by email. Fields marked * are required.',
    email: 'Your email address',
    emailHelp: 'We reply to this address, the primary address of your account.',
    topic: 'Topic',
    topicPlaceholder: 'Choose a topic',
    topics: {
      'getting-started': 'Getting started',
      'trips-and-plans': 'Trips and plans',
      sharing: 'Sharing',
      'importing-by-email': 'Importing by email',
      'calendar-feed': 'Calendar feed',
      'pro-and-billing': 'Pro and billing',
      'account-and-privacy': 'Account and privacy',
      other: 'Something else',
    },
    message: 'Message',
    messageHelp: 'Tell us what happened and what you expected ({{min}} to {{max}} characters).',
    tripLink: 'Link to the trip (optional)',
    tripLinkHelp: 'If it is about a trip, copy the address of the trip page from your browser.',
    submit: 'Send message',
    sending: 'Sending…',
  },
  errors: {
    topicRequired: 'Choose a topic.',
    messageRequired: 'Write your message.',
    messageTooShort: 'Write at least {{min}} characters.',
    tripLinkInvalid: 'This is not the address of a Waybook trip. Open the trip and copy the address from your browser.',
    'rate-limit': 'You have sent several messages in a short time. Please wait a few minutes, then send this one again.',
    'no-address': 'Your account has no email address we can reply to. Add one in Manage Account, then send your message again.',
    offline: 'You seem to be offline. Your message is still here: send it again once you are back online.',
    failed: 'Your message could not be sent. Please try again in a moment.',
  },
  sent: {
    heading: 'Message sent',
    body: 'Thank you. Our support team has your message and will reply to {{email}}.',
    reference: 'Your reference: {{reference}}',
    another: 'Write another message',
  },
};

export default messages;
