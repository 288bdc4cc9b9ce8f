import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Your data',
    intro: 'Take a copy of your trips anywhere, or bring in trips from another Waybook account or from TripIt.',
  },
  exportTrip: 'Export this trip',
  export: {
    heading: 'Export all my data',
    intro:
      'One .zip file with your trips, plans, documents and profile: export.json (which Waybook can import again), trips.ics for calendar apps and plans.csv for spreadsheets.',
    start: 'Export all my data',
    tripHeading: 'Export this trip',
    tripIntro: 'The same archive with only ‘{{name}}’ in it.',
    tripIntroUnnamed: 'The same archive with only this trip in it.',
    startTrip: 'Export this trip',
    progress: 'Export progress',
    preparing: 'Preparing your archive…',
    ready: 'Your archive is ready.',
    download: 'Download {{fileName}}',
    expires: 'The download link works for 24 hours.',
    expired: 'This archive has expired. Export again to get a new one.',
  },
  import: {
    heading: 'Import trips',
    intro:
      'Bring in a Waybook export (the .zip file, or its export.json) or your TripIt calendar feed (.ics). Everything is added as new trips and plans; nothing you already have changes.',
    choose: 'Choose a file to import',
    hint: 'A .zip, .json or .ics file of up to {{maxMegabytes}} MB. From TripIt, save the file your calendar feed link opens.',
    running: 'Importing {{name}}…',
    progress: 'Import progress',
    done: 'Import finished: {{trips}}, {{plans}} and {{documents}} added.',
    trips_one: '{{count}} trip',
    trips_other: '{{count}} trips',
    plans_one: '{{count}} plan',
    plans_other: '{{count}} plans',
    documents_one: '{{count}} document',
    documents_other: '{{count}} documents',
    nothingWritten: 'Nothing was added.',
  },
  errors: {
    data_import_unsupported: 'This file isn’t a Waybook export or a calendar. Choose a .zip, export.json or .ics file.',
    data_import_too_large: 'This file is larger than 25 MB.',
    data_import_unreadable: 'This file couldn’t be read. It may be damaged: export it again and retry.',
    data_import_version: 'This export was made by a newer version of Waybook and can’t be read here.',
    data_import_invalid: 'Something in this file doesn’t follow Waybook’s rules (a date or a field), so nothing was imported.',
    data_import_empty: 'There are no trips or plans in this file.',
    data_import_document_limit: 'A plan in this file has more documents than your account allows.',
    data_import_failed: 'The import didn’t finish. Please try again.',
    busy: 'One is already under way. Wait for it to finish.',
    'export-failed': 'Your archive couldn’t be prepared. Please try again.',
    failed: 'Something went wrong. Please try again.',
  },
};

export default messages;
