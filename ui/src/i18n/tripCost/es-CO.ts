import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Costo del viaje',
  back: 'Volver a “{{name}}”',
  intro: 'El costo total de cada plan, con su moneda, tal como usted lo escribe. Cambie los que desee y guárdelos todos a la vez.',
  introViewer: 'El costo total de cada plan, tal como lo ingresaron las personas que pueden editar este viaje.',
  empty: 'Este viaje aún no tiene planes, así que no hay costos para mostrar.',
  fieldSuffix: ', costo total',
  placeholder: 'p. ej., $120.000',
  notSet: 'Sin indicar',
  noChanges: 'No hay cambios para guardar',
  changes: 'Cambios sin guardar: {{number}}',
  save: 'Guardar todo',
  saving: 'Guardando los costos…',
  saved: 'Costos guardados',
  saveFailed: 'No fue posible guardar los costos. Sus cambios se conservan; inténtelo de nuevo.',
};

export default messages;
