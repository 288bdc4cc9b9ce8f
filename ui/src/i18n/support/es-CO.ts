import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'Contactar a soporte',
  },
  page: {
    title: 'Ayuda y soporte',
    intro: 'Encuentra respuestas por tema o escríbele a nuestro equipo de soporte.',
  },
  help: {
    heading: 'Ayuda por tema',
    helpCenter: 'Visita el centro de ayuda',
    helpCenterHint: 'Artículos y guías sobre todas las funciones de Waybook.',
    newTab: '(se abre en una pestaña nueva)',
    topics: {
      gettingStarted: {
        title: 'Primeros pasos',
        body: 'Crea un viaje para tu próxima salida y agrégale tus vuelos, hoteles, carros de alquiler y demás planes.',
        link: 'Agregar un viaje',
      },
      tripsAndPlans: {
        title: 'Viajes y planes',
        body: 'Mira cada viaje en una sola línea de tiempo, edita o mueve un plan, adjunta documentos e imprime tu itinerario.',
        link: 'Ir a tus viajes',
      },
      sharing: {
        title: 'Compartir',
        body: 'Invita a tus acompañantes a un viaje o comparte todos tus viajes con tu Inner Circle.',
        link: 'Configuración para compartir',
      },
      importingByEmail: {
        title: 'Importar por correo',
        body: 'Reenvía las confirmaciones de tus reservas a tu dirección de reenvío y Waybook agregará los planes a tus viajes.',
        link: 'Tu dirección de reenvío',
        policy: 'Política de datos para la importación de correos',
      },
      calendarFeed: {
        title: 'Feed de calendario',
        body: 'Suscríbete a tus viajes desde Google Calendar, Calendario de Apple, Outlook o cualquier aplicación de calendario.',
        link: 'Configuración del feed de calendario',
      },
      proAndBilling: {
        title: 'Pro y facturación',
        body: 'Consulta tu suscripción, cambia tu tarjeta, descarga tus recibos o cancela Pro.',
        link: 'Suscripción y facturación',
      },
      accountAndPrivacy: {
        title: 'Cuenta y privacidad',
        body: 'Cambia tu contraseña y tus direcciones de correo, combina o elimina tu cuenta, y consulta cómo usamos tus datos.',
        link: 'Administrar la cuenta',
        privacy: 'Política de privacidad',
        agreement: 'Acuerdo de usuario',
      },
    },
  },
  form: {
    heading: 'Contactar a soporte',
    intro: 'Nuestro equipo de soporte responde por correo electrónico. Los campos marcados con * son obligatorios.',
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
    messageHelp: 'Cuéntanos qué pasó y qué esperabas (de {{min}} a {{max}} caracteres).',
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
    'rate-limit': 'Enviaste varios mensajes en poco tiempo. Espera unos minutos y vuelve a enviar este.',
    'no-address':
      'Tu cuenta no tiene ninguna dirección de correo a la que podamos responderte. Agrega una en Administrar la cuenta y vuelve a enviar tu mensaje.',
    offline: 'Parece que no tienes conexión. Tu mensaje sigue aquí: vuelve a enviarlo cuando estés en línea.',
    failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo en un momento.',
  },
  sent: {
    heading: 'Mensaje enviado',
    body: 'Gracias. Nuestro equipo de soporte recibió tu mensaje y te responderá a {{email}}.',
    reference: 'Tu referencia: {{reference}}',
    another: 'Escribir otro mensaje',
  },
};

export default messages;
