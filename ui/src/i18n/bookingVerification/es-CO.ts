import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Confirme sus datos de viajero',
  intro:
    'Antes de reservar, revise los datos que necesitan los proveedores de viajes. Escriba sus nombres y apellidos tal como aparecen en su pasaporte o documento de identidad.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dateOfBirth: 'Fecha de nacimiento',
  homeCity: 'Ciudad de residencia',
  homeCityHint: 'Empiece a escribir y luego elija su ciudad de la lista.',
  confirm: 'Confirmar',
  saving: 'Guardando…',
  signOut: 'Cerrar sesión',
  restrictedLocation: 'No se puede actualizar el perfil. Su ciudad de residencia está en una zona restringida.',
  invalidFullName: 'El nombre completo no cumple con los requisitos.',
  failed: 'No se puede actualizar el perfil',
};

export default messages;
