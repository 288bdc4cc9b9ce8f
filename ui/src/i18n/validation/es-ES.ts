import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'Este campo es obligatorio.',
  characterLimit: 'Se ha superado el límite de caracteres.',
  characterLimitOf: 'Se ha superado el límite de {{number}} caracteres.',
  numbersOnly: 'Introduzca solo números.',
  selectionRequired: 'Debe seleccionar una opción.',
  extendsTrip: 'La duración del viaje se ampliará {{number}} días.',
  name: {
    specialCharacters: 'Elimine los caracteres especiales de su nombre.',
    tooShort: 'El nombre debe tener al menos {{min}} letras.',
    consecutiveIdentical: 'El nombre no puede tener {{count}} caracteres idénticos consecutivos.',
    namesSame: 'El nombre y los apellidos no pueden ser iguales.',
    fullNameStandards: 'El nombre completo no cumple los requisitos.',
    fullNameContactSupport:
      'Introduzca su nombre completo o póngase en contacto con el servicio de asistencia en {{email}}.',
  },
  dob: {
    tooYoung: 'Según el Acuerdo de usuario, debe tener al menos {{years}} años.',
    yearAfter: 'Introduzca un año posterior a {{yearAfter}}.',
    yearOrLater: 'El año de nacimiento debe ser {{year}} o posterior.',
  },
  date: {
    invalidFormat: 'Formato de fecha no válido. Utilice {{format}}.',
    invalidFormatPlain: 'Formato de fecha no válido.',
    beforeMin: 'Elija una fecha igual o posterior al {{min}}.',
    endBeforeStart: 'La fecha de finalización debe ser posterior a la de inicio.',
  },
  time: {
    invalidFormat: 'Formato de hora no válido.',
    endBeforeStart: 'La hora de finalización debe ser posterior a la de inicio.',
  },
  email: {
    invalid: 'Utilice una dirección de correo electrónico válida.',
  },
  password: {
    length: 'La contraseña debe tener entre 8 y 64 caracteres.',
    notEmail: 'La contraseña no puede ser una dirección de correo electrónico.',
    notRecent: 'La nueva contraseña no puede ser igual a la más reciente.',
    mismatch: 'Las contraseñas no coinciden',
    requirements: 'La nueva contraseña no cumple los requisitos. Inténtelo de nuevo.',
  },
  login: {
    throttled: 'Demasiados intentos. Vuelva a intentarlo dentro de {{seconds}} segundos.',
  },
};

export default messages;
