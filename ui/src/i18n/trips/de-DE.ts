import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Reisen',
  addTrip: 'Reise hinzufügen',
  loading: 'Reisen werden geladen…',
  tabs: {
    label: 'Reiselisten',
    your_upcoming: 'Ihre anstehenden Reisen',
    others_upcoming: 'Anstehende Reisen anderer',
    past: 'Vergangene Reisen',
    unassigned: 'Nicht zugeordnete Pläne',
  },
  titles: {
    your_upcoming: 'Ihre anstehenden Reisen',
    others_upcoming: 'Anstehende Reisen anderer',
    past: 'Vergangene Reisen',
    unassigned: 'Nicht zugeordnete Pläne',
  },
  permission: {
    label: 'Anzeigen',
    all: 'Alle Reisen',
    own: 'Ihre eigenen Reisen',
    others: 'Reisen anderer',
  },
  empty: {
    your_upcoming: {
      title: 'Keine anstehenden Reisen',
      body: 'Reisen, auf denen Sie selbst unterwegs sind, erscheinen hier – die nächste zuerst. Fügen Sie eine Reise hinzu, um mit der Planung zu beginnen.',
    },
    others_upcoming: {
      title: 'Keine anstehenden Reisen für andere',
      body: 'Reisen, die Sie planen oder verfolgen, ohne selbst mitzureisen, erscheinen hier. Fügen Sie eine Reise für jemand anderen hinzu oder bitten Sie die Person, die die Reise organisiert, Sie einzuladen.',
    },
    past: {
      title: 'Noch keine vergangenen Reisen',
      body: 'Reisen erscheinen hier, sobald ihr Enddatum vorbei ist – die jüngste zuerst.',
      action: 'Anstehende Reisen ansehen',
    },
    unassigned: {
      title: 'Keine nicht zugeordneten Pläne',
      body: 'Pläne, die Sie außerhalb einer Reise importieren oder anlegen, erscheinen hier. Sie können sie später in eine Reise verschieben.',
    },
    filtered: {
      own: 'Sie sehen nur Reisen, die Ihnen gehören.',
      others: 'Sie sehen nur Reisen, die anderen gehören.',
    },
    showAll: 'Alle Reisen anzeigen',
    addTrip: 'Reise hinzufügen',
  },
  pageMissing: {
    title: 'Seite {{page}} gibt es nicht',
    body: 'Die Liste ist inzwischen kürzer, vermutlich weil Reisen gelöscht wurden oder zu Ende sind.',
    action: 'Zur letzten Seite',
  },
  error: {
    title: 'Ihre Reisen konnten nicht geladen werden',
    network: 'Sie scheinen offline zu sein. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Server hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
    other: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  unfiled: {
    add: 'Eintrag hinzufügen',
    loading: 'Nicht zugeordnete Pläne werden geladen …',
    errorTitle: 'Ihre nicht zugeordneten Pläne konnten nicht geladen werden',
    noDate: 'Ohne Datum',
    pageMissing: 'Diese Liste ist jetzt kürzer, vielleicht weil Pläne in Reisen verschoben oder gelöscht wurden.',
  },
  card: {
    untitled: 'Reise ohne Namen',
    dates: 'Zeitraum:',
    destination: 'Reiseziel:',
    range: '{{start}} – {{end}}',
    from: 'Ab {{start}}',
    until: 'Bis {{end}}',
    noDates: 'Noch kein Datum',
    inProgress: 'Läuft gerade',
    statuses: 'Reisestatus',
    owner: 'Reise von {{name}}',
  },
  pagination: {
    label: 'Seiten der Reiseliste',
    where: 'Seite {{page}} von {{maxPage}}',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}}',
  },
  status: {
    conflict: 'Konflikt',
    notMonitored: 'Nicht überwacht',
    missingKeyInfo: 'Fehlende Angaben',
    monitoringLoss: 'Überwachung unterbrochen',
    cancellations: 'Annullierungen',
    diversions: 'Umleitungen',
    delays: 'Verspätungen',
    connectionAtRisk: 'Anschluss gefährdet',
    allClear: 'Alles in Ordnung',
  },
  image: {
    unsupportedType: 'Bitte wählen Sie ein Bild in einem dieser Formate: {{types}}.',
    tooLarge: 'Das Bild darf höchstens {{maxMegabytes}} MB groß sein.',
    tooManyPixels: 'Das Bild darf höchstens {{maxWidth}} × {{maxHeight}} Pixel groß sein.',
  },
};

export default messages;
