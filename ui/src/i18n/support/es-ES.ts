import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'Contactar con asistencia',
  },
  page: {
    title: 'Ayuda y asistencia',
    intro: 'Encuentra respuestas por tema o escribe a nuestro equipo de asistencia.',
  },
  help: {
    heading: 'Ayuda por tema',
    helpCenter: 'Visita el centro de ayuda',
    helpCenterHint: 'Artículos y guías sobre todas las funciones de Waybook.',
    newTab: '(se abre en una pestaña nueva)',
    topics: {
      gettingStarted: {
        title: 'Primeros pasos',
        body: 'Crea un viaje para tu próxima escapada y añádele tus vuelos, hoteles, coches de alquiler y demás planes.',
        link: 'Añadir un viaje',
      },
      tripsAndPlans: {
        title: 'Viajes y planes',
        body: 'Consulta cada viaje en una sola cronología, edita o mueve un plan, adjunta documentos e imprime tu itinerario.',
        link: 'Ir a tus viajes',
      },
      sharing: {
        title: 'Compartir',
        body: 'Invita a tus compañeros de viaje a un viaje o comparte todos tus viajes con tu Inner Circle.',
        link: 'Ajustes de compartir',
      },
      importingByEmail: {
        title: 'Importar por correo',
        body: 'Reenvía las confirmaciones de tus reservas a tu dirección de reenvío y Waybook añadirá los planes a tus viajes.',
        link: 'Tu dirección de reenvío',
        policy: 'Política de datos de la importación de correo',
      },
      calendarFeed: {
        title: 'Feed de calendario',
        body: 'Suscríbete a tus viajes desde Google Calendar, Calendario de Apple, Outlook o cualquier aplicación de calendario.',
        link: 'Ajustes del feed de calendario',
      },
      proAndBilling: {
        title: 'Pro y facturación',
        body: 'Consulta tu suscripción, cambia de tarjeta, descarga tus recibos o cancela Pro.',
        link: 'Suscripción y facturación',
      },
      accountAndPrivacy: {
        title: 'Cuenta y privacidad',
        body: 'Cambia tu contraseña y tus direcciones de correo, fusiona o elimina tu cuenta, y consulta cómo usamos tus datos.',
        link: 'Gestionar la cuenta',
        privacy: 'Política de privacidad',
        agreement: 'Acuerdo de usuario',
      },
    },
  },
  form: {
    heading: 'Contactar con asistencia',
    intro: 'Nuestro equipo de asistencia responde por correo electrónico. Los campos marcados con * son obligatorios.',
    email: 'Tu correo electrónico',
    emailHelp: 'Te responderemos a esta dirección, la principal de tu cuenta.',
    topic: 'Tema',
    topicPlaceholder: 'Elige un tema',
    topics: {
      'getting-started': 'Primeros pasos',
      'trips-and-plans': 'Viajes y planes',
      sharing: 'Compartir',
      'importing-by-email': 'Importar por correo',
      'calendar-feed': 'Feed de calendario',
      'pro-and-billing': 'Pro y facturación',
      'account-and-privacy': 'Cuenta y privacidad',
      other: 'Otro asunto',
    },
    message: 'Mensaje',
    messageHelp: 'Cuéntanos qué ha pasado y qué esperabas (de {{min}} a {{max}} caracteres).',
    tripLink: 'Enlace al viaje (opcional)',
    tripLinkHelp: 'Si se trata de un viaje, copia la dirección de la página del viaje desde tu navegador.',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
  },
  errors: {
    topicRequired: 'Elige un tema.',
    messageRequired: 'Escribe tu mensaje.',
    messageTooShort: 'Escribe al menos {{min}} caracteres.',
    tripLinkInvalid: 'Esta no es la dirección de un viaje de Waybook. Abre el viaje y copia la dirección desde tu navegador.',
    'rate-limit': 'Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a enviar este.',
    'no-address': 'Tu cuenta no tiene ninguna dirección de correo a la que responderte. Añade una en Gestionar la cuenta y vuelve a enviar tu mensaje.',
    offline: 'Parece que no tienes conexión. Tu mensaje sigue aquí: vuelve a enviarlo cuando vuelvas a estar en línea.',
    failed: 'No se ha podido enviar tu mensaje. Inténtalo de nuevo dentro de un momento.',
  },
  sent: {
    heading: 'Mensaje enviado',
    body: 'Gracias. Nuestro equipo de asistencia ha recibido tu mensaje y te responderá a {{email}}.',
    reference: 'Tu referencia: {{reference}}',
    another: 'Escribir otro mensaje',
  },
};

export default messages;
