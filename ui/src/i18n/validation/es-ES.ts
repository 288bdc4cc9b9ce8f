import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'Este campo es obligatorio.',
  characterLimit: 'Se ha superado el límite de caracteres.',
  characterLimitOf: 'Se ha superado el límite de {{number}} caracteres.',
  numbersOnly: 'Introduce solo números.',
  selectionRequired: 'Debes seleccionar una opción.',
  extendsTrip: 'La duración de tu viaje se ampliará {{number}} días.',
  name: {
    specialCharacters: 'Elimina los caracteres especiales de tu nombre.',
    tooShort: 'El nombre debe tener al menos {{min}} letras.',
    consecutiveIdentical: 'El nombre no puede tener {{count}} caracteres idénticos consecutivos.',
    namesSame: 'El nombre y los apellidos no pueden ser iguales.',
    fullNameStandards: 'El nombre completo no cumple los requisitos.',
    fullNameContactSupport: 'Introduce tu nombre completo o ponte en contacto con el servicio de asistencia en {{email}}.',
  },
  dob: {
    tooYoung: 'Según el Acuerdo de usuario, debes tener al menos {{years}} años.',
    yearAfter: 'Introduce un año posterior a {{yearAfter}}.',
    yearOrLater: 'El año de nacimiento debe ser {{year}} o posterior.',
  },
  date: {
    invalidFormat: 'Formato de fecha no válido. Utiliza {{format}}.',
    invalidFormatPlain: 'Formato de fecha no válido.',
    beforeMin: 'Elige una fecha igual o posterior al {{min}}.',
    endBeforeStart: 'La fecha de finalización debe ser posterior a la de inicio.',
  },
  time: {
    invalidFormat: 'Formato de hora no válido.',
    endBeforeStart: 'La hora de finalización debe ser posterior a la de inicio.',
  },
  email: {
    invalid: 'Utiliza una dirección de correo electrónico válida.',
  },
  money: {
    invalid: 'Introduce un importe, por ejemplo 1.240,50.',
    currencyMissing: 'Indica la moneda, por ejemplo EUR 310,00.',
    currencyUnknown: 'Moneda desconocida. Usa un código como EUR o elige una de la lista.',
    tooPrecise: 'Esta moneda admite como máximo {{number}} decimales.',
    tooLarge: 'Este importe es demasiado alto.',
  },
  password: {
    length: 'La contraseña debe tener entre 8 y 64 caracteres.',
    notEmail: 'La contraseña no puede ser una dirección de correo electrónico.',
    notRecent: 'La nueva contraseña no puede ser igual a la más reciente.',
    mismatch: 'Las contraseñas no coinciden',
    requirements: 'La nueva contraseña no cumple los requisitos. Vuelve a intentarlo.',
  },
  login: {
    throttled: 'Demasiados intentos. Vuelve a intentarlo dentro de {{seconds}} segundos.',
  },
};

export default messages;
