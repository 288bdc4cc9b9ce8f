import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Importer une réservation',
  modal: {
    title: 'Importer une réservation',
    intro: 'Ajoutez des plans depuis une confirmation : un e-mail enregistré (.eml), un fichier de calendrier (.ics) ou une carte Apple Wallet (.pkpass).',
    intoTrip: 'Les plans seront ajoutés à ce voyage.',
    anywhere: 'Nous rangerons les plans dans le voyage qui couvre leurs dates, ou créerons un nouveau voyage pour eux.',
    dropLabel: 'Fichier de réservation',
    drop: 'Déposez un fichier ici, ou',
    choose: 'Choisir un fichier',
    hint: '.eml, .ics ou .pkpass, jusqu’à {{maxMegabytes}} Mo.',
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
    unfiled: 'Les plans ne sont rattachés à aucun voyage pour l’instant : retrouvez-les dans Plans non rattachés.',
    openTrip: 'Ouvrir le voyage',
    openUnfiled: 'Voir les plans non rattachés',
    outcome: {
      created: 'Ajouté',
      updated: 'Mis à jour',
      unchanged: 'Déjà à jour',
      conflict: 'Vol modifié : choisissez une version',
    },
  },
  errors: {
    title: 'Impossible d’importer {{name}}.',
    'too-large': 'Le fichier dépasse {{maxMegabytes}} Mo.',
    unsupported:
      'Ce type de fichier ne peut pas être lu. Importez un e-mail enregistré (.eml), un fichier de calendrier (.ics) ou une carte Apple Wallet (.pkpass). Les PDF et les photos de cartes d’embarquement ne sont pas encore pris en charge.',
    'nothing-found':
      'Aucune réservation n’a été trouvée dans ce fichier. Essayez avec l’e-mail de confirmation d’origine de la compagnie, de l’hôtel ou de l’agence.',
    'not-allowed': 'Vous ne pouvez pas ajouter de plans à ce voyage. Demandez à son propriétaire de vous donner le droit de le modifier.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
  note: {
    label: 'Origine de ce plan',
    text: 'Importé depuis « {{subject}} », envoyé par {{sender}} le {{date}}',
    noSubject: 'Importé depuis un message envoyé par {{sender}} le {{date}}',
    file: 'Importé depuis un fichier le {{date}}',
    original: 'Voir l’e-mail d’origine',
  },
};

export default messages;
