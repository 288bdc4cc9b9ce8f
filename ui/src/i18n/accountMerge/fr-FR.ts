import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Fusionner des comptes',
    intro: 'Vous avez un second compte Waybook avec une autre adresse e-mail ? Regroupez-le avec celui-ci.',
    whatHeading: 'Ce que fait la fusion',
    what: {
      moves: 'Les voyages, réservations, documents, adresses e-mail et partages de l’autre compte passent dans ce compte.',
      closes: 'L’autre compte est ensuite fermé : connectez-vous désormais avec ce compte.',
      link: 'Nous envoyons un lien à l’autre adresse. Ouvrez-le en étant connecté à ce compte. Le lien ne fonctionne qu’une fois, pendant un jour.',
    },
    email: 'Adresse e-mail de l’autre compte',
    emailHelp: 'Vous devez avoir accès à cette boîte de réception.',
    submit: 'Envoyer le lien de fusion',
    sending: 'Envoi…',
    back: 'Retour à Gérer le compte',
    sent: 'Si {{email}} correspond à un compte Waybook, un lien de fusion y a été envoyé. Ouvrez-le en étant connecté à ce compte.',
    link: 'Fusionner un autre compte avec celui-ci',
  },
  modal: {
    title: 'Fusionner des comptes',
    intro: 'Fusionner le compte auquel ce lien a été envoyé avec le compte auquel vous êtes connecté ?',
    confirm: 'Fusionner les comptes',
    merging: 'Fusion…',
    cancel: 'Annuler',
    close: 'Fermer',
    signOut: 'Se déconnecter',
    merged: 'Comptes fusionnés. Transférés dans ce compte : voyages {{trips}}, réservations {{plans}}, adresses e-mail {{emails}}.',
  },
  failures: {
    'rate-limit': 'Trop de demandes de fusion. Patientez quelques minutes puis réessayez.',
    'expired-link': 'Ce lien de fusion a expiré. Demandez-en un nouveau depuis Fusionner des comptes.',
    'account-mismatch': 'Veuillez vous déconnecter et réessayer.',
    'invalid-link': 'Ce lien de fusion n’est pas valide ou a déjà été utilisé.',
    'invalid-email': 'Saisissez une adresse e-mail valide.',
    generic: 'Impossible de fusionner les comptes. Réessayez ou contactez l’assistance.',
    failed: 'Impossible de fusionner les comptes. Réessayez ou contactez l’assistance.',
    sendFailed: 'Impossible d’envoyer l’e-mail de fusion des comptes',
  },
};

export default messages;
