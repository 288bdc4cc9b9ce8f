// Das Fenster für das Upgrade auf Pro, das Kartenformular, das es mit „Karte ersetzen“ teilt, und die Upgrade-Schaltflächen der Hinweise (Namensraum `proUpgrade`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  button: 'Auf Pro upgraden',
  modal: {
    title: 'Upgrade auf Waybook Pro',
    price: '{{price}} pro Jahr',
    trial:
      'Sie haben einen Code für eine kostenlose Testphase? Geben Sie ihn als Aktionscode ein: Bis zum Ende der Testphase wird nichts abgebucht. Eine kostenlose Testphase pro Kunde.',
    nonrefundable: 'Gebühren werden nicht erstattet.',
    sandbox: 'Testzahlungen: Es wird keine echte Karte belastet. Testkarte 4242 4242 4242 4242.',
    submit: 'Jetzt upgraden',
    submitting: 'Upgrade läuft…',
    cancel: 'Abbrechen',
    success: 'Willkommen bei Waybook Pro!',
    cardHeading: 'Zahlungskarte',
    cardOptional: 'Für diese Aktion sind keine Zahlungsdaten nötig: Sie können die Kartenfelder leer lassen.',
  },
  promo: {
    label: 'Aktionscode',
    hint: 'Optional.',
    apply: 'Einlösen',
    applying: 'Wird geprüft…',
    applied: 'Aktionscode {{code}} eingelöst.',
    campaign: 'Angeboten von {{name}}',
    trial: 'Kostenlose Testphase: {{period}}',
    discount: '{{price}} für {{period}}',
    discountNoPeriod: '{{price}} für den Aktionszeitraum',
    nextRate: 'Danach {{price}} bei jeder Verlängerung',
    downgrades: 'Pro endet mit der Aktion und verlängert sich nicht automatisch.',
  },
  period: {
    year_one: '{{count}} Jahr',
    year_other: '{{count}} Jahre',
    month_one: '{{count}} Monat',
    month_other: '{{count}} Monate',
    day_one: '{{count}} Tag',
    day_other: '{{count}} Tage',
  },
  replace: {
    title: 'Karte ersetzen',
    intro: 'Ihre neue Karte wird für Ihre nächsten Zahlungen verwendet. Ist Ihre letzte Zahlung fehlgeschlagen, wird sie sofort belastet.',
    save: 'Karte speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
  },
  card: {
    number: 'Kartennummer',
    brandDetected: 'Kartentyp: {{brand}}',
    brand: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
    },
    accepted: 'Visa, Mastercard, American Express oder Discover',
    securityCode: 'Sicherheitscode',
    securityCodeHint: '{{digits}} Ziffern',
    securityCodeHintUnknown: '3 Ziffern (4 bei American Express)',
    expiry: 'Ablaufdatum',
    month: 'Monat',
    year: 'Jahr',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'JJJJ',
    country: 'Land',
    countryPlaceholder: 'Land auswählen',
    countriesLoading: 'Länder werden geladen…',
    zip: 'Postleitzahl',
  },
};

export default messages;
