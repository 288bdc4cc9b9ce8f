import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Coste del viaje',
  back: 'Volver a «{{name}}»',
  intro: 'El coste total de cada plan, con su moneda, tal como lo escribes. Cambia los que quieras y guárdalos todos a la vez.',
  introViewer: 'El coste total de cada plan, tal como lo han introducido las personas que pueden editar este viaje.',
  empty: 'Este viaje todavía no tiene planes, así que no hay costes que mostrar.',
  fieldSuffix: ', coste total',
  placeholder: 'p. ej., 120,00 €',
  notSet: 'Sin indicar',
  noChanges: 'No hay cambios que guardar',
  changes: 'Cambios sin guardar: {{number}}',
  save: 'Guardar todo',
  saving: 'Guardando los costes…',
  saved: 'Costes guardados',
  saveFailed: 'No se han podido guardar los costes. Tus cambios se mantienen; inténtalo de nuevo.',
};

export default messages;
