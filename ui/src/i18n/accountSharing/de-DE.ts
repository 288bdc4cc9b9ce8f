// Die Seite „Teilen“ des Kontos (/account/sharing): Inner Circle und öffentliches Teilen (Namensraum `accountSharing`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: 'Teilen: Inner Circle und öffentliche Links',
  title: 'Teilen',
  intro: 'Legen Sie fest, wer Ihre Reisen sieht, ohne jede Reise einzeln zu teilen, und ob Ihre Reisen öffentliche Links haben dürfen.',
  loading: 'Ihr Inner Circle wird geladen …',
  loadFailed: 'Ihr Inner Circle konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  circle: {
    heading: 'Inner Circle',
    explain:
      'Personen in Ihrem Inner Circle sehen jede Reise, die Sie mit Ihrem Inner Circle teilen. Mit „Darf bearbeiten“ können sie diese Reisen außerdem ändern und Kosten, Bestätigungsnummern, Dokumente und die übrigen Reisenden sehen.',
    invite: 'Personen einladen',
    members: 'Personen, mit denen Sie teilen',
    membersEmpty: 'Sie teilen Ihre Reisen noch mit niemandem.',
    sent: 'Gesendete Einladungen',
    received: 'Einladungen an Sie',
    receivedBody: '{{name}} möchte Reisen mit Ihnen teilen ({{permission}}).',
    sharers: 'Personen, die mit Ihnen teilen',
    sharersEmpty: 'Noch teilt niemand Reisen mit Ihnen.',
    sharerPermission: 'Ihre Berechtigung: {{permission}}',
    permissionFor: 'Berechtigung für {{name}}',
    remove: 'Entfernen',
    removeFor: '{{name}} aus Ihrem Inner Circle entfernen',
    withdraw: 'Zurückziehen',
    withdrawFor: 'Einladung an {{email}} zurückziehen',
    accept: 'Annehmen',
    acceptFrom: 'Einladung von {{name}} annehmen',
    ignore: 'Ignorieren',
    ignoreFrom: 'Einladung von {{name}} ignorieren',
    leave: 'Mich entfernen',
    leaveFrom: 'Sich aus dem Inner Circle von {{name}} entfernen',
    pending: 'Wartet auf Antwort',
    unnamed: 'Person ohne Namen',
  },
  permission: {
    viewOnly: 'Nur ansehen',
    canEdit: 'Darf bearbeiten',
  },
  done: {
    invited: 'Einladungen an {{addresses}} gesendet.',
    accepted: 'Sie gehören jetzt zum Inner Circle von {{name}}.',
    ignored: 'Einladung ignoriert.',
    removed: '{{name}} gehört nicht mehr zu Ihrem Inner Circle.',
    left: 'Sie haben den Inner Circle von {{name}} verlassen.',
    withdrawn: 'Einladung an {{email}} zurückgezogen.',
    permission: 'Berechtigung für {{name}} geändert: {{permission}}.',
  },
  modal: {
    title: 'Personen in Ihren Inner Circle einladen',
    addresses: 'E-Mail-Adressen',
    addressesHint: 'Trennen Sie Adressen durch Leerzeichen, Kommas oder Semikolons.',
    permission: 'Berechtigung',
    message: 'Persönliche Nachricht (optional)',
    send: 'Einladungen senden',
    sending: 'Wird gesendet …',
    cancel: 'Abbrechen',
    invalidAddress: 'Bitte prüfen Sie „{{address}}“.',
  },
  public: {
    heading: 'Öffentliches Teilen',
    explain:
      'Ist öffentliches Teilen aktiviert, können Sie jeder Ihrer Reisen einen öffentlichen Link geben, den jeder ohne Anmeldung öffnen kann. Deaktivieren sperrt sofort alle öffentlichen Links Ihrer Reisen; aktivieren Sie es wieder, funktionieren dieselben Links erneut.',
    switch: 'Öffentliche Links zu meinen Reisen erlauben',
    on: 'Öffentliche Links zu Ihren Reisen funktionieren.',
    off: 'Öffentliche Links zu Ihren Reisen sind deaktiviert.',
    confirmTitle: 'Öffentliches Teilen deaktivieren?',
    confirmBody:
      'Alle öffentlichen Links zu Ihren Reisen funktionieren sofort nicht mehr, und neue Links lassen sich erst erstellen, wenn Sie öffentliches Teilen wieder aktivieren.',
    confirm: 'Deaktivieren',
    cancel: 'Aktiviert lassen',
    turnedOff: 'Öffentliches Teilen ist deaktiviert.',
    turnedOn: 'Öffentliches Teilen ist aktiviert.',
  },
};

export default messages;
