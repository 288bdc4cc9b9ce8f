import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Cambiar contraseña',
  heading: 'Cambiar contraseña',
  intro: 'Elija una contraseña nueva. Seguirá con la sesión iniciada aquí; se cerrará en todos los demás navegadores conectados a su cuenta.',
  current: 'Contraseña actual',
  new: 'Contraseña nueva',
  newHelp: 'De 8 a 64 caracteres, que no sea un correo electrónico ni su contraseña actual.',
  confirm: 'Confirme la contraseña nueva',
  submit: 'Cambiar contraseña',
  saving: 'Cambiando la contraseña…',
  cancel: 'Cancelar',
  changed: 'Cambiamos su contraseña y cerramos la sesión en todos los demás navegadores conectados a su cuenta.',
  currentIncorrect: 'La contraseña actual no es correcta. Intente de nuevo.',
  throttled: 'Demasiados intentos fallidos de cambiar la contraseña. Intente de nuevo más tarde.',
  failed: 'No se pudo cambiar la contraseña. Intente de nuevo.',
  forgot: '¿Olvidó su contraseña?',
};

export default messages;
