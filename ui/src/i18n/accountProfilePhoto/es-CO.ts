import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: 'Foto',
  current: 'Tu foto de perfil',
  none: 'Todavía no tienes foto',
  hint: 'JPEG, PNG o WebP, de hasta {{maxMegabytes}} MB y {{maxSide}}\u00a0×\u00a0{{maxSide}} píxeles.',
  upload: 'Subir foto',
  change: 'Cambiar foto',
  uploading: 'Subiendo tu foto…',
  remove: 'Eliminar foto',
  removing: 'Eliminando tu foto…',
  uploaded: 'Tu foto se actualizó.',
  removed: 'Tu foto se eliminó.',
  errors: {
    empty: 'Este archivo está vacío. Elige una foto.',
    tooLarge: 'Esta foto pesa más de {{maxMegabytes}} MB. Elige una más liviana.',
    unsupportedType: 'Este archivo no es una imagen JPEG, PNG o WebP.',
    unreadable: 'No pudimos leer esta imagen. Prueba con otro archivo.',
    tooManyPixels: 'Esta foto supera los {{maxSide}}\u00a0×\u00a0{{maxSide}} píxeles. Elige una más pequeña.',
    failed: 'No pudimos actualizar tu foto. Inténtalo de nuevo.',
  },
};

export default messages;
