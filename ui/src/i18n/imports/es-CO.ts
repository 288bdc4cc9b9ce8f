import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Importar una reserva',
  modal: {
    title: 'Importar una reserva',
    intro:
      'Agrega planes a partir de una confirmación: un correo guardado (.eml), un archivo de calendario (.ics), un pase de Apple Wallet (.pkpass), o el PDF o la foto de un pase de abordar.',
    intoTrip: 'Los planes se agregarán a este viaje.',
    anywhere: 'Pondremos los planes en el viaje que coincida con sus fechas o crearemos un viaje nuevo para ellos.',
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
    createdTrip: 'Creamos un viaje nuevo para estos planes.',
    inTrip: 'Los planes están en tu viaje.',
    unfiled: 'Los planes todavía no están en ningún viaje: los encuentras en Planes sin asignar.',
    openTrip: 'Abrir el viaje',
    openUnfiled: 'Ver planes sin asignar',
    outcome: {
      created: 'Agregado',
      updated: 'Actualizado',
      unchanged: 'Ya estaba actualizado',
      conflict: 'El vuelo cambió: quédate con una versión',
    },
  },
  errors: {
    title: 'No se pudo importar {{name}}.',
    'too-large': 'El archivo pesa más de {{maxMegabytes}} MB.',
    unsupported:
      'No podemos leer este tipo de archivo. Sube un correo guardado (.eml), un archivo de calendario (.ics), un pase de Apple Wallet (.pkpass), o el PDF o la foto (PNG, JPEG, GIF) de un pase de abordar.',
    'nothing-found': 'No encontramos ninguna reserva en este archivo. Prueba con el correo de confirmación original de la aerolínea, el hotel o la agencia.',
    'not-allowed': 'No puedes agregar planes a este viaje. Pídele a su propietario que te dé permiso de edición.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
  },
  forward: {
    heading: 'Reenviar correos de reservas',
    loading: 'Cargando tu dirección de reenvío…',
    loadFailed: 'No se pudo cargar tu dirección de reenvío. Vuelve a cargar la página para intentarlo de nuevo.',
    intro: 'Reenvía las confirmaciones de aerolíneas, hoteles, empresas de alquiler de carros y agencias de viajes, y agregaremos los planes a tus viajes.',
    sharedLabel: 'Dirección de reenvío',
    sharedHint: 'Envíalas desde uno de tus correos electrónicos confirmados de arriba, para que sepamos que los planes son tuyos.',
    copy: 'Copiar',
    copied: 'Dirección copiada al portapapeles.',
    copyFailed: 'No se pudo copiar al portapapeles',
    personalHeading: 'Tu dirección de reenvío personal',
    personalIntro:
      'Esta dirección recibe reservas de cualquier remitente, como un agente de viajes o un asistente. No la compartas: cualquier persona que la conozca puede agregar planes a tus viajes.',
    personalLabel: 'Dirección de reenvío personal',
    shownOnce: 'Cópiala ahora: por tu seguridad, solo la mostramos una vez.',
    personalMade: 'Creaste una dirección de reenvío personal el {{date}}. Solo la mostramos una vez; si ya no la tienes, crea una nueva.',
    make: 'Crear una dirección personal',
    makeNew: 'Crear una dirección nueva',
    makeNewHint: 'Tu dirección personal actual deja de funcionar apenas creas una nueva.',
    making: 'Creando tu dirección…',
    makeFailed: 'No se pudo crear una dirección personal. Inténtalo de nuevo.',
    off: 'Este servidor de Waybook no recibe correos reenviados. De todas formas, puedes importar una confirmación guardada desde tus viajes.',
    offLink: 'Ir a tus viajes',
  },
  note: {
    label: 'Origen de este plan',
    text: 'Importado de “{{subject}}”, enviado por {{sender}} el {{date}}',
    noSubject: 'Importado de un mensaje enviado por {{sender}} el {{date}}',
    file: 'Importado de un archivo el {{date}}',
    original: 'Ver el correo original',
  },
};

export default messages;
