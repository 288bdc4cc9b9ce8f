import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Tus datos',
    intro: 'Lleva una copia de tus viajes a donde quieras o trae viajes de otra cuenta de Waybook o de TripIt.',
  },
  exportTrip: 'Exportar este viaje',
  export: {
    heading: 'Exportar todos mis datos',
    intro:
      'Un solo archivo .zip con tus viajes, planes, documentos y perfil: export.json (que Waybook puede volver a importar), trips.ics para las apps de calendario y plans.csv para hojas de cálculo.',
    start: 'Exportar todos mis datos',
    tripHeading: 'Exportar este viaje',
    tripIntro: 'El mismo archivo, solo con «{{name}}».',
    tripIntroUnnamed: 'El mismo archivo, solo con este viaje.',
    startTrip: 'Exportar este viaje',
    progress: 'Progreso de la exportación',
    preparing: 'Preparando tu archivo…',
    ready: 'Tu archivo está listo.',
    download: 'Descargar {{fileName}}',
    expires: 'El enlace de descarga funciona durante 24 horas.',
    expired: 'Este archivo ha caducado. Vuelve a exportar para obtener uno nuevo.',
  },
  import: {
    heading: 'Importar viajes',
    intro:
      'Trae una exportación de Waybook (el archivo .zip o su export.json) o tu calendario de TripIt (.ics). Todo se añade como viajes y planes nuevos; nada de lo que ya tienes cambia.',
    choose: 'Elegir un archivo para importar',
    hint: 'Un archivo .zip, .json o .ics de hasta {{maxMegabytes}} MB. Desde TripIt, guarda el archivo que abre el enlace de tu calendario.',
    running: 'Importando {{name}}…',
    progress: 'Progreso de la importación',
    done: 'Importación terminada: se han añadido {{trips}}, {{plans}} y {{documents}}.',
    trips_one: '{{count}} viaje',
    trips_other: '{{count}} viajes',
    plans_one: '{{count}} plan',
    plans_other: '{{count}} planes',
    documents_one: '{{count}} documento',
    documents_other: '{{count}} documentos',
    nothingWritten: 'No se ha añadido nada.',
  },
  errors: {
    data_import_unsupported: 'Este archivo no es una exportación de Waybook ni un calendario. Elige un archivo .zip, export.json o .ics.',
    data_import_too_large: 'Este archivo supera los 25 MB.',
    data_import_unreadable: 'No se pudo leer este archivo. Puede que esté dañado: vuelve a exportarlo e inténtalo de nuevo.',
    data_import_version: 'Esta exportación se hizo con una versión más reciente de Waybook y no se puede leer aquí.',
    data_import_invalid: 'Algo de este archivo no cumple las reglas de Waybook (una fecha o un campo), así que no se ha importado nada.',
    data_import_empty: 'Este archivo no tiene viajes ni planes.',
    data_import_document_limit: 'Un plan de este archivo tiene más documentos de los que permite tu cuenta.',
    data_import_failed: 'La importación no ha terminado. Inténtalo de nuevo.',
    busy: 'Ya hay una en curso. Espera a que termine.',
    'export-failed': 'No se pudo preparar tu archivo. Inténtalo de nuevo.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
};

export default messages;
