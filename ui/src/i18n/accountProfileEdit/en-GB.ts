import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Edit Profile',
  heading: 'Edit Profile',
  link: 'Edit profile',
  loading: 'Loading your profile…',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  homeCity: 'Home city',
  homeCityHint: 'Start typing, then choose your city from the list.',
  homeAirport: 'Home airport',
  homeAirportHint: 'Type the airport code or town, then choose it from the list.',
  company: 'Company',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your profile has been updated.',
  restrictedLocation: 'Unable to update profile. Your home city is in a restricted location.',
  invalidFullName: 'Full name does not meet standards.',
  failed: 'Unable to Update Profile',
};

export default messages;
