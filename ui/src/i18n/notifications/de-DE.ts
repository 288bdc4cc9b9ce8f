import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: 'Beim Versand von SMS gibt es derzeit Probleme. Bitte versuchen Sie es später erneut.',
    badPhoneNumber: 'Diese Telefonnummer ist ungültig oder wird nicht unterstützt.',
    alreadyVerified: 'Diese Telefonnummer wurde bereits bestätigt.',
    badVerificationCode: 'Falscher Bestätigungscode',
    tooManyTriesSetup: 'Zu viele Einrichtungsversuche. Bitte versuchen Sie es später erneut.',
    tooManyTriesResend: 'Der Code wurde zu oft angefordert. Bitte versuchen Sie es später erneut.',
    invalidFreeTrial: 'SMS-Benachrichtigungen sind während eines kostenlosen Testzeitraums nicht verfügbar.',
    recaptchaFailed: 'reCAPTCHA-Überprüfung fehlgeschlagen',
    undefinedError: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    removeFailed: 'Telefonnummer konnte nicht entfernt werden',
    codeLength: 'Der Bestätigungscode muss aus {{digits}} Ziffern bestehen.',
  },
};

export default messages;
