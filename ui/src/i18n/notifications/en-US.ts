// Alerts and notifications settings (namespace `notifications`): the SMS phone set-up texts of
// part 1 and part 3 section 8. `digits` is the length of the verification code.
const messages = {
  sms: {
    gatewayIssue: "We're having trouble sending text messages right now. Please try again later.",
    badPhoneNumber: 'This phone number is invalid or not supported.',
    alreadyVerified: 'This phone number has already been verified.',
    badVerificationCode: 'Incorrect verification code',
    tooManyTriesSetup: 'Too many setup attempts. Please try again later.',
    tooManyTriesResend: 'Too many requests to resend the code. Please try again later.',
    invalidFreeTrial: "Text message alerts aren't available during a free trial.",
    recaptchaFailed: 'reCAPTCHA verification failed',
    undefinedError: 'We encountered an unexpected error. Please try again or contact support.',
    removeFailed: 'Unable to remove phone number',
    codeLength: 'The verification code must be {{digits}} digits.',
  },
} as const;

export default messages;
