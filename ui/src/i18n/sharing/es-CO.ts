import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: 'Se produjo un error inesperado. Inténtelo de nuevo o comuníquese con soporte.',
    alreadyInvited: 'Ya invitó a {{email}}.',
    jurisdictionBlocked: 'No es posible invitar a {{email}} a su Inner Circle porque esa cuenta pertenece a otra región.',
    cannotInviteSelf: 'No puede enviarse una invitación a su propio Inner Circle.',
  },
  calendarFeed: {
    updateFailed: 'No se pudo actualizar el feed del calendario',
    urlSaveFailed: 'No se pudo guardar la URL del feed del calendario',
    resetOrDisableFailed: 'No se pudo restablecer o desactivar el feed del calendario',
    propagationNotice: 'Los cambios pueden tardar hasta {{hours}} horas en verse reflejados.',
  },
  publicSharing: {
    resetFailed: 'No se pudo restablecer la URL para compartir públicamente',
    disabledForUser: 'La opción de compartir viajes públicamente está desactivada para su cuenta.',
    updateFailed: 'No se pudo actualizar la opción de compartir públicamente',
  },
};

export default messages;
