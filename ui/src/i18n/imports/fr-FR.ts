import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Importer une réservation',
  modal: {
    title: 'Importer une réservation',
    intro:
      'Ajoutez des plans depuis une confirmation : un e-mail enregistré (.eml), un fichier de calendrier (.ics), une carte Apple Wallet (.pkpass), ou le PDF ou la photo d’une carte d’embarquement.',
    intoTrip: 'Les plans seront ajoutés à ce voyage.',
    anywhere: 'Nous rangerons les plans dans le voyage qui couvre leurs dates, ou créerons un nouveau voyage pour eux.',
    dropLabel: 'Fichier de réservation',
    drop: 'Déposez un fichier ici, ou',
    choose: 'Choisir un fichier',
    hint: '.eml, .ics, .pkpass, PDF, PNG, JPEG ou GIF, jusqu’à {{maxMegabytes}} Mo.',
    reading: 'Import de {{name}}…',
    close: 'Fermer',
    another: 'Importer un autre fichier',
  },
  result: {
    heading_one: '{{count}} plan importé depuis {{name}}',
    heading_other: '{{count}} plans importés depuis {{name}}',
    plansLabel: 'Plans importés',
    createdTrip: 'Nous avons créé un nouveau voyage pour ces plans.',
    inTrip: 'Les plans sont dans votre voyage.',
    unfiled: 'Les plans ne sont rattachés à aucun voyage pour l’instant : retrouvez-les dans Plans non rattachés.',
    openTrip: 'Ouvrir le voyage',
    openUnfiled: 'Voir les plans non rattachés',
    outcome: {
      created: 'Ajouté',
      updated: 'Mis à jour',
      unchanged: 'Déjà à jour',
      conflict: 'Vol modifié : choisissez une version',
    },
  },
  errors: {
    title: 'Impossible d’importer {{name}}.',
    'too-large': 'Le fichier dépasse {{maxMegabytes}} Mo.',
    unsupported:
      'Ce type de fichier ne peut pas être lu. Importez un e-mail enregistré (.eml), un fichier de calendrier (.ics), une carte Apple Wallet (.pkpass), ou le PDF ou la photo (PNG, JPEG, GIF) d’une carte d’embarquement.',
    'nothing-found':
      'Aucune réservation n’a été trouvée dans ce fichier. Essayez avec l’e-mail de confirmation d’origine de la compagnie, de l’hôtel ou de l’agence.',
    'not-allowed': 'Vous ne pouvez pas ajouter de plans à ce voyage. Demandez à son propriétaire de vous donner le droit de le modifier.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  forward: {
    heading: 'Transférer vos e-mails de réservation',
    loading: 'Chargement de votre adresse de transfert…',
    loadFailed: 'Impossible de charger votre adresse de transfert. Rechargez la page pour réessayer.',
    intro:
      'Transférez les confirmations des compagnies aériennes, hôtels, loueurs de voitures et agences de voyages : nous ajouterons les plans à vos voyages.',
    sharedLabel: 'Adresse de transfert',
    sharedHint: 'Envoyez-les depuis l’une de vos adresses e-mail confirmées ci-dessus, afin que nous sachions que ces plans sont bien les vôtres.',
    copy: 'Copier',
    copied: 'Adresse copiée dans le presse-papiers.',
    copyFailed: 'Impossible de copier dans le presse-papiers',
    personalHeading: 'Votre adresse de transfert personnelle',
    personalIntro:
      'Cette adresse accepte les réservations de n’importe quel expéditeur, par exemple un agent de voyages ou un assistant. Gardez-la pour vous : toute personne qui la connaît peut ajouter des plans à vos voyages.',
    personalLabel: 'Adresse de transfert personnelle',
    shownOnce: 'Copiez-la maintenant : pour votre sécurité, nous ne l’affichons qu’une seule fois.',
    personalMade:
      'Vous avez créé une adresse de transfert personnelle le {{date}}. Nous ne l’affichons qu’une seule fois ; si vous ne l’avez plus, créez-en une nouvelle.',
    make: 'Créer une adresse personnelle',
    makeNew: 'Créer une nouvelle adresse',
    makeNewHint: 'Votre adresse personnelle actuelle cesse de fonctionner dès que vous en créez une nouvelle.',
    making: 'Création de votre adresse…',
    makeFailed: 'Impossible de créer une adresse personnelle. Veuillez réessayer.',
    off: 'Ce serveur Waybook n’accepte pas les e-mails transférés. Vous pouvez toujours importer une confirmation enregistrée depuis vos voyages.',
    offLink: 'Accéder à vos voyages',
  },
  note: {
    label: 'Origine de ce plan',
    text: 'Importé depuis « {{subject}} », envoyé par {{sender}} le {{date}}',
    noSubject: 'Importé depuis un message envoyé par {{sender}} le {{date}}',
    file: 'Importé depuis un fichier le {{date}}',
    original: 'Voir l’e-mail d’origine',
  },
};

export default messages;
