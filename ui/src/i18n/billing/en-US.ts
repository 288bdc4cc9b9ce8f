// Pro subscription and billing (namespace `billing`). Card form and status pill texts follow part 3
// section 8 of the spec; `date` is formatted by the UI in the user's date order.
const messages = {
  card: {
    typeNotAccepted: 'card type must be Visa, MasterCard, Discover or American Express',
    invalidNumber: 'Invalid card number.',
    invalidSecurityCode: 'Invalid security code.',
    expirationRequired: 'Expiration required',
    expiryInPast: 'Expiry must be in the future',
    invalidZip: 'Invalid Zip/Postal code.',
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
    cancelFailed: 'Error attempting to cancel pro subscription, please contact support',
    receiptLoadFailed: 'Unable to load receipt',
  },
  pill: {
    active: 'Active',
    canceled: 'Canceled on {{date}}',
    canceledUndated: 'Canceled',
    suspended: 'Suspended',
    expired: 'Expired',
  },
} as const;

export default messages;
