import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: "We're having trouble sending text messages at the moment. Please try again later.",
    badPhoneNumber: 'This phone number is invalid or not supported.',
    alreadyVerified: 'This phone number has already been verified.',
    badVerificationCode: 'Incorrect verification code',
    tooManyTriesSetup: 'Too many setup attempts. Please try again later.',
    tooManyTriesResend: 'Too many requests to resend the code. Please try again later.',
    invalidFreeTrial: "Text message alerts aren't available during a free trial.",
    recaptchaFailed: 'reCAPTCHA verification failed',
    undefinedError: 'We encountered an unexpected error. Please try again or contact support.',
    removeFailed: 'Unable to remove phone number',
    codeLength: 'The verification code must be {{digits}} digits long.',
  },
};

export default messages;
