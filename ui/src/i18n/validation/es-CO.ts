import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'Este campo es obligatorio.',
  characterLimit: 'Se superó el límite de caracteres.',
  characterLimitOf: 'Se superó el límite de {{number}} caracteres.',
  numbersOnly: 'Ingrese solo números.',
  selectionRequired: 'Seleccione una opción.',
  extendsTrip: 'La duración de su viaje se extenderá {{number}} días.',
  name: {
    specialCharacters: 'Elimine los caracteres especiales de su nombre.',
    tooShort: 'El nombre debe tener al menos {{min}} letras.',
    consecutiveIdentical: 'El nombre no puede tener {{count}} caracteres idénticos seguidos.',
    namesSame: 'El nombre y el apellido no pueden ser iguales.',
    fullNameStandards: 'El nombre completo no cumple con los requisitos.',
    fullNameContactSupport: 'Ingrese su nombre completo o comuníquese con soporte en {{email}}.',
  },
  dob: {
    tooYoung: 'Según el Acuerdo de usuario, debe tener al menos {{years}} años.',
    yearAfter: 'Ingrese un año posterior a {{yearAfter}}.',
    yearOrLater: 'El año de nacimiento debe ser {{year}} o posterior.',
  },
  date: {
    invalidFormat: 'Formato de fecha inválido. Use {{format}}.',
    invalidFormatPlain: 'Formato de fecha inválido.',
    beforeMin: 'Seleccione una fecha a partir del {{min}}.',
    endBeforeStart: 'La fecha de finalización debe ser posterior a la fecha de inicio.',
  },
  time: {
    invalidFormat: 'Formato de hora inválido.',
    endBeforeStart: 'La hora de finalización debe ser posterior a la hora de inicio.',
  },
  email: {
    invalid: 'Use una dirección de correo electrónico válida.',
  },
  money: {
    invalid: 'Ingrese un valor, por ejemplo 1.240,50.',
    currencyMissing: 'Indique la moneda, por ejemplo COP 310.000.',
    currencyUnknown: 'Moneda desconocida. Use un código como COP o elija una de la lista.',
    tooPrecise: 'Esta moneda admite como máximo {{number}} decimales.',
    tooLarge: 'Este valor es demasiado alto.',
  },
  password: {
    length: 'La contraseña debe tener entre 8 y 64 caracteres.',
    notEmail: 'La contraseña no puede ser una dirección de correo electrónico.',
    notRecent: 'La nueva contraseña no puede ser igual a la más reciente.',
    mismatch: 'Las contraseñas no coinciden',
    requirements: 'La nueva contraseña no cumple con los requisitos. Intente de nuevo.',
  },
  login: {
    throttled: 'Demasiados intentos. Intente de nuevo en {{seconds}} segundos.',
  },
};

export default messages;
