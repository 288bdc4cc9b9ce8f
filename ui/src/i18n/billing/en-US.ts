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
