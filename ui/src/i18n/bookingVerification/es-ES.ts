import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Confirma tus datos de viajero',
  intro:
    'Antes de reservar, revisa los datos que necesitan los proveedores de viajes. Escribe tu nombre y tus apellidos exactamente como aparecen en tu pasaporte o DNI.',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  dateOfBirth: 'Fecha de nacimiento',
  homeCity: 'Ciudad de residencia',
  homeCityHint: 'Empieza a escribir y elige tu ciudad de la lista.',
  confirm: 'Confirmar',
  saving: 'Guardando…',
  signOut: 'Cerrar sesión',
  restrictedLocation: 'No se puede actualizar el perfil. Tu ciudad de residencia está en una zona restringida.',
  invalidFullName: 'El nombre completo no cumple los requisitos.',
  failed: 'No se puede actualizar el perfil',
};

export default messages;
