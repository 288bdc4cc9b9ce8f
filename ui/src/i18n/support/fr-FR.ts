import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'Contacter l’assistance',
  },
  page: {
    title: 'Aide et assistance',
    intro: 'Trouvez votre réponse par thème, ou écrivez à notre équipe d’assistance.',
  },
  help: {
    heading: 'L’aide par thème',
    helpCenter: 'Consulter le centre d’aide',
    helpCenterHint: 'Des articles et des guides sur toutes les fonctions de Waybook.',
    newTab: '(s’ouvre dans un nouvel onglet)',
    topics: {
      gettingStarted: {
        title: 'Premiers pas',
        body: 'Créez un voyage pour votre prochain départ, puis ajoutez-y vos vols, hôtels, locations de voiture et autres plans.',
        link: 'Ajouter un voyage',
      },
      tripsAndPlans: {
        title: 'Voyages et plans',
        body: 'Retrouvez chaque voyage sur une seule frise, modifiez ou déplacez un plan, joignez des documents et imprimez votre itinéraire.',
        link: 'Voir mes voyages',
      },
      sharing: {
        title: 'Partage',
        body: 'Invitez vos compagnons de route à un voyage, ou partagez tous vos voyages avec votre Inner Circle.',
        link: 'Paramètres de partage',
      },
      importingByEmail: {
        title: 'Importer par e-mail',
        body: 'Transférez vos confirmations de réservation à votre adresse de transfert : Waybook ajoute les plans à vos voyages.',
        link: 'Mon adresse de transfert',
        policy: 'Politique de données pour l’import d’e-mails',
      },
      calendarFeed: {
        title: 'Flux de calendrier',
        body: 'Abonnez-vous à vos voyages depuis Google Agenda, Calendrier d’Apple, Outlook ou toute autre application de calendrier.',
        link: 'Paramètres du flux de calendrier',
      },
      proAndBilling: {
        title: 'Pro et facturation',
        body: 'Consultez votre abonnement, changez de carte, téléchargez vos reçus ou résiliez Pro.',
        link: 'Abonnement et facturation',
      },
      accountAndPrivacy: {
        title: 'Compte et confidentialité',
        body: 'Changez votre mot de passe et vos adresses e-mail, fusionnez ou supprimez votre compte, et découvrez comment nous utilisons vos données.',
        link: 'Gérer mon compte',
        privacy: 'Politique de confidentialité',
        agreement: 'Conditions d’utilisation',
      },
    },
  },
  form: {
    heading: 'Contacter l’assistance',
    intro: 'Notre équipe d’assistance répond par e-mail. Les champs marqués d’un * sont obligatoires.',
    email: 'Votre adresse e-mail',
    emailHelp: 'Nous répondons à cette adresse, l’adresse principale de votre compte.',
    topic: 'Thème',
    topicPlaceholder: 'Choisissez un thème',
    topics: {
      'getting-started': 'Premiers pas',
      'trips-and-plans': 'Voyages et plans',
      sharing: 'Partage',
      'importing-by-email': 'Importer par e-mail',
      'calendar-feed': 'Flux de calendrier',
      'pro-and-billing': 'Pro et facturation',
      'account-and-privacy': 'Compte et confidentialité',
      other: 'Autre chose',
    },
    message: 'Message',
    messageHelp: 'Dites-nous ce qui s’est passé et ce que vous attendiez (de {{min}} à {{max}} caractères).',
    tripLink: 'Lien vers le voyage (facultatif)',
    tripLinkHelp: 'S’il s’agit d’un voyage, copiez l’adresse de la page du voyage depuis votre navigateur.',
    submit: 'Envoyer le message',
    sending: 'Envoi…',
  },
  errors: {
    topicRequired: 'Choisissez un thème.',
    messageRequired: 'Écrivez votre message.',
    messageTooShort: 'Écrivez au moins {{min}} caractères.',
    tripLinkInvalid: 'Ce n’est pas l’adresse d’un voyage Waybook. Ouvrez le voyage et copiez l’adresse depuis votre navigateur.',
    'rate-limit': 'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes, puis renvoyez celui-ci.',
    'no-address': 'Votre compte n’a aucune adresse e-mail à laquelle vous répondre. Ajoutez-en une dans Gérer mon compte, puis renvoyez votre message.',
    offline: 'Vous semblez hors ligne. Votre message est toujours là : renvoyez-le dès que vous êtes de nouveau connecté.',
    failed: 'Votre message n’a pas pu être envoyé. Réessayez dans un instant.',
  },
  sent: {
    heading: 'Message envoyé',
    body: 'Merci. Notre équipe d’assistance a bien reçu votre message et vous répondra à {{email}}.',
    reference: 'Votre référence : {{reference}}',
    another: 'Écrire un autre message',
  },
};

export default messages;
