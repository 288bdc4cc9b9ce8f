import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: 'Foto',
  current: 'Tu foto de perfil',
  none: 'Todavía no hay foto',
  hint: 'JPEG, PNG o WebP, de hasta {{maxMegabytes}} MB y {{maxSide}}\u00a0×\u00a0{{maxSide}} píxeles.',
  upload: 'Subir foto',
  change: 'Cambiar foto',
  uploading: 'Subiendo tu foto…',
  remove: 'Quitar foto',
  removing: 'Quitando tu foto…',
  uploaded: 'Se ha actualizado tu foto.',
  removed: 'Se ha quitado tu foto.',
  errors: {
    empty: 'Este archivo está vacío. Elige una foto.',
    tooLarge: 'Esta foto ocupa más de {{maxMegabytes}} MB. Elige una más pequeña.',
    unsupportedType: 'Este archivo no es una imagen JPEG, PNG o WebP.',
    unreadable: 'No se ha podido leer esta imagen. Prueba con otro archivo.',
    tooManyPixels: 'Esta foto supera los {{maxSide}}\u00a0×\u00a0{{maxSide}} píxeles. Elige una más pequeña.',
    failed: 'No se ha podido actualizar tu foto. Inténtalo de nuevo.',
  },
};

export default messages;
