import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Documentos',
  hint: 'GIF, JPEG, PNG o PDF, de hasta {{maxMegabytes}} MB cada uno (imágenes de hasta {{maxSide}} × {{maxSide}} píxeles). Hasta {{max}} documentos por plan.',
  limitReached: 'Este plan ha alcanzado el límite de {{max}} documentos. Elimina uno para añadir otro.',
  upload: 'Añadir documento',
  uploading: 'Subiendo {{name}}…',
  uploaded: 'Se ha añadido {{name}}.',
  loading: 'Cargando documentos…',
  loadError: 'No hemos podido cargar los documentos.',
  retry: 'Volver a intentarlo',
  empty: 'Todavía no hay documentos. Añade tarjetas de embarque, billetes o confirmaciones de reserva.',
  download: 'Descargar {{name}}',
  pdf: 'PDF',
  image: 'Imagen',
  size: {
    bytes: '{{value}} bytes',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
  },
  actions: {
    rename: 'Cambiar nombre',
    renameLabel: 'Cambiar el nombre de {{name}}',
    delete: 'Eliminar',
    deleteLabel: 'Eliminar {{name}}',
  },
  cancel: 'Cancelar',
  rename: {
    title: 'Cambiar nombre del documento',
    label: 'Nombre del documento',
    save: 'Guardar',
    success: 'El documento ahora se llama {{name}}.',
  },
  delete: {
    title: '¿Eliminar este documento?',
    body: '«{{name}}» se eliminará para todos los participantes de este viaje. Esta acción no se puede deshacer.',
    confirm: 'Eliminar documento',
    success: 'Se ha eliminado {{name}}.',
  },
  errors: {
    fileRefused: 'No se ha podido añadir «{{name}}». {{reason}}',
    nameRequired: 'Introduce un nombre para el documento.',
    nameTooLong: 'El nombre del documento es demasiado largo.',
    limit: 'Un plan puede tener hasta {{max}} documentos. Elimina uno para añadir otro.',
    failed: 'Algo ha salido mal. Vuelve a intentarlo.',
    code: '(Código de error: {{code}})',
  },
};

export default messages;
