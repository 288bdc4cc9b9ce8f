import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Profil bearbeiten',
  heading: 'Profil bearbeiten',
  link: 'Profil bearbeiten',
  loading: 'Ihr Profil wird geladen…',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  homeCity: 'Wohnort',
  homeCityHint: 'Beginnen Sie zu tippen und wählen Sie dann Ihren Ort aus der Liste.',
  homeAirport: 'Heimatflughafen',
  homeAirportHint: 'Geben Sie den Flughafencode oder die Stadt ein und wählen Sie den Flughafen aus der Liste.',
  company: 'Unternehmen',
  cancel: 'Abbrechen',
  save: 'Speichern',
  saving: 'Wird gespeichert…',
  saved: 'Ihr Profil wurde aktualisiert.',
  restrictedLocation: 'Das Profil kann nicht aktualisiert werden. Ihr Wohnort liegt in einem Gebiet mit Einschränkungen.',
  invalidFullName: 'Der vollständige Name entspricht nicht den Vorgaben.',
  failed: 'Profil konnte nicht aktualisiert werden',
};

export default messages;
