import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'Es werden nur Visa, MasterCard, Discover und American Express akzeptiert',
    invalidNumber: 'Ungültige Kartennummer.',
    invalidSecurityCode: 'Ungültiger Sicherheitscode.',
    expirationRequired: 'Ablaufdatum erforderlich',
    expiryInPast: 'Das Ablaufdatum muss in der Zukunft liegen',
    invalidZip: 'Ungültige Postleitzahl.',
    countryRequired: 'Land erforderlich',
  },
  pill: {
    active: 'Aktiv',
    canceled: 'Gekündigt am {{date}}',
    canceledUndated: 'Gekündigt',
    suspended: 'Ausgesetzt',
    expired: 'Abgelaufen',
  },
};

export default messages;
