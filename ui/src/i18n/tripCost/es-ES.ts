import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Coste del viaje',
  back: 'Volver a «{{name}}»',
  intro: 'El coste total de cada plan: escribe el importe como prefieras y elige la moneda. Cambia los que quieras y guárdalos todos a la vez.',
  introViewer: 'El coste total de cada plan, tal como lo introdujeron las personas que pueden editar este viaje.',
  empty: 'Este viaje todavía no tiene reservas, así que no hay costes que mostrar.',
  notSet: 'Sin indicar',
  totals: 'Totales',
  noTotals: 'Aún no se ha introducido ningún coste.',
  totalIn: 'Total en {{currency}}',
  sharesIn: 'Proporción de cada tipo de plan en {{currency}}',
  unreadable_one: '{{count}} coste no se puede leer como importe, así que se muestra tal cual y no se incluye en los totales.',
  unreadable_other: '{{count}} costes no se pueden leer como importes, así que se muestran tal cual y no se incluyen en los totales.',
  notCounted: '(no incluido en los totales)',
  noChanges: 'No hay cambios que guardar',
  changes: 'Cambios sin guardar: {{number}}',
  save: 'Guardar todo',
  saving: 'Guardando los costes…',
  saved: 'Costes guardados',
  saveFailed: 'No se han podido guardar los costes. Tus cambios se mantienen; inténtalo de nuevo.',
};

export default messages;
