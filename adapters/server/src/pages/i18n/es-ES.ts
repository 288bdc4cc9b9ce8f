import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'Saltar al contenido principal',
  language: 'Idioma',
  changeLanguage: 'Cambiar idioma',
  footer: 'Waybook, el planificador de itinerarios de viaje que puedes alojar en tu propio servidor.',
  create: {
    title: 'Crea tu cuenta',
    intro: 'Guarda todos los vuelos, alojamientos y planes de tu viaje en un solo lugar.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHelp: 'Entre 8 y 64 caracteres; no puede ser una dirección de correo electrónico.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Iniciar sesión',
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Hola de nuevo. Inicia sesión para ver tus viajes.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    noAccount: '¿Primera vez en Waybook?',
    create: 'Crear una cuenta',
  },
  errors: {
    summary: 'Corrige lo siguiente:',
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Introduce una dirección de correo electrónico válida.',
    passwordLength: 'La contraseña debe tener entre 8 y 64 caracteres.',
    passwordEmail: 'La contraseña no puede ser una dirección de correo electrónico.',
    emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión con ella.',
    invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
    throttled: 'Demasiados intentos fallidos. Espera {seconds} segundos y vuelve a intentarlo.',
    formExpired: 'Este formulario ha caducado. Vuelve a intentarlo.',
  },
  blocked: {
    title: 'Cuenta bloqueada',
    heading: 'Tu cuenta está bloqueada',
    suspended: 'Hemos suspendido tu cuenta. Tus viajes están a salvo mientras revisamos lo ocurrido.',
    restricted_location: 'Waybook no está disponible en tu ubicación.',
    generic: 'Se ha bloqueado el acceso a esta cuenta.',
    contact: 'Si crees que se trata de un error, ponte en contacto con el equipo de soporte en {email}.',
    back: 'Volver a iniciar sesión',
  },
  verify: {
    title: 'Confirmación del correo electrónico',
    confirmed: 'Gracias, tu dirección de correo electrónico se ha confirmado.',
    invalid: 'Este enlace de confirmación no es válido o ya se ha utilizado.',
    continue: 'Ir a Waybook',
  },
  mail: {
    verifySubject: 'Confirma tu correo electrónico para Waybook',
    verifyGreeting: '¡Te damos la bienvenida a Waybook!',
    verifyBody: 'Abre este enlace para confirmar que {email} es tu dirección de correo electrónico:',
    verifyButton: 'Confirmar correo electrónico',
    verifyIgnore: 'Si no has creado una cuenta en Waybook, puedes ignorar este correo.',
  },
};

export default messages;
