// L’écran Partage du compte (/account/sharing) : Inner Circle et partage public (espace de noms `accountSharing`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: 'Partage : Inner Circle et liens publics',
  title: 'Partage',
  intro: 'Choisissez qui voit vos voyages sans devoir l’inviter voyage par voyage, et si vos voyages peuvent avoir un lien public.',
  loading: 'Chargement de votre Inner Circle…',
  loadFailed: 'Impossible de charger votre Inner Circle.',
  retry: 'Réessayer',
  circle: {
    heading: 'Inner Circle',
    explain:
      'Les membres de votre Inner Circle voient chaque voyage que vous partagez avec votre Inner Circle. « Modification autorisée » leur permet aussi de modifier ces voyages et d’en voir les coûts, numéros de confirmation, documents et autres voyageurs.',
    invite: 'Inviter des personnes',
    members: 'Personnes avec qui vous partagez',
    membersEmpty: 'Vous ne partagez encore vos voyages avec personne.',
    sent: 'Invitations envoyées',
    received: 'Invitations reçues',
    receivedBody: '{{name}} souhaite partager ses voyages avec vous ({{permission}}).',
    sharers: 'Personnes qui partagent avec vous',
    sharersEmpty: 'Personne ne partage encore ses voyages avec vous.',
    sharerPermission: 'Vos droits : {{permission}}',
    permissionFor: 'Droits de {{name}}',
    remove: 'Retirer',
    removeFor: 'Retirer {{name}} de votre Inner Circle',
    withdraw: 'Annuler l’invitation',
    withdrawFor: 'Annuler l’invitation envoyée à {{email}}',
    accept: 'Accepter',
    acceptFrom: 'Accepter l’invitation de {{name}}',
    ignore: 'Ignorer',
    ignoreFrom: 'Ignorer l’invitation de {{name}}',
    leave: 'Me retirer',
    leaveFrom: 'Vous retirer de l’Inner Circle de {{name}}',
    pending: 'En attente de réponse',
    unnamed: 'Personne sans nom',
  },
  permission: {
    viewOnly: 'Lecture seule',
    canEdit: 'Modification autorisée',
  },
  done: {
    invited: 'Invitations envoyées à {{addresses}}.',
    accepted: 'Vous faites maintenant partie de l’Inner Circle de {{name}}.',
    ignored: 'Invitation ignorée.',
    removed: '{{name}} ne fait plus partie de votre Inner Circle.',
    left: 'Vous avez quitté l’Inner Circle de {{name}}.',
    withdrawn: 'Invitation à {{email}} annulée.',
    permission: 'Les droits de {{name}} sont désormais : {{permission}}.',
  },
  modal: {
    title: 'Inviter des personnes dans votre Inner Circle',
    addresses: 'Adresses e-mail',
    addressesHint: 'Séparez les adresses par des espaces, des virgules ou des points-virgules.',
    permission: 'Droits',
    message: 'Message personnel (facultatif)',
    send: 'Envoyer les invitations',
    sending: 'Envoi en cours…',
    cancel: 'Annuler',
    invalidAddress: 'Vérifiez « {{address}} ».',
  },
  public: {
    heading: 'Partage public',
    explain:
      'Quand le partage public est activé, vous pouvez donner à chacun de vos voyages un lien public que tout le monde peut ouvrir sans se connecter. Le désactiver coupe aussitôt tous les liens publics de vos voyages ; le réactiver remet en service les mêmes liens.',
    switch: 'Autoriser les liens publics vers mes voyages',
    on: 'Les liens publics vers vos voyages fonctionnent.',
    off: 'Les liens publics vers vos voyages sont désactivés.',
    confirmTitle: 'Désactiver le partage public ?',
    confirmBody:
      'Tous les liens publics vers vos voyages cesseront aussitôt de fonctionner, et aucun nouveau lien ne pourra être créé avant que vous ne réactiviez le partage public.',
    confirm: 'Désactiver',
    cancel: 'Le laisser activé',
    turnedOff: 'Le partage public est désactivé.',
    turnedOn: 'Le partage public est activé.',
  },
};

export default messages;
