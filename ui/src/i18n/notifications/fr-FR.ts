import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: 'Nous rencontrons actuellement des difficultés pour envoyer des SMS. Veuillez réessayer plus tard.',
    badPhoneNumber: 'Ce numéro de téléphone n’est pas valide ou n’est pas pris en charge.',
    alreadyVerified: 'Ce numéro de téléphone a déjà été vérifié.',
    badVerificationCode: 'Code de vérification incorrect',
    tooManyTriesSetup: 'Trop de tentatives de configuration. Veuillez réessayer plus tard.',
    tooManyTriesResend: 'Trop de demandes de renvoi du code. Veuillez réessayer plus tard.',
    invalidFreeTrial: 'Les alertes par SMS ne sont pas disponibles pendant un essai gratuit.',
    recaptchaFailed: 'Échec de la vérification reCAPTCHA',
    undefinedError: 'Une erreur inattendue s’est produite. Veuillez réessayer ou contacter l’assistance.',
    removeFailed: 'Impossible de supprimer le numéro de téléphone',
    codeLength: 'Le code de vérification doit comporter {{digits}} chiffres.',
  },
};

export default messages;
