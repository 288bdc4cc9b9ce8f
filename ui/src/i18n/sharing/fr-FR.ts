import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: 'Une erreur inattendue s’est produite. Veuillez réessayer ou contacter l’assistance.',
    alreadyInvited: 'Vous avez déjà invité {{email}}.',
    jurisdictionBlocked: 'Impossible d’inviter {{email}} dans votre Inner Circle : son compte relève d’une autre région.',
    cannotInviteSelf: 'Vous ne pouvez pas vous inviter vous-même dans votre Inner Circle.',
  },
  calendarFeed: {
    updateFailed: 'Impossible de mettre à jour le flux de calendrier',
    urlSaveFailed: 'Impossible d’enregistrer l’URL du flux de calendrier',
    resetOrDisableFailed: 'Impossible de réinitialiser ou de désactiver le flux de calendrier',
    propagationNotice: 'La prise en compte des modifications peut prendre jusqu’à {{hours}} heures.',
  },
  publicSharing: {
    resetFailed: 'Impossible de réinitialiser l’URL de partage public',
    disabledForUser: 'Le partage public des voyages est désactivé pour votre compte.',
    updateFailed: 'Impossible de mettre à jour le partage public',
  },
};

export default messages;
