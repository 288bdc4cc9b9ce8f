import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'card type must be Visa, Mastercard, Discover or American Express',
    invalidNumber: 'Invalid card number.',
    invalidSecurityCode: 'Invalid security code.',
    expirationRequired: 'Expiry date required',
    expiryInPast: 'Expiry must be in the future',
    invalidZip: 'Invalid postcode.',
    countryRequired: 'country required',
    declined: 'Your card was declined.',
    invalid: 'Invalid card details.',
    paymentServiceError: 'The payment service is unavailable. Please try again later.',
    voidPaymentError: 'We could not complete your upgrade. Please contact support.',
    serverError: 'We could not process your card. Please try again or contact support.',
  },
  promo: {
    invalid: 'Invalid Promo Code Provided',
    notEligibleForTrial: 'Sorry, you are not eligible for a free trial.',
    tooManyAttempts: 'Too many promo codes attempted. Please try again later.',
  },
  error: {
    loadFailed: 'Unable to load billing information',
    cancelFailed: 'Error attempting to cancel Pro subscription, please contact support',
    receiptLoadFailed: 'Unable to load receipt',
  },
  pill: {
    active: 'Active',
    canceled: 'Cancelled on {{date}}',
    canceledUndated: 'Cancelled',
    suspended: 'Suspended',
    expired: 'Expired',
  },
};

export default messages;
