import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Importar una reserva',
  modal: {
    title: 'Importar una reserva',
    intro: 'Añade planes a partir de una confirmación: un correo guardado (.eml), un archivo de calendario (.ics) o un pase de Apple Wallet (.pkpass).',
    intoTrip: 'Los planes se añadirán a este viaje.',
    anywhere: 'Colocaremos los planes en el viaje que coincida con sus fechas o crearemos un viaje nuevo para ellos.',
    dropLabel: 'Archivo de la reserva',
    drop: 'Arrastra un archivo aquí o',
    choose: 'Elegir un archivo',
    hint: '.eml, .ics o .pkpass, hasta {{maxMegabytes}} MB.',
    reading: 'Importando {{name}}…',
    close: 'Cerrar',
    another: 'Importar otro archivo',
  },
  result: {
    heading_one: '{{count}} plan importado de {{name}}',
    heading_other: '{{count}} planes importados de {{name}}',
    plansLabel: 'Planes importados',
    createdTrip: 'Hemos creado un viaje nuevo para estos planes.',
    inTrip: 'Los planes están en tu viaje.',
    unfiled: 'Los planes aún no están en ningún viaje: los encontrarás en Planes sin asignar.',
    openTrip: 'Abrir el viaje',
    openUnfiled: 'Ver planes sin asignar',
    outcome: {
      created: 'Añadido',
      updated: 'Actualizado',
      unchanged: 'Ya estaba al día',
      conflict: 'El vuelo ha cambiado: quédate con una versión',
    },
  },
  errors: {
    title: 'No se ha podido importar {{name}}.',
    'too-large': 'El archivo ocupa más de {{maxMegabytes}} MB.',
    unsupported:
      'No podemos leer este tipo de archivo. Sube un correo guardado (.eml), un archivo de calendario (.ics) o un pase de Apple Wallet (.pkpass). Todavía no leemos PDF ni fotos de tarjetas de embarque.',
    'nothing-found':
      'No hemos encontrado ninguna reserva en este archivo. Prueba con el correo de confirmación original de la aerolínea, el hotel o la agencia.',
    'not-allowed': 'No puedes añadir planes a este viaje. Pide a su propietario que te dé permiso de edición.',
    failed: 'Algo ha salido mal. Inténtalo de nuevo.',
  },
  note: {
    label: 'Origen de este plan',
    text: 'Importado de «{{subject}}», enviado por {{sender}} el {{date}}',
    noSubject: 'Importado de un mensaje enviado por {{sender}} el {{date}}',
    file: 'Importado de un archivo el {{date}}',
    original: 'Ver el correo original',
  },
};

export default messages;
