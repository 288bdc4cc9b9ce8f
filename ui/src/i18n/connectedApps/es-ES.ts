import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Aplicaciones conectadas',
  },
  intro: 'Estas aplicaciones pueden usar tu cuenta de Waybook con tu permiso. Desconecta una para cortar su acceso al momento.',
  loading: 'Cargando tus aplicaciones conectadas…',
  loadFailed: 'No se han podido cargar las aplicaciones conectadas',
  retry: 'Volver a intentarlo',
  empty: {
    title: 'No hay aplicaciones conectadas',
    body: 'Cuando permitas que una aplicación use tu cuenta de Waybook, aparecerá aquí.',
  },
  listLabel: 'Aplicaciones con acceso a tu cuenta',
  website: 'Sitio web:',
  granted: 'Conectada el {{date}}',
  grantedUnknown: 'Fecha de conexión desconocida',
  disconnect: 'Desconectar',
  disconnectNamed: 'Desconectar {{name}}',
  confirm: {
    title: '¿Desconectar {{name}}?',
    body: '{{name}} ya no podrá ver ni cambiar tus viajes. Para volver a usarla, tendrás que darle permiso de nuevo.',
    cancel: 'Cancelar',
    action: 'Desconectar',
    pending: 'Desconectando…',
  },
  disconnected: 'Se ha desconectado {{name}}.',
  disconnectFailed: 'No se ha podido desconectar la aplicación',
};

export default messages;
