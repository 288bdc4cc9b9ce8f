// Onboarding, display preferences, the profile view and the privacy-statement acknowledgement
// (namespace `account`). Validation texts live in `validation`.
const messages = {
  onboarding: {
    heading: 'Welcome Aboard',
    intro: 'Tell us a little about yourself to finish setting up your account.',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    homeCity: 'Home city',
    homeCityHint: 'Start typing and choose your city from the list.',
    submit: 'Get started',
    saving: 'Saving…',
    restrictedLocation: 'Unable to update profile. Your home city is in a restricted location.',
    updateFailed: 'Unable to Update Profile',
  },
  preferences: {
    heading: 'Display Preferences',
    intro: 'Choose how dates, times and measurements are shown throughout Waybook.',
    dateOrder: 'Date format',
    dateOrders: {
      I: 'Year/Month/Day ({{sample}})',
      M: 'Month/Day/Year ({{sample}})',
      L: 'Day/Month/Year ({{sample}})',
    },
    clock: 'Time format',
    clocks: {
      h12: '12-hour ({{sample}})',
      h24: '24-hour ({{sample}})',
    },
    distance: 'Distance',
    distances: {
      M: 'Miles',
      K: 'Kilometers',
    },
    temperature: 'Temperature',
    temperatures: {
      F: 'Fahrenheit (°F)',
      C: 'Celsius (°C)',
    },
    preview: 'Dates and times will look like this: {{date}}, {{time}}',
    language: 'Language',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Preferences saved',
    saveFailed: 'Unable to save preferences',
  },
  profile: {
    heading: 'Profile',
    emails: 'Email addresses',
    primary: 'Primary',
    confirmed: 'Confirmed',
    unconfirmed: 'Not confirmed yet — check your inbox',
    noEmails: 'No email addresses yet.',
    homeCity: 'Home city',
    dateOfBirth: 'Date of birth',
    notSet: 'Not set',
    preferences: 'Display preferences',
    editPreferences: 'Change display preferences',
    loading: 'Loading your profile…',
  },
  privacy: {
    title: 'We Updated Our Privacy Statement',
    body: 'We have made changes to our privacy statement, which explains what information we collect, how we use it and the choices you have. Please take a moment to review it.',
    link: 'Read the privacy statement',
    newWindow: '(opens in a new window)',
    acknowledge: 'I acknowledge',
    acknowledging: 'Saving…',
    failed: 'Unable to Update Profile',
  },
} as const;

export default messages;
