import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Cambiar contraseña',
  heading: 'Cambiar contraseña',
  intro: 'Elige una contraseña nueva. Seguirás con la sesión iniciada aquí; se cerrará en todos los demás navegadores conectados a tu cuenta.',
  current: 'Contraseña actual',
  new: 'Contraseña nueva',
  newHelp: 'De 8 a 64 caracteres, que no sea un correo electrónico ni tu contraseña actual.',
  confirm: 'Confirma la contraseña nueva',
  submit: 'Cambiar contraseña',
  saving: 'Cambiando la contraseña…',
  cancel: 'Cancelar',
  changed: 'Hemos cambiado tu contraseña y cerrado la sesión en todos los demás navegadores conectados a tu cuenta.',
  currentIncorrect: 'La contraseña actual no es correcta. Inténtalo de nuevo.',
  throttled: 'Demasiados intentos fallidos de cambiar la contraseña. Inténtalo de nuevo más tarde.',
  failed: 'No se ha podido cambiar la contraseña. Inténtalo de nuevo.',
  forgot: '¿Has olvidado tu contraseña?',
};

export default messages;
