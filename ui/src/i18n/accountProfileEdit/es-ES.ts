import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Editar perfil',
  heading: 'Editar perfil',
  link: 'Editar perfil',
  loading: 'Cargando tu perfil…',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  dateOfBirth: 'Fecha de nacimiento',
  homeCity: 'Ciudad de residencia',
  homeCityHint: 'Empieza a escribir y elige tu ciudad de la lista.',
  homeAirport: 'Aeropuerto habitual',
  homeAirportHint: 'Escribe el código del aeropuerto o la ciudad y elígelo de la lista.',
  company: 'Empresa',
  cancel: 'Cancelar',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Se ha actualizado tu perfil.',
  restrictedLocation: 'No se ha podido actualizar el perfil. Tu ciudad de residencia está en una ubicación restringida.',
  invalidFullName: 'El nombre completo no cumple los requisitos.',
  failed: 'No se ha podido actualizar el perfil',
};

export default messages;
