// Importing bookings (namespace `imports`): the import modal of the trips page and the trip page,
// and the line on an imported plan's page that says where it came from. The trip extension uses
// the spec's own words, `validation:extendsTrip`.
const messages = {
  action: 'Import a booking',
  modal: {
    title: 'Import a booking',
    intro:
      'Add plans from a confirmation: a saved email (.eml), a calendar file (.ics), an Apple Wallet pass (.pkpass), or a PDF or picture of a boarding pass.',
    intoTrip: 'The plans go into this trip.',
    anywhere: 'We’ll put the plans in the trip whose dates they fall in, or start a new trip for them.',
    dropLabel: 'Booking file',
    drop: 'Drag a file here, or',
    choose: 'Choose a file',
    hint: '.eml, .ics, .pkpass, PDF, PNG, JPEG or GIF, up to {{maxMegabytes}} MB.',
    reading: 'Importing {{name}}…',
    close: 'Close',
    another: 'Import another file',
  },
  result: {
    heading_one: '{{count}} plan imported from {{name}}',
    heading_other: '{{count}} plans imported from {{name}}',
    plansLabel: 'Imported plans',
    createdTrip: 'We started a new trip for these plans.',
    inTrip: 'The plans are in your trip.',
    unfiled: 'The plans aren’t in a trip yet: find them under Unassigned plans.',
    openTrip: 'Open the trip',
    openUnfiled: 'Open unassigned plans',
    outcome: {
      created: 'Added',
      updated: 'Updated',
      unchanged: 'Already up to date',
      conflict: 'Flight changed: keep one version',
    },
  },
  errors: {
    title: '{{name}} couldn’t be imported.',
    'too-large': 'The file is larger than {{maxMegabytes}} MB.',
    unsupported:
      'This kind of file can’t be read. Upload a saved email (.eml), a calendar file (.ics), an Apple Wallet pass (.pkpass), or a PDF or picture (PNG, JPEG, GIF) of a boarding pass.',
    'nothing-found': 'We found no reservation in this file. Try the original confirmation email from the airline, hotel or agency.',
    'not-allowed': 'You can’t add plans to this trip. Ask its owner to make you an editor.',
    failed: 'Something went wrong. Please try again.',
  },
  forward: {
    heading: 'Forward booking emails',
    loading: 'Loading your plans address…',
    loadFailed: 'Your plans address couldn’t be loaded. Reload the page to try again.',
    intro: 'Forward confirmations from airlines, hotels, rental companies and travel agencies, and we’ll add the plans to your trips.',
    sharedLabel: 'Plans address',
    sharedHint: 'Send from one of your confirmed email addresses above, so we know the plans are yours.',
    copy: 'Copy',
    copied: 'Address copied to clipboard.',
    copyFailed: 'Unable to copy to clipboard',
    personalHeading: 'Your personal plans address',
    personalIntro:
      'This address takes bookings from any sender, such as a travel agent or an assistant. Keep it private: anyone who knows it can add plans to your trips.',
    personalLabel: 'Personal plans address',
    shownOnce: 'Copy it now: for your security, we show it only once.',
    personalMade: 'You made a personal plans address on {{date}}. We show it only once; if you no longer have it, make a new one.',
    make: 'Make a personal address',
    makeNew: 'Make a new address',
    makeNewHint: 'Your current personal address stops working as soon as you make a new one.',
    making: 'Making your address…',
    makeFailed: 'Unable to make a personal address. Please try again.',
    off: 'This Waybook server doesn’t take forwarded email. You can still import a saved confirmation from your trips.',
    offLink: 'Go to your trips',
  },
  note: {
    label: 'Where this plan came from',
    text: 'Imported from “{{subject}}” sent by {{sender}} on {{date}}',
    noSubject: 'Imported from a message sent by {{sender}} on {{date}}',
    file: 'Imported from a file on {{date}}',
    original: 'View the original email',
  },
} as const;

export default messages;
