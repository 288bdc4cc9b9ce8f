import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'Dies ist ein Pflichtfeld.',
  characterLimit: 'Zeichenlimit überschritten.',
  characterLimitOf: 'Das Limit von {{number}} Zeichen wurde überschritten.',
  numbersOnly: 'Bitte geben Sie nur Ziffern ein.',
  selectionRequired: 'Bitte treffen Sie eine Auswahl.',
  extendsTrip: 'Dadurch verlängert sich Ihre Reise um {{number}} Tage.',
  name: {
    specialCharacters: 'Bitte entfernen Sie Sonderzeichen aus Ihrem Namen.',
    tooShort: 'Der Name muss mindestens {{min}} Buchstaben enthalten.',
    consecutiveIdentical: 'Der Name darf nicht {{count}} identische Zeichen hintereinander enthalten.',
    namesSame: 'Vor- und Nachname dürfen nicht identisch sein.',
    fullNameStandards: 'Der vollständige Name entspricht nicht den Vorgaben.',
    fullNameContactSupport: 'Bitte geben Sie Ihren vollständigen Namen ein oder wenden Sie sich unter {{email}} an den Support.',
  },
  dob: {
    tooYoung: 'Laut Nutzungsvereinbarung müssen Sie mindestens {{years}} Jahre alt sein.',
    yearAfter: 'Bitte geben Sie ein Jahr nach {{yearAfter}} ein.',
    yearOrLater: 'Das Geburtsjahr muss {{year}} oder später sein.',
  },
  date: {
    invalidFormat: 'Ungültiges Datumsformat. Verwenden Sie {{format}}.',
    invalidFormatPlain: 'Ungültiges Datumsformat.',
    beforeMin: 'Wählen Sie ein Datum ab dem {{min}}.',
    endBeforeStart: 'Das Enddatum muss nach dem Startdatum liegen.',
  },
  time: {
    invalidFormat: 'Ungültiges Uhrzeitformat.',
    endBeforeStart: 'Die Endzeit muss nach der Startzeit liegen.',
  },
  email: {
    invalid: 'Bitte verwenden Sie eine gültige E-Mail-Adresse.',
  },
  money: {
    invalid: 'Geben Sie einen Betrag ein, zum Beispiel 1.240,50.',
    currencyMissing: 'Geben Sie eine Währung an, zum Beispiel EUR 310,00.',
    currencyUnknown: 'Unbekannte Währung. Verwenden Sie einen Code wie EUR oder wählen Sie eine aus der Liste.',
    tooPrecise: 'Diese Währung hat höchstens {{number}} Nachkommastellen.',
    tooLarge: 'Dieser Betrag ist zu hoch.',
  },
  password: {
    length: 'Das Passwort muss 8 bis 64 Zeichen lang sein.',
    notEmail: 'Das Passwort darf keine E-Mail-Adresse sein.',
    notRecent: 'Das neue Passwort darf nicht mit Ihrem letzten Passwort übereinstimmen.',
    mismatch: 'Die Passwörter stimmen nicht überein',
    requirements: 'Das neue Passwort erfüllt die Anforderungen nicht. Bitte versuchen Sie es erneut.',
  },
  login: {
    throttled: 'Zu viele Versuche. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
  },
};

export default messages;
