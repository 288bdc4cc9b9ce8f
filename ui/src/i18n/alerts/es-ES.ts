import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Descubre el extractor de datos de viaje',
    message:
      'Deja que la IA lea los planes de viaje que envías por correo electrónico a Waybook y añada sus detalles a tus viajes. Actívalo en los ajustes de IA.',
  },
  time: {
    justNow: 'Hace un momento',
  },
  dismissFailed: 'No se han podido descartar las alertas',
  menu: {
    label: 'Mensajes',
    newMessages: ', mensajes nuevos',
    loading: 'Cargando mensajes…',
    empty: 'No tienes mensajes.',
    viewAll: 'Ver todos',
    failed: 'No se han podido cargar los mensajes.',
  },
  pro: 'Pro',
  page: {
    title: 'Mensajes',
    intro: 'Alertas sobre tus viajes, tus vuelos y tu cuenta.',
    empty: 'Aún no tienes mensajes. Aquí aparecerán las alertas sobre tus viajes, invitaciones y vuelos.',
    failed: 'No se han podido cargar los mensajes.',
    retry: 'Reintentar',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página {{page}} de {{count}}',
    pagination: 'Páginas de mensajes',
    dismiss: 'Descartar',
    dismissLabel: 'Descartar «{{title}}»',
    isNew: 'Nuevo',
  },
};

export default messages;
