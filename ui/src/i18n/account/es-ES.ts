import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'Te damos la bienvenida a bordo',
    intro: 'Cuéntanos un poco sobre ti para terminar de configurar tu cuenta.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    dateOfBirth: 'Fecha de nacimiento',
    homeCity: 'Ciudad de residencia',
    homeCityHint: 'Empieza a escribir y elige tu ciudad en la lista.',
    submit: 'Empezar',
    saving: 'Guardando…',
    restrictedLocation: 'No se ha podido actualizar el perfil. Tu ciudad de residencia está en una zona restringida.',
    updateFailed: 'No se ha podido actualizar el perfil',
  },
  preferences: {
    heading: 'Preferencias de visualización',
    intro: 'Elige cómo se muestran las fechas, las horas y las medidas en Waybook.',
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
    saveFailed: 'No se han podido guardar las preferencias',
  },
  profile: {
    heading: 'Perfil',
    emails: 'Direcciones de correo electrónico',
    primary: 'Principal',
    confirmed: 'Confirmada',
    unconfirmed: 'Aún sin confirmar: revisa tu bandeja de entrada',
    noEmails: 'Todavía no hay direcciones de correo electrónico.',
    homeCity: 'Ciudad de residencia',
    dateOfBirth: 'Fecha de nacimiento',
    notSet: 'Sin indicar',
    preferences: 'Preferencias de visualización',
    editPreferences: 'Cambiar las preferencias de visualización',
    loading: 'Cargando tu perfil…',
    security: 'Inicio de sesión y seguridad',
    changePassword: 'Cambiar tu contraseña',
    deleteAccount: 'Eliminar tu cuenta',
    deleteAccountNote: 'Si eliminas tu cuenta, tus viajes, planes y archivos se borran definitivamente.',
  },
  privacy: {
    title: 'Hemos actualizado nuestra declaración de privacidad',
    body: 'Hemos modificado nuestra declaración de privacidad, donde explicamos qué información recopilamos, cómo la utilizamos y qué opciones tienes. Dedica un momento a leerla.',
    link: 'Leer la declaración de privacidad',
    newWindow: '(se abre en una ventana nueva)',
    acknowledge: 'Entendido',
    acknowledging: 'Guardando…',
    failed: 'No se ha podido actualizar el perfil',
  },
};

export default messages;
