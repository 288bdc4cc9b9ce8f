import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Change Password',
  heading: 'Change Password',
  intro: 'Choose a new password. You stay signed in here; every other browser signed in to your account will be signed out.',
  current: 'Current password',
  new: 'New password',
  newHelp: '8 to 64 characters, not an email address, and not your current password.',
  confirm: 'Confirm new password',
  submit: 'Change password',
  saving: 'Changing password…',
  cancel: 'Cancel',
  changed: 'Your password has been changed. Every other browser signed in to your account has been signed out.',
  currentIncorrect: 'Current Password is incorrect. Please try again.',
  throttled: 'Too many failed password change attempts. Please try again later.',
  failed: 'Your password could not be changed. Please try again.',
  forgot: 'Forgot your password?',
};

export default messages;
