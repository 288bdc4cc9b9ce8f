import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
    alreadyInvited: 'Sie haben {{email}} bereits eingeladen.',
    jurisdictionBlocked: '{{email}} kann nicht in Ihren Inner Circle eingeladen werden, da dieses Konto einer anderen Region zugeordnet ist.',
    cannotInviteSelf: 'Sie können sich nicht selbst in Ihren Inner Circle einladen.',
  },
  calendarFeed: {
    updateFailed: 'Kalender-Feed konnte nicht aktualisiert werden',
    urlSaveFailed: 'URL des Kalender-Feeds konnte nicht gespeichert werden',
    resetOrDisableFailed: 'Kalender-Feed konnte nicht zurückgesetzt oder deaktiviert werden',
    propagationNotice: 'Es kann bis zu {{hours}} Stunden dauern, bis Änderungen angezeigt werden.',
  },
  publicSharing: {
    resetFailed: 'Öffentliche Freigabe-URL konnte nicht zurückgesetzt werden',
    disabledForUser: 'Das öffentliche Teilen von Reisen ist für Ihr Konto deaktiviert.',
    updateFailed: 'Öffentliche Freigabe konnte nicht aktualisiert werden',
  },
};

export default messages;
