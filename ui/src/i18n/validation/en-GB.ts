import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'This field is required.',
  characterLimit: 'Character limit exceeded.',
  characterLimitOf: 'Character limit of {{number}} exceeded.',
  numbersOnly: 'Please enter numbers only.',
  selectionRequired: 'Please make a selection.',
  extendsTrip: 'This will extend your trip by {{number}} days.',
  name: {
    specialCharacters: 'Please remove special characters from your name.',
    tooShort: 'Name must contain at least {{min}} letters.',
    consecutiveIdentical: 'Name cannot contain {{count}} identical characters in a row.',
    namesSame: 'First name and surname cannot be the same.',
    fullNameStandards: 'Full name does not meet our standards.',
    fullNameContactSupport: 'Please enter your full name or contact support at {{email}}.',
  },
  dob: {
    tooYoung: 'The User Agreement states that you must be at least {{years}} years old.',
    yearAfter: 'Please enter a year after {{yearAfter}}.',
    yearOrLater: 'Date of birth must be {{year}} or later.',
  },
  date: {
    invalidFormat: 'Invalid date format. Use {{format}}.',
    invalidFormatPlain: 'Invalid date format.',
    beforeMin: 'Choose a date on or after {{min}}.',
    endBeforeStart: 'End date must be after start date.',
  },
  time: {
    invalidFormat: 'Invalid time format.',
    endBeforeStart: 'End time must be after start time.',
  },
  email: {
    invalid: 'Please use a valid email address.',
  },
  money: {
    invalid: 'Enter an amount, such as 1,240.50.',
    currencyMissing: 'Add a currency, such as EUR 310.00.',
    currencyUnknown: 'Unknown currency. Use a code such as EUR, or choose one from the list.',
    tooPrecise: 'This currency takes at most {{number}} decimal places.',
    tooLarge: 'This amount is too large.',
  },
  password: {
    length: 'Password must be between 8 and 64 characters.',
    notEmail: 'Password cannot be an email address.',
    notRecent: 'New password cannot be the same as your most recent password.',
    mismatch: 'Passwords do not match',
    requirements: "New password doesn't meet the requirements. Please try again.",
  },
  login: {
    throttled: 'Too many attempts. Please try again in {{seconds}} seconds.',
  },
};

export default messages;
