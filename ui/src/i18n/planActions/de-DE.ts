import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'Abbrechen',
  choose: 'Ihre Reisen, die Sie bearbeiten dürfen',
  loadingTrips: 'Ihre Reisen werden geladen …',
  loadMore: 'Weitere Reisen anzeigen',
  noTrips: 'Sie haben keine andere Reise, die Sie bearbeiten dürfen. Sie können den Plan in eine neue Reise legen.',
  thisTrip: '(diese Reise)',
  menu: {
    label: 'Aktionen für {{name}}',
    move: 'In eine Reise verschieben',
    copy: 'In eine Reise kopieren',
  },
  newTrip: {
    option: 'Eine neue Reise',
    name: 'Name der neuen Reise',
    failed: 'Die neue Reise konnte nicht angelegt werden. Bitte versuchen Sie es erneut.',
  },
  move: {
    title: 'Plan verschieben',
    intro: 'Wählen Sie die Reise, in die „{{name}}“ verschoben werden soll.',
    confirm: 'Plan verschieben',
    success: '„{{plan}}“ wurde nach „{{trip}}“ verschoben',
    failed: 'Der Plan konnte nicht verschoben werden. Bitte versuchen Sie es erneut.',
  },
  copy: {
    title: 'Plan kopieren',
    intro: 'Wählen Sie die Reise, in die eine Kopie von „{{name}}“ kommen soll.',
    confirm: 'Plan kopieren',
    success: 'Eine Kopie von „{{plan}}“ wurde zu „{{trip}}“ hinzugefügt',
    failed: 'Der Plan konnte nicht kopiert werden. Bitte versuchen Sie es erneut.',
  },
  types: {
    air: 'Flug',
    lodging: 'Unterkunft',
    car: 'Mietwagen',
    rail: 'Bahnreise',
    transport: 'Transfer',
    cruise: 'Kreuzfahrt',
    restaurant: 'Restaurant',
    activity: 'Aktivität',
    note: 'Notiz',
    map: 'Karte',
    directions: 'Wegbeschreibung',
    parking: 'Parken',
  },
};

export default messages;
