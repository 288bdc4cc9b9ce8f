import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Conozca el extractor de datos de viaje',
    message:
      'Permita que la IA lea los planes de viaje que envía por correo electrónico a Waybook y agregue sus detalles a sus viajes. Actívelo en la configuración de IA.',
  },
  time: {
    justNow: 'Hace un momento',
  },
  dismissFailed: 'No se pudieron descartar las alertas',
  menu: {
    label: 'Mensajes',
    newMessages: ', mensajes nuevos',
    loading: 'Cargando mensajes…',
    empty: 'No tiene mensajes.',
    viewAll: 'Ver todos',
    failed: 'No se pudieron cargar los mensajes.',
  },
  pro: 'Pro',
  page: {
    title: 'Mensajes',
    intro: 'Alertas sobre sus viajes, sus vuelos y su cuenta.',
    empty: 'Todavía no tiene mensajes. Aquí aparecerán las alertas sobre sus viajes, invitaciones y vuelos.',
    failed: 'No se pudieron cargar los mensajes.',
    retry: 'Intentar de nuevo',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página {{page}} de {{count}}',
    pagination: 'Páginas de mensajes',
    dismiss: 'Descartar',
    dismissLabel: 'Descartar “{{title}}”',
    isNew: 'Nuevo',
  },
};

export default messages;
