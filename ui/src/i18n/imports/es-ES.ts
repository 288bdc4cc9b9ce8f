import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Importar una reserva',
  modal: {
    title: 'Importar una reserva',
    intro:
      'Añade planes a partir de una confirmación: un correo guardado (.eml), un archivo de calendario (.ics), un pase de Apple Wallet (.pkpass), o el PDF o la foto de una tarjeta de embarque.',
    intoTrip: 'Los planes se añadirán a este viaje.',
    anywhere: 'Colocaremos los planes en el viaje que coincida con sus fechas o crearemos un viaje nuevo para ellos.',
    dropLabel: 'Archivo de la reserva',
    drop: 'Arrastra un archivo aquí o',
    choose: 'Elegir un archivo',
    hint: '.eml, .ics, .pkpass, PDF, PNG, JPEG o GIF, hasta {{maxMegabytes}} MB.',
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
      'No podemos leer este tipo de archivo. Sube un correo guardado (.eml), un archivo de calendario (.ics), un pase de Apple Wallet (.pkpass), o el PDF o la foto (PNG, JPEG, GIF) de una tarjeta de embarque.',
    'nothing-found':
      'No hemos encontrado ninguna reserva en este archivo. Prueba con el correo de confirmación original de la aerolínea, el hotel o la agencia.',
    'not-allowed': 'No puedes añadir planes a este viaje. Pide a su propietario que te dé permiso de edición.',
    failed: 'Algo ha salido mal. Inténtalo de nuevo.',
  },
  forward: {
    heading: 'Reenviar correos de reservas',
    loading: 'Cargando tu dirección de reenvío…',
    loadFailed: 'No se ha podido cargar tu dirección de reenvío. Vuelve a cargar la página para intentarlo de nuevo.',
    intro: 'Reenvía las confirmaciones de aerolíneas, hoteles, empresas de alquiler de coches y agencias de viajes, y añadiremos los planes a tus viajes.',
    sharedLabel: 'Dirección de reenvío',
    sharedHint: 'Envíalas desde uno de tus correos electrónicos confirmados de arriba para que sepamos que los planes son tuyos.',
    copy: 'Copiar',
    copied: 'Dirección copiada en el portapapeles.',
    copyFailed: 'No se ha podido copiar en el portapapeles',
    personalHeading: 'Tu dirección de reenvío personal',
    personalIntro:
      'Esta dirección acepta reservas de cualquier remitente, como un agente de viajes o un asistente. No la compartas: cualquier persona que la conozca puede añadir planes a tus viajes.',
    personalLabel: 'Dirección de reenvío personal',
    shownOnce: 'Cópiala ahora: por tu seguridad, solo la mostramos una vez.',
    personalMade: 'Creaste una dirección de reenvío personal el {{date}}. Solo la mostramos una vez; si ya no la tienes, crea una nueva.',
    make: 'Crear una dirección personal',
    makeNew: 'Crear una dirección nueva',
    makeNewHint: 'Tu dirección personal actual dejará de funcionar en cuanto crees una nueva.',
    making: 'Creando tu dirección…',
    makeFailed: 'No se ha podido crear una dirección personal. Inténtalo de nuevo.',
    off: 'Este servidor de Waybook no acepta correos reenviados. Aun así, puedes importar una confirmación guardada desde tus viajes.',
    offLink: 'Ir a tus viajes',
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
