import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'Ir al contenido principal',
  language: 'Idioma',
  changeLanguage: 'Cambiar idioma',
  footer: 'Waybook, el planificador de itinerarios de viaje que puede alojar en su propio servidor.',
  create: {
    title: 'Cree su cuenta',
    intro: 'Guarde todos los vuelos, alojamientos y planes de su viaje en un solo lugar.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHelp: 'De 8 a 64 caracteres; no puede ser un correo electrónico.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Iniciar sesión',
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Le damos la bienvenida de nuevo. Inicie sesión para ver sus viajes.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    noAccount: '¿Aún no tiene cuenta en Waybook?',
    create: 'Crear cuenta',
  },
  errors: {
    summary: 'Por favor, corrija lo siguiente:',
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Por favor, ingrese un correo electrónico válido.',
    passwordLength: 'La contraseña debe tener entre 8 y 64 caracteres.',
    passwordEmail: 'La contraseña no puede ser un correo electrónico.',
    emailTaken: 'Ya existe una cuenta con este correo electrónico. Por favor, inicie sesión.',
    invalidCredentials: 'El correo electrónico o la contraseña son incorrectos.',
    throttled: 'Demasiados intentos fallidos. Por favor, espere {seconds} segundos e intente nuevamente.',
    formExpired: 'Este formulario expiró. Por favor, intente nuevamente.',
  },
  blocked: {
    title: 'Cuenta bloqueada',
    heading: 'Su cuenta está bloqueada',
    suspended: 'Su cuenta fue suspendida. Sus viajes se conservan de forma segura mientras revisamos el caso.',
    restricted_location: 'Waybook no está disponible en su ubicación.',
    generic: 'Se bloqueó el acceso a esta cuenta.',
    contact: 'Si cree que se trata de un error, comuníquese con nuestro equipo de soporte en {email}.',
    back: 'Volver a iniciar sesión',
  },
  verify: {
    title: 'Confirmación de correo electrónico',
    confirmed: 'Gracias, su correo electrónico quedó confirmado.',
    invalid: 'Este enlace de confirmación no es válido o ya se usó.',
    continue: 'Ir a Waybook',
  },
  mail: {
    verifySubject: 'Confirme su correo electrónico para Waybook',
    verifyGreeting: '¡Le damos la bienvenida a Waybook!',
    verifyBody: 'Por favor, abra este enlace para confirmar que {email} es su correo electrónico:',
    verifyButton: 'Confirmar correo electrónico',
    verifyIgnore: 'Si usted no creó una cuenta en Waybook, puede ignorar este correo.',
  },
};

export default messages;
