import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'Welcome Aboard',
    intro: 'Tell us a little about yourself to finish setting up your account.',
    firstName: 'First name',
    lastName: 'Surname',
    dateOfBirth: 'Date of birth',
    homeCity: 'Home town or city',
    homeCityHint: 'Start typing and choose your town or city from the list.',
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
      K: 'Kilometres',
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
    homeCity: 'Home town or city',
    dateOfBirth: 'Date of birth',
    notSet: 'Not set',
    preferences: 'Display preferences',
    editPreferences: 'Change display preferences',
    loading: 'Loading your profile…',
    security: 'Sign-in and security',
    changePassword: 'Change your password',
    deleteAccount: 'Delete your account',
    deleteAccountNote: 'Deleting your account removes your trips, plans and files for good.',
  },
  privacy: {
    title: 'We’ve Updated Our Privacy Statement',
    body: 'We’ve made changes to our privacy statement, which explains what information we collect, how we use it and the choices you have. Please take a moment to read it.',
    link: 'Read the privacy statement',
    newWindow: '(opens in a new window)',
    acknowledge: 'I acknowledge',
    acknowledging: 'Saving…',
    failed: 'Unable to Update Profile',
  },
};

export default messages;
