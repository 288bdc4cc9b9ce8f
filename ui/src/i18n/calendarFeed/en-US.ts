// The calendar feed settings (namespace `calendarFeed`, /settings/calendar-feed): the feed's
// status and secret URL, the detailed and local-time switches, and turning the feed on, resetting
// its link or turning it off (both confirmed). The shared failure toasts and the 48-hour notice
// live in `sharing:calendarFeed`.
const messages = {
  page: {
    title: 'Calendar feed',
  },
  loading: 'Loading your calendar feed…',
  intro:
    'Your calendar feed puts your trips and plans in Google Calendar, Apple Calendar, Outlook or any calendar app that can subscribe to a calendar by URL.',
  status: {
    label: 'Status:',
    on: 'On',
    off: 'Off',
  },
  offExplanation:
    'Turn on the calendar feed to get a private link to your trips. Subscribe to it once and your calendar app keeps your travel up to date on its own.',
  enable: 'Turn on calendar feed',
  enabling: 'Turning on…',
  enableFailed: 'Unable to turn on the calendar feed',
  url: 'Your private calendar feed link',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'Couldn’t copy the link. Select it and copy it yourself.',
  subscribe: 'Subscribe in your calendar app',
  subscribeHint: 'or paste the link where your calendar app asks for a calendar URL.',
  privacyWarning: 'Keep this link private: anyone who has it can see your trips. If it was shared by mistake, reset it.',
  newLink: 'This is your new link. The old one no longer works: subscribe again with this one in your calendar apps.',
  optionsHeading: 'What the feed shows',
  detailed: 'Include details (confirmation numbers, costs, places)',
  localTime: 'Use local times',
  localTimeHint: 'With local times, each event shows the time where it happens, whatever time zone your calendar is set to.',
  saving: 'Saving…',
  flagsSaved: 'Calendar feed settings saved.',
  cancel: 'Cancel',
  reset: {
    action: 'Reset link',
    title: 'Reset your calendar feed link?',
    body: 'You’ll get a new link, and the current one stops working right away. Calendars subscribed with it stop updating until you subscribe again with the new link.',
    confirm: 'Reset link',
    pending: 'Resetting…',
  },
  disable: {
    action: 'Turn off',
    title: 'Turn off your calendar feed?',
    body: 'Your link stops working right away, and your trips will no longer update in calendars subscribed to it. You can turn the feed back on at any time.',
    confirm: 'Turn off',
    pending: 'Turning off…',
  },
  done: {
    enable: 'Calendar feed turned on.',
    reset: 'Calendar feed link reset.',
    disable: 'Calendar feed turned off.',
  },
} as const;

export default messages;
