import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: 'Photo',
  current: 'Votre photo de profil',
  none: 'Pas encore de photo',
  hint: 'JPEG, PNG ou WebP, jusqu’à {{maxMegabytes}} Mo et {{maxSide}}\u00a0×\u00a0{{maxSide}} pixels.',
  upload: 'Ajouter une photo',
  change: 'Changer de photo',
  uploading: 'Envoi de votre photo…',
  remove: 'Supprimer la photo',
  removing: 'Suppression de votre photo…',
  uploaded: 'Votre photo a été mise à jour.',
  removed: 'Votre photo a été supprimée.',
  errors: {
    empty: 'Ce fichier est vide. Choisissez une photo.',
    tooLarge: 'Cette photo dépasse {{maxMegabytes}} Mo. Choisissez-en une plus légère.',
    unsupportedType: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
    unreadable: 'Impossible de lire cette image. Essayez avec un autre fichier.',
    tooManyPixels: 'Cette photo dépasse {{maxSide}}\u00a0×\u00a0{{maxSide}} pixels. Choisissez-en une plus petite.',
    failed: 'Impossible de mettre à jour votre photo. Veuillez réessayer.',
  },
};

export default messages;
