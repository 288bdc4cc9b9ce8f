import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'Willkommen an Bord',
    intro: 'Erzählen Sie uns ein wenig über sich, um die Einrichtung Ihres Kontos abzuschließen.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    dateOfBirth: 'Geburtsdatum',
    homeCity: 'Wohnort',
    homeCityHint: 'Geben Sie die ersten Buchstaben ein und wählen Sie Ihren Ort aus der Liste.',
    submit: 'Los geht’s',
    saving: 'Wird gespeichert …',
    restrictedLocation: 'Das Profil kann nicht aktualisiert werden. Ihr Wohnort liegt in einem gesperrten Gebiet.',
    updateFailed: 'Profil konnte nicht aktualisiert werden',
  },
  preferences: {
    heading: 'Anzeigeeinstellungen',
    intro: 'Legen Sie fest, wie Datum, Uhrzeit und Maßeinheiten in Waybook angezeigt werden.',
    dateOrder: 'Datumsformat',
    dateOrders: {
      I: 'Jahr/Monat/Tag ({{sample}})',
      M: 'Monat/Tag/Jahr ({{sample}})',
      L: 'Tag/Monat/Jahr ({{sample}})',
    },
    clock: 'Zeitformat',
    clocks: {
      h12: '12-Stunden-Format ({{sample}})',
      h24: '24-Stunden-Format ({{sample}})',
    },
    distance: 'Entfernung',
    distances: {
      M: 'Meilen',
      K: 'Kilometer',
    },
    temperature: 'Temperatur',
    temperatures: {
      F: 'Fahrenheit (°F)',
      C: 'Celsius (°C)',
    },
    preview: 'So sehen Datum und Uhrzeit aus: {{date}}, {{time}}',
    language: 'Sprache',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    saved: 'Einstellungen gespeichert',
    saveFailed: 'Einstellungen konnten nicht gespeichert werden',
  },
  profile: {
    heading: 'Profil',
    emails: 'E-Mail-Adressen',
    primary: 'Primär',
    confirmed: 'Bestätigt',
    unconfirmed: 'Noch nicht bestätigt – bitte prüfen Sie Ihren Posteingang',
    noEmails: 'Noch keine E-Mail-Adressen.',
    homeCity: 'Wohnort',
    dateOfBirth: 'Geburtsdatum',
    notSet: 'Nicht angegeben',
    preferences: 'Anzeigeeinstellungen',
    editPreferences: 'Anzeigeeinstellungen ändern',
    loading: 'Ihr Profil wird geladen …',
    security: 'Anmeldung und Sicherheit',
    changePassword: 'Passwort ändern',
    deleteAccount: 'Konto löschen',
    deleteAccountNote: 'Wenn Sie Ihr Konto löschen, werden Ihre Reisen, Pläne und Dateien endgültig entfernt.',
  },
  privacy: {
    title: 'Unsere Datenschutzerklärung wurde aktualisiert',
    body: 'Wir haben unsere Datenschutzerklärung geändert. Sie erläutert, welche Daten wir erheben, wie wir sie verwenden und welche Wahlmöglichkeiten Sie haben. Bitte nehmen Sie sich einen Moment Zeit, sie zu lesen.',
    link: 'Datenschutzerklärung lesen',
    newWindow: '(öffnet in einem neuen Fenster)',
    acknowledge: 'Zur Kenntnis genommen',
    acknowledging: 'Wird gespeichert …',
    failed: 'Profil konnte nicht aktualisiert werden',
  },
};

export default messages;
