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
    declined: 'Ihre Karte wurde abgelehnt.',
    invalid: 'Ungültige Kartendaten.',
    paymentServiceError: 'Der Zahlungsdienst ist nicht verfügbar. Bitte versuchen Sie es später erneut.',
    voidPaymentError: 'Das Upgrade konnte nicht abgeschlossen werden. Bitte wenden Sie sich an den Support.',
    serverError: 'Ihre Karte konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
  },
  promo: {
    invalid: 'Ungültiger Aktionscode',
    notEligibleForTrial: 'Leider können Sie keine kostenlose Testphase nutzen.',
    tooManyAttempts: 'Zu viele Aktionscodes ausprobiert. Bitte versuchen Sie es später erneut.',
  },
  error: {
    loadFailed: 'Abrechnungsdaten konnten nicht geladen werden',
    cancelFailed: 'Beim Kündigen des Pro-Abonnements ist ein Fehler aufgetreten. Bitte wenden Sie sich an den Support.',
    receiptLoadFailed: 'Beleg konnte nicht geladen werden',
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
