import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'Skip to main content',
  language: 'Language',
  changeLanguage: 'Change language',
  footer: 'Waybook, the travel itinerary planner you can host yourself.',
  create: {
    title: 'Create your account',
    intro: 'Keep every flight, stay and plan for your journey in one place.',
    email: 'Email address',
    password: 'Password',
    passwordHelp: '8 to 64 characters, and not an email address.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  login: {
    title: 'Sign in',
    intro: 'Welcome back. Sign in to see your trips.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    noAccount: 'New to Waybook?',
    create: 'Create an account',
  },
  errors: {
    summary: 'Please correct the following:',
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    passwordLength: 'Password must be between 8 and 64 characters.',
    passwordEmail: 'Password cannot be an email address.',
    emailTaken: 'An account already exists for this email address. Please sign in instead.',
    invalidCredentials: 'The email address or password is incorrect.',
    throttled: 'Too many unsuccessful attempts. Please wait {seconds} seconds, then try again.',
    formExpired: 'This form has expired. Please try again.',
  },
  blocked: {
    title: 'Account blocked',
    heading: 'Your account is blocked',
    suspended: 'Your account has been suspended. Your trips are being kept safe while we look into it.',
    restricted_location: 'Waybook is not available in your location.',
    generic: 'Access to this account has been blocked.',
    contact: 'If you think this is a mistake, please contact support at {email}.',
    back: 'Back to sign in',
  },
  verify: {
    title: 'Email confirmation',
    confirmed: 'Thank you, your email address has been confirmed.',
    invalid: 'This confirmation link is not valid or has already been used.',
    continue: 'Continue to Waybook',
  },
  mail: {
    verifySubject: 'Confirm your email address for Waybook',
    verifyGreeting: 'Welcome to Waybook!',
    verifyBody: 'Please confirm that {email} is your email address by opening this link:',
    verifyButton: 'Confirm email address',
    verifyIgnore: 'If you did not create a Waybook account, you can safely ignore this email.',
  },
};

export default messages;
