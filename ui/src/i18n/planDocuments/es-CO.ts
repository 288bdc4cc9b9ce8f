import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Documentos',
  hint: 'GIF, JPEG, PNG o PDF, de hasta {{maxMegabytes}} MB cada uno (imágenes de hasta {{maxSide}} × {{maxSide}} píxeles). Hasta {{max}} documentos por plan.',
  limitReached: 'Este plan llegó al límite de {{max}} documentos. Elimine uno para agregar otro.',
  upload: 'Agregar documento',
  uploading: 'Subiendo {{name}}…',
  uploaded: 'Se agregó {{name}}.',
  loading: 'Cargando documentos…',
  loadError: 'No pudimos cargar los documentos.',
  retry: 'Intentar de nuevo',
  empty: 'Aún no hay documentos. Agregue pases de abordar, tiquetes o confirmaciones de reserva.',
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
    success: 'Se eliminó {{name}}.',
  },
  errors: {
    fileRefused: 'No se pudo agregar «{{name}}». {{reason}}',
    nameRequired: 'Ingrese un nombre para el documento.',
    nameTooLong: 'El nombre del documento es demasiado largo.',
    limit: 'Un plan puede tener hasta {{max}} documentos. Elimine uno para agregar otro.',
    failed: 'Algo salió mal. Inténtelo de nuevo.',
    code: '(Código de error: {{code}})',
  },
};

export default messages;
