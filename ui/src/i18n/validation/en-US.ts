// Validation messages (namespace `validation`). Keys are produced by @waybook/core's *ErrorMessage
// functions; {{...}} placeholders are filled from their values.
const messages = {
  required: 'This field is required.',
  characterLimit: 'Character limit exceeded.',
  characterLimitOf: 'Character limit of {{number}} exceeded.',
  numbersOnly: 'Please enter numbers only.',
  selectionRequired: 'Selection required.',
  extendsTrip: 'Will extend your trip duration by {{number}} days.',
  name: {
    specialCharacters: 'Please remove special characters from your name.',
    tooShort: 'Name must have at least {{min}} letters.',
    consecutiveIdentical: 'Name cannot have {{count}} consecutive, identical characters.',
    namesSame: 'Names cannot be the same.',
    fullNameStandards: 'Full name does not meet standards.',
    fullNameContactSupport: 'Please enter your full name or contact support at {{email}}.',
  },
  dob: {
    tooYoung: 'The User Agreement states you must be at least {{years}} years old.',
    yearAfter: 'Please enter a year after {{yearAfter}}.',
    yearOrLater: 'Date of Birth must be {{year}} or later.',
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
    length: 'Password must be 8 to 64 characters.',
    notEmail: 'Password cannot be an email address.',
    notRecent: 'New password cannot be your most recent password.',
    mismatch: 'Passwords do not match',
    requirements: "New Password doesn't meet requirements. Please try again.",
  },
  login: {
    throttled: 'Too many attempts. Try again in {{seconds}} seconds.',
  },
} as const;

export default messages;
