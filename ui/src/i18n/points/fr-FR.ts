import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'Nous ne pouvons plus suivre ce programme. Pour consulter votre activité, rendez-vous sur le site web du programme.',
    securityQuestion: '{{program}} vous demande de répondre à une question de sécurité.',
    unableToGather:
      'Nous ne parvenons pas à récupérer les informations de votre compte pour le moment. Veuillez réessayer plus tard ou, si ce message persiste, contacter l’assistance.',
    temporarilyDisabled: 'Ce programme est temporairement désactivé. Veuillez réessayer plus tard.',
    siteNeedsAttention:
      'Le site web du programme requiert votre attention avant que nous puissions récupérer les informations de votre compte. Veuillez vous connecter au site web du programme, puis réessayer.',
    accountLocked:
      'D’après le site web, votre compte a été verrouillé (souvent à la suite de plusieurs échecs de connexion). Veuillez mettre à jour vos identifiants de connexion ou contacter le programme pour en savoir plus.',
    invalidCredentials:
      'La combinaison nom d’utilisateur et mot de passe que vous avez saisie semble incorrecte. Veuillez mettre à jour vos identifiants de connexion ou contacter le programme pour en savoir plus.',
    editToTrack: 'Modifiez votre compte pour que ce programme soit suivi automatiquement.',
    forwardStatementNew: 'Nouveau ! Suivez votre solde en transférant votre relevé de compte à {{email}}.',
    balanceOutOfDate: 'Votre solde n’est pas à jour. Veuillez transférer le relevé de votre programme de fidélité à {{email}}.',
    forwardToStart: 'Pour commencer, transférez les relevés de vos programmes de fidélité à {{email}}.',
    cannotAccess: 'Nous ne pouvons pas accéder aux informations de votre compte pour le moment. Veuillez réessayer plus tard.',
  },
  label: {
    updating: 'Mise à jour en cours',
    signInProblem: 'Problème de connexion',
    securityAnswerNeeded: 'Réponse de sécurité requise',
    notSupported: 'Non pris en charge',
    timeout: 'Délai dépassé',
    disabled: 'Désactivé',
    providerError: 'Erreur du site du programme',
    lockout: 'Compte verrouillé',
    pendingUserUpdate: 'Mise à jour requise',
    deprecated: 'Plus suivi',
    deprecatedEmailTracked: 'Suivi par e-mail',
    emailTrackedOutOfDate: 'Solde non actualisé',
    genericError: 'Erreur',
  },
};

export default messages;
