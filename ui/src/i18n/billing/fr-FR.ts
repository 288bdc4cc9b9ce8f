import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'Le type de carte doit être Visa, MasterCard, Discover ou American Express',
    invalidNumber: 'Numéro de carte non valide.',
    invalidSecurityCode: 'Code de sécurité non valide.',
    expirationRequired: 'Date d’expiration obligatoire',
    expiryInPast: 'La date d’expiration doit se situer dans le futur',
    invalidZip: 'Code postal non valide.',
    countryRequired: 'Pays obligatoire',
  },
  pill: {
    active: 'Actif',
    canceled: 'Annulé le {{date}}',
    canceledUndated: 'Annulé',
    suspended: 'Suspendu',
    expired: 'Expiré',
  },
};

export default messages;
