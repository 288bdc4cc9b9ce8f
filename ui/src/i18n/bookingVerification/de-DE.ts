import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Angaben zum Reisenden bestätigen',
  intro:
    'Bitte prüfen Sie vor der Buchung die Angaben, die Reiseanbieter benötigen. Geben Sie Ihren Vor- und Nachnamen genau so ein, wie sie in Ihrem Reisepass oder Ausweis stehen.',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dateOfBirth: 'Geburtsdatum',
  homeCity: 'Wohnort',
  homeCityHint: 'Beginnen Sie zu tippen und wählen Sie dann Ihre Stadt aus der Liste.',
  confirm: 'Bestätigen',
  saving: 'Wird gespeichert…',
  signOut: 'Abmelden',
  restrictedLocation: 'Das Profil kann nicht aktualisiert werden. Ihr Wohnort liegt in einem gesperrten Gebiet.',
  invalidFullName: 'Der vollständige Name entspricht nicht den Vorgaben.',
  failed: 'Profil konnte nicht aktualisiert werden',
};

export default messages;
