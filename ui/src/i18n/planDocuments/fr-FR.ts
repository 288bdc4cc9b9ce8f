import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Documents',
  hint: 'GIF, JPEG, PNG ou PDF, jusqu’à {{maxMegabytes}} Mo par fichier (images jusqu’à {{maxSide}} × {{maxSide}} pixels). Jusqu’à {{max}} documents par plan.',
  limitReached: 'Ce plan a atteint la limite de {{max}} documents. Supprimez-en un pour en ajouter un autre.',
  upload: 'Ajouter un document',
  uploading: 'Envoi de {{name}}…',
  uploaded: '{{name}} a été ajouté.',
  loading: 'Chargement des documents…',
  loadError: 'Impossible de charger les documents.',
  retry: 'Réessayer',
  empty: 'Aucun document pour l’instant. Ajoutez vos cartes d’embarquement, billets ou confirmations de réservation.',
  download: 'Télécharger {{name}}',
  pdf: 'PDF',
  image: 'Image',
  size: {
    bytes: '{{value}} octets',
    kilobytes: '{{value}} Ko',
    megabytes: '{{value}} Mo',
  },
  actions: {
    rename: 'Renommer',
    renameLabel: 'Renommer {{name}}',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer {{name}}',
  },
  cancel: 'Annuler',
  rename: {
    title: 'Renommer le document',
    label: 'Nom du document',
    save: 'Enregistrer',
    success: 'Le document a été renommé en {{name}}.',
  },
  delete: {
    title: 'Supprimer ce document ?',
    body: '« {{name}} » sera supprimé pour tous les participants de ce voyage. Cette action est irréversible.',
    confirm: 'Supprimer le document',
    success: '{{name}} a été supprimé.',
  },
  errors: {
    fileRefused: 'Impossible d’ajouter « {{name}} ». {{reason}}',
    nameRequired: 'Veuillez saisir un nom pour le document.',
    nameTooLong: 'Le nom du document est trop long.',
    limit: 'Un plan peut contenir jusqu’à {{max}} documents. Supprimez-en un pour en ajouter un autre.',
    failed: 'Une erreur s’est produite. Veuillez réessayer.',
    code: '(Code d’erreur : {{code}})',
  },
};

export default messages;
