import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'Estás sin conexión. Se muestran los viajes guardados el {{when}}.',
  editRefused:
    'Estás sin conexión, así que este cambio no se guardó. Waybook no guarda los cambios hechos sin conexión para que no choquen con los de las personas con quienes compartes tus viajes. Vuelve a hacerlo cuando tengas conexión.',
  region: 'Sin conexión',
} as const;

export default messages;
