import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Coût du voyage',
  back: 'Retour à « {{name}} »',
  intro: 'Le coût total de chaque élément, devise comprise, tel que vous le saisissez. Modifiez ceux que vous voulez, puis enregistrez-les tous en une fois.',
  introViewer: 'Le coût total de chaque élément, tel que l’ont saisi les personnes autorisées à modifier ce voyage.',
  empty: 'Ce voyage ne comporte encore aucun élément : il n’y a donc aucun coût à afficher.',
  fieldSuffix: ', coût total',
  placeholder: 'ex. : 120,00 €',
  notSet: 'Non renseigné',
  noChanges: 'Aucune modification à enregistrer',
  changes: 'Modifications non enregistrées : {{number}}',
  save: 'Tout enregistrer',
  saving: 'Enregistrement des coûts…',
  saved: 'Coûts enregistrés',
  saveFailed: 'Impossible d’enregistrer les coûts. Vos modifications sont conservées ; veuillez réessayer.',
};

export default messages;
