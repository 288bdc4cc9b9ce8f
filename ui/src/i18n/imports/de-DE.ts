import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: 'Buchung importieren',
  modal: {
    title: 'Buchung importieren',
    intro:
      'Fügen Sie Pläne aus einer Bestätigung hinzu: einer gespeicherten E-Mail (.eml), einer Kalenderdatei (.ics), einem Apple-Wallet-Pass (.pkpass) oder dem PDF oder Foto einer Bordkarte.',
    intoTrip: 'Die Pläne werden dieser Reise hinzugefügt.',
    anywhere: 'Wir ordnen die Pläne der Reise zu, in deren Zeitraum sie fallen, oder legen eine neue Reise dafür an.',
    dropLabel: 'Buchungsdatei',
    drop: 'Datei hierher ziehen oder',
    choose: 'Datei auswählen',
    hint: '.eml, .ics, .pkpass, PDF, PNG, JPEG oder GIF, bis {{maxMegabytes}} MB.',
    reading: '{{name}} wird importiert …',
    close: 'Schließen',
    another: 'Weitere Datei importieren',
  },
  result: {
    heading_one: '{{count}} Plan aus {{name}} importiert',
    heading_other: '{{count}} Pläne aus {{name}} importiert',
    plansLabel: 'Importierte Pläne',
    createdTrip: 'Für diese Pläne haben wir eine neue Reise angelegt.',
    inTrip: 'Die Pläne sind in Ihrer Reise.',
    unfiled: 'Die Pläne gehören noch zu keiner Reise: Sie finden sie unter „Nicht zugeordnete Pläne“.',
    openTrip: 'Reise öffnen',
    openUnfiled: 'Nicht zugeordnete Pläne öffnen',
    outcome: {
      created: 'Hinzugefügt',
      updated: 'Aktualisiert',
      unchanged: 'Bereits aktuell',
      conflict: 'Flug geändert: eine Version behalten',
    },
  },
  errors: {
    title: '{{name}} konnte nicht importiert werden.',
    'too-large': 'Die Datei ist größer als {{maxMegabytes}} MB.',
    unsupported:
      'Diese Art von Datei kann nicht gelesen werden. Laden Sie eine gespeicherte E-Mail (.eml), eine Kalenderdatei (.ics), einen Apple-Wallet-Pass (.pkpass) oder das PDF oder Foto (PNG, JPEG, GIF) einer Bordkarte hoch.',
    'nothing-found':
      'In dieser Datei wurde keine Reservierung gefunden. Versuchen Sie es mit der ursprünglichen Bestätigungs-E-Mail der Airline, des Hotels oder des Reisebüros.',
    'not-allowed': 'Sie können dieser Reise keine Pläne hinzufügen. Bitten Sie die Person, der sie gehört, Ihnen Bearbeitungsrechte zu geben.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  forward: {
    heading: 'Buchungs-E-Mails weiterleiten',
    loading: 'Ihre Weiterleitungsadresse wird geladen …',
    loadFailed: 'Ihre Weiterleitungsadresse konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
    intro: 'Leiten Sie Bestätigungen von Airlines, Hotels, Autovermietungen und Reisebüros weiter – wir fügen die Pläne dann Ihren Reisen hinzu.',
    sharedLabel: 'Weiterleitungsadresse',
    sharedHint: 'Senden Sie von einer Ihrer oben aufgeführten bestätigten E-Mail-Adressen, damit wir wissen, dass die Pläne zu Ihnen gehören.',
    copy: 'Kopieren',
    copied: 'Adresse in die Zwischenablage kopiert.',
    copyFailed: 'Kopieren in die Zwischenablage nicht möglich',
    personalHeading: 'Ihre persönliche Weiterleitungsadresse',
    personalIntro:
      'An diese Adresse können beliebige Absender Buchungen senden, etwa ein Reisebüro oder eine Assistenz. Halten Sie sie geheim: Wer sie kennt, kann Ihren Reisen Pläne hinzufügen.',
    personalLabel: 'Persönliche Weiterleitungsadresse',
    shownOnce: 'Kopieren Sie sie jetzt: Aus Sicherheitsgründen zeigen wir sie nur einmal an.',
    personalMade:
      'Sie haben am {{date}} eine persönliche Weiterleitungsadresse erstellt. Wir zeigen sie nur einmal an; wenn Sie sie nicht mehr haben, erstellen Sie eine neue.',
    make: 'Persönliche Adresse erstellen',
    makeNew: 'Neue Adresse erstellen',
    makeNewHint: 'Ihre aktuelle persönliche Adresse funktioniert nicht mehr, sobald Sie eine neue erstellen.',
    making: 'Ihre Adresse wird erstellt …',
    makeFailed: 'Persönliche Adresse konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    off: 'Dieser Waybook-Server nimmt keine weitergeleiteten E-Mails an. Sie können aber weiterhin eine gespeicherte Bestätigung über Ihre Reisen importieren.',
    offLink: 'Zu Ihren Reisen',
  },
  note: {
    label: 'Herkunft dieses Plans',
    text: 'Importiert aus „{{subject}}“, gesendet von {{sender}} am {{date}}',
    noSubject: 'Importiert aus einer Nachricht von {{sender}} vom {{date}}',
    file: 'Am {{date}} aus einer Datei importiert',
    original: 'Original-E-Mail ansehen',
  },
};

export default messages;
