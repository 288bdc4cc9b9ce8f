import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'Cancelar',
  choose: 'Sus viajes que puede editar',
  loadingTrips: 'Cargando sus viajes…',
  loadMore: 'Mostrar más viajes',
  noTrips: 'No tiene otro viaje que pueda editar. Puede poner el plan en un viaje nuevo.',
  thisTrip: '(este viaje)',
  menu: {
    label: 'Acciones de {{name}}',
    move: 'Mover a un viaje',
    copy: 'Copiar a un viaje',
  },
  newTrip: {
    option: 'Un viaje nuevo',
    name: 'Nombre del viaje nuevo',
    failed: 'No fue posible crear el viaje nuevo. Inténtelo de nuevo.',
  },
  move: {
    title: 'Mover plan',
    intro: 'Elija el viaje al que desea mover “{{name}}”.',
    confirm: 'Mover plan',
    success: '“{{plan}}” se movió a “{{trip}}”',
    failed: 'No fue posible mover el plan. Inténtelo de nuevo.',
  },
  copy: {
    title: 'Copiar plan',
    intro: 'Elija el viaje en el que desea poner una copia de “{{name}}”.',
    confirm: 'Copiar plan',
    success: 'Se agregó una copia de “{{plan}}” a “{{trip}}”',
    failed: 'No fue posible copiar el plan. Inténtelo de nuevo.',
  },
  types: {
    air: 'Vuelo',
    lodging: 'Alojamiento',
    car: 'Alquiler de carro',
    rail: 'Tren',
    transport: 'Transporte terrestre',
    cruise: 'Crucero',
    restaurant: 'Restaurante',
    activity: 'Actividad',
    note: 'Nota',
    map: 'Mapa',
    directions: 'Indicaciones',
    parking: 'Parqueadero',
  },
};

export default messages;
