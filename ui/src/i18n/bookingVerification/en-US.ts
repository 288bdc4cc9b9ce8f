/** The booking-passenger verification modal (part 1 section 4). */
const messages = {
  title: 'Confirm your traveler details',
  intro: 'Before you book, please check the details that travel providers need. Enter your names exactly as they appear on your passport or ID.',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  homeCity: 'Home city',
  homeCityHint: 'Start typing, then choose your city from the list.',
  confirm: 'Confirm',
  saving: 'Saving…',
  signOut: 'Sign out',
  restrictedLocation: 'Unable to update profile. Your home city is in a restricted location.',
  invalidFullName: 'Full name does not meet standards.',
  failed: 'Unable to Update Profile',
} as const;

export default messages;
