import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Passwort ändern',
  heading: 'Passwort ändern',
  intro: 'Legen Sie ein neues Passwort fest. Sie bleiben hier angemeldet; alle anderen Browser, die mit Ihrem Konto angemeldet sind, werden abgemeldet.',
  current: 'Aktuelles Passwort',
  new: 'Neues Passwort',
  newHelp: '8 bis 64 Zeichen, keine E-Mail-Adresse und nicht Ihr aktuelles Passwort.',
  confirm: 'Neues Passwort bestätigen',
  submit: 'Passwort ändern',
  saving: 'Passwort wird geändert …',
  cancel: 'Abbrechen',
  changed: 'Ihr Passwort wurde geändert. Alle anderen Browser, die mit Ihrem Konto angemeldet waren, wurden abgemeldet.',
  currentIncorrect: 'Das aktuelle Passwort ist falsch. Bitte versuchen Sie es erneut.',
  throttled: 'Zu viele fehlgeschlagene Versuche, das Passwort zu ändern. Bitte versuchen Sie es später erneut.',
  failed: 'Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  forgot: 'Passwort vergessen?',
};

export default messages;
