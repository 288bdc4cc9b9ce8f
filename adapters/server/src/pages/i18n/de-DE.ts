import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'Zum Hauptinhalt springen',
  language: 'Sprache',
  changeLanguage: 'Sprache ändern',
  footer: 'Waybook, der Reiseplaner, den Sie selbst hosten können.',
  create: {
    title: 'Erstellen Sie Ihr Konto',
    intro: 'Verwalten Sie alle Flüge, Unterkünfte und Pläne Ihrer Reise an einem Ort.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordHelp: '8 bis 64 Zeichen, keine E-Mail-Adresse.',
    submit: 'Konto erstellen',
    haveAccount: 'Sie haben bereits ein Konto?',
    signIn: 'Anmelden',
  },
  login: {
    title: 'Anmelden',
    intro: 'Willkommen zurück! Melden Sie sich an, um Ihre Reisen zu sehen.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    noAccount: 'Neu bei Waybook?',
    create: 'Konto erstellen',
  },
  errors: {
    summary: 'Bitte korrigieren Sie Folgendes:',
    required: 'Dieses Feld ist erforderlich.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordLength: 'Das Passwort muss 8 bis 64 Zeichen lang sein.',
    passwordEmail: 'Das Passwort darf keine E-Mail-Adresse sein.',
    emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich stattdessen an.',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    throttled: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es dann erneut.',
    formExpired: 'Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
  },
  blocked: {
    title: 'Konto gesperrt',
    heading: 'Ihr Konto ist gesperrt',
    suspended: 'Ihr Konto wurde vorübergehend gesperrt. Ihre Reisen bleiben sicher gespeichert, während wir die Angelegenheit prüfen.',
    restricted_location: 'Waybook ist an Ihrem Standort nicht verfügbar.',
    generic: 'Der Zugriff auf dieses Konto wurde gesperrt.',
    contact: 'Wenn Sie glauben, dass es sich um einen Fehler handelt, wenden Sie sich bitte an den Support unter {email}.',
    back: 'Zurück zur Anmeldung',
  },
  verify: {
    title: 'E-Mail-Bestätigung',
    confirmed: 'Vielen Dank, Ihre E-Mail-Adresse wurde bestätigt.',
    invalid: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    continue: 'Weiter zu Waybook',
  },
  mail: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Waybook',
    verifyGreeting: 'Willkommen bei Waybook!',
    verifyBody: 'Bitte bestätigen Sie, dass {email} Ihre E-Mail-Adresse ist, indem Sie diesen Link öffnen:',
    verifyButton: 'E-Mail-Adresse bestätigen',
    verifyIgnore: 'Wenn Sie kein Waybook-Konto erstellt haben, können Sie diese E-Mail einfach ignorieren.',
  },
};

export default messages;
