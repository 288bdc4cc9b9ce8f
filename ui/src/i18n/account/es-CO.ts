import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'Le damos la bienvenida a bordo',
    intro: 'Cuéntenos un poco sobre usted para terminar de configurar su cuenta.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento',
    homeCity: 'Ciudad de residencia',
    homeCityHint: 'Empiece a escribir y elija su ciudad de la lista.',
    submit: 'Empezar',
    saving: 'Guardando…',
    restrictedLocation: 'No se pudo actualizar el perfil. Su ciudad de residencia está en una zona restringida.',
    updateFailed: 'No se pudo actualizar el perfil',
  },
  preferences: {
    heading: 'Preferencias de visualización',
    intro: 'Elija cómo se muestran las fechas, las horas y las medidas en Waybook.',
    dateOrder: 'Formato de fecha',
    dateOrders: {
      I: 'Año/Mes/Día ({{sample}})',
      M: 'Mes/Día/Año ({{sample}})',
      L: 'Día/Mes/Año ({{sample}})',
    },
    clock: 'Formato de hora',
    clocks: {
      h12: '12 horas ({{sample}})',
      h24: '24 horas ({{sample}})',
    },
    distance: 'Distancia',
    distances: {
      M: 'Millas',
      K: 'Kilómetros',
    },
    temperature: 'Temperatura',
    temperatures: {
      F: 'Fahrenheit (°F)',
      C: 'Celsius (°C)',
    },
    preview: 'Así se verán las fechas y las horas: {{date}}, {{time}}',
    language: 'Idioma',
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Preferencias guardadas',
    saveFailed: 'No se pudieron guardar las preferencias',
  },
  profile: {
    heading: 'Perfil',
    emails: 'Correos electrónicos',
    primary: 'Principal',
    confirmed: 'Confirmado',
    unconfirmed: 'Aún sin confirmar: revise su bandeja de entrada',
    noEmails: 'Todavía no hay correos electrónicos.',
    homeCity: 'Ciudad de residencia',
    dateOfBirth: 'Fecha de nacimiento',
    notSet: 'Sin especificar',
    preferences: 'Preferencias de visualización',
    editPreferences: 'Cambiar las preferencias de visualización',
    loading: 'Cargando su perfil…',
    security: 'Inicio de sesión y seguridad',
    changePassword: 'Cambiar tu contraseña',
    deleteAccount: 'Eliminar tu cuenta',
    deleteAccountNote: 'Si eliminas tu cuenta, tus viajes, planes y archivos se borran de forma definitiva.',
  },
  privacy: {
    title: 'Actualizamos nuestra declaración de privacidad',
    body: 'Hicimos cambios en nuestra declaración de privacidad, donde explicamos qué información recopilamos, cómo la usamos y qué opciones tiene. Tómese un momento para revisarla.',
    link: 'Leer la declaración de privacidad',
    newWindow: '(se abre en una ventana nueva)',
    acknowledge: 'Entendido',
    acknowledging: 'Guardando…',
    failed: 'No se pudo actualizar el perfil',
  },
};

export default messages;
