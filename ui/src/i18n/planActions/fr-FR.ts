import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'Annuler',
  choose: 'Vos voyages que vous pouvez modifier',
  loadingTrips: 'Chargement de vos voyages…',
  loadMore: 'Afficher plus de voyages',
  noTrips: 'Vous n’avez aucun autre voyage que vous pouvez modifier. Vous pouvez placer cet élément dans un nouveau voyage.',
  thisTrip: '(ce voyage)',
  menu: {
    label: 'Actions pour {{name}}',
    move: 'Déplacer vers un voyage',
    copy: 'Copier dans un voyage',
  },
  newTrip: {
    option: 'Un nouveau voyage',
    name: 'Nom du nouveau voyage',
    failed: 'Impossible de créer le nouveau voyage. Veuillez réessayer.',
  },
  move: {
    title: 'Déplacer l’élément',
    intro: 'Choisissez le voyage vers lequel déplacer « {{name}} ».',
    confirm: 'Déplacer',
    success: '« {{plan}} » a été déplacé vers « {{trip}} »',
    failed: 'Impossible de déplacer l’élément. Veuillez réessayer.',
  },
  copy: {
    title: 'Copier l’élément',
    intro: 'Choisissez le voyage dans lequel placer une copie de « {{name}} ».',
    confirm: 'Copier',
    success: 'Une copie de « {{plan}} » a été ajoutée à « {{trip}} »',
    failed: 'Impossible de copier l’élément. Veuillez réessayer.',
  },
  types: {
    air: 'Vol',
    lodging: 'Hébergement',
    car: 'Location de voiture',
    rail: 'Train',
    transport: 'Transport terrestre',
    cruise: 'Croisière',
    restaurant: 'Restaurant',
    activity: 'Activité',
    note: 'Note',
    map: 'Carte',
    directions: 'Itinéraire',
    parking: 'Stationnement',
  },
};

export default messages;
