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
