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
    declined: 'Votre carte a été refusée.',
    invalid: 'Informations de carte non valides.',
    paymentServiceError: 'Le service de paiement est indisponible. Veuillez réessayer plus tard.',
    voidPaymentError: 'Nous n’avons pas pu finaliser votre passage à Pro. Veuillez contacter l’assistance.',
    serverError: 'Nous n’avons pas pu traiter votre carte. Veuillez réessayer ou contacter l’assistance.',
  },
  promo: {
    invalid: 'Code promo non valide',
    notEligibleForTrial: 'Désolé, vous ne pouvez pas bénéficier d’un essai gratuit.',
    tooManyAttempts: 'Trop de codes promo essayés. Veuillez réessayer plus tard.',
  },
  error: {
    loadFailed: 'Impossible de charger les informations de facturation',
    cancelFailed: 'Erreur lors de l’annulation de l’abonnement Pro. Veuillez contacter l’assistance.',
    receiptLoadFailed: 'Impossible de charger le reçu',
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
