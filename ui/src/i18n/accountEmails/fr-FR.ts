import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  add: {
    link: 'Ajouter une adresse e-mail',
    manageLink: 'Gérer {{email}}',
    title: 'Ajouter une adresse e-mail',
    intro:
      'Ajoutez une autre adresse que vous utilisez : les réservations envoyées depuis celle-ci vous parviendront et vous pourrez vous connecter avec. Nous y enverrons un lien pour la confirmer.',
    email: 'Adresse e-mail',
    submit: 'Envoyer l’e-mail de vérification',
    sending: 'Envoi…',
    cancel: 'Annuler',
    sent: 'Nous avons envoyé un lien à {{email}}. Ouvrez-le dans les 24 heures pour confirmer l’adresse.',
  },
  manage: {
    title: 'Gérer l’adresse e-mail',
    back: 'Retour au profil',
    loading: 'Chargement de l’adresse e-mail…',
    notFound: 'Cette adresse e-mail ne figure pas sur votre compte.',
    status: 'État',
    primary: 'Principale',
    confirmed: 'Confirmée',
    unconfirmed: 'Pas encore confirmée : ouvrez le lien que nous avons envoyé à cette adresse.',
    primaryHelp: 'Votre adresse principale reçoit les e-mails de Waybook. Elle ne peut pas être supprimée.',
    resend: 'Renvoyer l’e-mail de vérification',
    resent: 'Nous avons envoyé un nouveau lien à {{email}}.',
    makePrimary: 'Définir comme principale',
    madePrimary: '{{email}} est désormais votre adresse e-mail principale.',
    primaryNeedsConfirmation: 'Seule une adresse confirmée peut devenir principale.',
    remove: 'Supprimer l’adresse e-mail',
    removeTitle: 'Supprimer l’adresse e-mail',
    removeBody:
      'Supprimer {{email}} de votre compte ? Vous ne pourrez plus vous connecter avec, et les réservations envoyées depuis cette adresse ne vous parviendront plus.',
    removeConfirm: 'Supprimer',
    removeCancel: 'La garder',
    removed: '{{email}} a été supprimée.',
    confirming: 'Confirmation de votre adresse e-mail…',
    confirmedNow: '{{email}} est confirmée.',
    sharingLegend: 'Réservations importées depuis cette adresse',
    sharingHelp: 'Indique si les réservations importées depuis les e-mails envoyés par cette adresse sont partagées avec votre outil de notes de frais.',
    sharing: {
      concur_sharing_none: 'Aucun choix pour l’instant',
      concur_sharing_yes: 'Partager avec mon outil de notes de frais',
      concur_sharing_no: 'Ne pas partager',
    },
    sharingSaved: 'Votre choix a été enregistré.',
  },
  errors: {
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    notAdded: '{{email}} n’a pas pu être ajoutée à votre compte.',
    sendFailed: 'Impossible d’envoyer l’e-mail de vérification',
    resendFailed: 'Impossible de renvoyer l’e-mail de vérification',
    primaryFailed: 'Impossible de modifier l’adresse e-mail principale',
    removeFailed: 'Impossible de supprimer l’adresse e-mail',
    sharingFailed: 'Impossible de modifier le partage des réservations importées',
    invalidLink: 'Ce lien a expiré ou a déjà été utilisé. Envoyez un nouvel e-mail de vérification ci-dessous.',
    otherAccount: 'Ce lien a été envoyé pour un autre compte. Veuillez vous déconnecter et réessayer.',
    loadFailed: 'Impossible de charger vos adresses e-mail. Veuillez réessayer.',
  },
};

export default messages;
