import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Vos données',
    intro: 'Emportez une copie de vos voyages où vous voulez, ou faites venir des voyages d’un autre compte Waybook ou de TripIt.',
  },
  exportTrip: 'Exporter ce voyage',
  export: {
    heading: 'Exporter toutes mes données',
    intro:
      'Un seul fichier .zip avec vos voyages, vos plans, vos documents et votre profil : export.json (que Waybook peut réimporter), trips.ics pour les agendas et plans.csv pour les tableurs.',
    start: 'Exporter toutes mes données',
    tripHeading: 'Exporter ce voyage',
    tripIntro: 'La même archive, avec seulement « {{name}} ».',
    tripIntroUnnamed: 'La même archive, avec seulement ce voyage.',
    startTrip: 'Exporter ce voyage',
    progress: 'Progression de l’export',
    preparing: 'Préparation de votre archive…',
    ready: 'Votre archive est prête.',
    download: 'Télécharger {{fileName}}',
    expires: 'Le lien de téléchargement est valable 24 heures.',
    expired: 'Cette archive a expiré. Lancez un nouvel export pour en obtenir une autre.',
  },
  import: {
    heading: 'Importer des voyages',
    intro:
      'Importez un export Waybook (le fichier .zip, ou son export.json) ou votre flux d’agenda TripIt (.ics). Tout est ajouté comme nouveaux voyages et plans ; rien de ce que vous avez déjà ne change.',
    choose: 'Choisir un fichier à importer',
    hint: 'Un fichier .zip, .json ou .ics de {{maxMegabytes}} Mo au maximum. Depuis TripIt, enregistrez le fichier qu’ouvre le lien de votre flux d’agenda.',
    running: 'Import de {{name}}…',
    progress: 'Progression de l’import',
    done: 'Import terminé : {{trips}}, {{plans}} et {{documents}} ajoutés.',
    trips_one: '{{count}} voyage',
    trips_other: '{{count}} voyages',
    plans_one: '{{count}} plan',
    plans_other: '{{count}} plans',
    documents_one: '{{count}} document',
    documents_other: '{{count}} documents',
    nothingWritten: 'Rien n’a été ajouté.',
  },
  errors: {
    data_import_unsupported: 'Ce fichier n’est ni un export Waybook ni un agenda. Choisissez un fichier .zip, export.json ou .ics.',
    data_import_too_large: 'Ce fichier dépasse 25 Mo.',
    data_import_unreadable: 'Ce fichier n’a pas pu être lu. Il est peut-être endommagé : exportez-le de nouveau et réessayez.',
    data_import_version: 'Cet export a été créé par une version plus récente de Waybook et ne peut pas être lu ici.',
    data_import_invalid: 'Un élément de ce fichier ne respecte pas les règles de Waybook (une date ou un champ), donc rien n’a été importé.',
    data_import_empty: 'Ce fichier ne contient ni voyage ni plan.',
    data_import_document_limit: 'Un plan de ce fichier a plus de documents que votre compte n’en autorise.',
    data_import_failed: 'L’import n’a pas abouti. Veuillez réessayer.',
    busy: 'Une opération est déjà en cours. Attendez qu’elle se termine.',
    'export-failed': 'Votre archive n’a pas pu être préparée. Veuillez réessayer.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
  },
};

export default messages;
