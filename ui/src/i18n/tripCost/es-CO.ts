import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Costo del viaje',
  back: 'Volver a “{{name}}”',
  intro: 'El costo total de cada plan: escriba el valor como prefiera y elija la moneda. Cambie los que quiera y luego guárdelos todos a la vez.',
  introViewer: 'El costo total de cada plan, tal como lo ingresaron las personas que pueden editar este viaje.',
  empty: 'Este viaje aún no tiene reservas, así que no hay costos para mostrar.',
  notSet: 'Sin indicar',
  totals: 'Totales',
  noTotals: 'Todavía no hay costos ingresados.',
  totalIn: 'Total en {{currency}}',
  sharesIn: 'Participación de cada tipo de plan en {{currency}}',
  unreadable_one: '{{count}} costo no se puede leer como un valor, así que se muestra tal como se escribió y no se incluye en los totales.',
  unreadable_other: '{{count}} costos no se pueden leer como valores, así que se muestran tal como se escribieron y no se incluyen en los totales.',
  notCounted: '(no incluido en los totales)',
  noChanges: 'No hay cambios para guardar',
  changes: 'Cambios sin guardar: {{number}}',
  save: 'Guardar todo',
  saving: 'Guardando los costos…',
  saved: 'Costos guardados',
  saveFailed: 'No fue posible guardar los costos. Sus cambios se conservan; inténtelo de nuevo.',
};

export default messages;
