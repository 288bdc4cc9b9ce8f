import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Combinar cuentas',
    intro: '¿Tienes una segunda cuenta de Waybook con otro correo electrónico? Pásala a esta.',
    whatHeading: 'Qué pasa al combinar',
    what: {
      moves: 'Los viajes, planes, documentos, correos electrónicos y permisos para compartir de la otra cuenta pasan a esta cuenta.',
      closes: 'Luego se cierra la otra cuenta: de ahora en adelante inicia sesión con esta.',
      link: 'Enviamos un enlace a la otra dirección. Ábrelo con la sesión iniciada en esta cuenta. El enlace funciona una sola vez, durante un día.',
    },
    email: 'Correo electrónico de la otra cuenta',
    emailHelp: 'Necesitas tener acceso a esa bandeja de entrada.',
    submit: 'Enviar enlace para combinar',
    sending: 'Enviando…',
    back: 'Volver a Administrar cuenta',
    sent: 'Si {{email}} pertenece a una cuenta de Waybook, te enviamos allí un enlace para combinar. Ábrelo con la sesión iniciada en esta cuenta.',
    link: 'Combinar otra cuenta con esta',
  },
  modal: {
    title: 'Combinar cuentas',
    intro: '¿Quieres combinar la cuenta a la que se envió este enlace con la cuenta en la que tienes la sesión iniciada?',
    confirm: 'Combinar cuentas',
    merging: 'Combinando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    signOut: 'Cerrar sesión',
    merged: 'Cuentas combinadas. Se pasaron a esta cuenta: viajes {{trips}}, planes {{plans}}, correos electrónicos {{emails}}.',
  },
  failures: {
    'rate-limit': 'Demasiadas solicitudes para combinar cuentas. Espera unos minutos e inténtalo de nuevo.',
    'expired-link': 'Este enlace para combinar venció. Pide uno nuevo desde Combinar cuentas.',
    'account-mismatch': 'Cierra sesión e inténtalo de nuevo.',
    'invalid-link': 'Este enlace para combinar no es válido o ya se usó.',
    'invalid-email': 'Escribe un correo electrónico válido.',
    generic: 'No se pudieron combinar las cuentas. Inténtalo de nuevo o comunícate con soporte.',
    failed: 'No se pudieron combinar las cuentas. Inténtalo de nuevo o comunícate con soporte.',
    sendFailed: 'No se pudo enviar el correo para combinar cuentas',
  },
};

export default messages;
