import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'No tienes conexión. Se muestran los viajes guardados el {{when}}.',
  editRefused:
    'No tienes conexión, así que este cambio no se ha guardado. Waybook no guarda los cambios hechos sin conexión para que no entren en conflicto con los de las personas con las que compartes tus viajes. Vuelve a hacerlo cuando recuperes la conexión.',
  region: 'Sin conexión',
} as const;

export default messages;
