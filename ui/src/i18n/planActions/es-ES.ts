import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'Cancelar',
  choose: 'Tus viajes que puedes editar',
  loadingTrips: 'Cargando tus viajes…',
  loadMore: 'Mostrar más viajes',
  noTrips: 'No tienes ningún otro viaje que puedas editar. Puedes poner el plan en un viaje nuevo.',
  thisTrip: '(este viaje)',
  menu: {
    label: 'Acciones de {{name}}',
    move: 'Mover a un viaje',
    copy: 'Copiar a un viaje',
  },
  newTrip: {
    option: 'Un viaje nuevo',
    name: 'Nombre del viaje nuevo',
    failed: 'No se ha podido crear el viaje nuevo. Inténtalo de nuevo.',
  },
  move: {
    title: 'Mover plan',
    intro: 'Elige el viaje al que quieres mover «{{name}}».',
    confirm: 'Mover plan',
    success: '«{{plan}}» se ha movido a «{{trip}}»',
    failed: 'No se ha podido mover el plan. Inténtalo de nuevo.',
  },
  copy: {
    title: 'Copiar plan',
    intro: 'Elige el viaje en el que quieres poner una copia de «{{name}}».',
    confirm: 'Copiar plan',
    success: 'Se ha añadido una copia de «{{plan}}» a «{{trip}}»',
    failed: 'No se ha podido copiar el plan. Inténtalo de nuevo.',
  },
  types: {
    air: 'Vuelo',
    lodging: 'Alojamiento',
    car: 'Alquiler de coche',
    rail: 'Tren',
    transport: 'Transporte terrestre',
    cruise: 'Crucero',
    restaurant: 'Restaurante',
    activity: 'Actividad',
    note: 'Nota',
    map: 'Mapa',
    directions: 'Indicaciones',
    parking: 'Aparcamiento',
  },
};

export default messages;
