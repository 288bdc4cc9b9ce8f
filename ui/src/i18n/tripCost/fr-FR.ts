import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Coût du voyage',
  back: 'Retour à « {{name}} »',
  intro:
    'Le coût total de chaque élément : saisissez le montant comme vous le souhaitez et choisissez sa devise. Modifiez ceux que vous voulez, puis enregistrez-les tous en une fois.',
  introViewer: 'Le coût total de chaque élément, tel que l’ont saisi les personnes autorisées à modifier ce voyage.',
  empty: 'Ce voyage ne comporte encore aucune réservation : il n’y a donc aucun coût à afficher.',
  notSet: 'Non renseigné',
  totals: 'Totaux',
  noTotals: 'Aucun coût saisi pour l’instant.',
  totalIn: 'Total en {{currency}}',
  sharesIn: 'Part de chaque type d’élément en {{currency}}',
  unreadable_one: '{{count}} coût ne peut pas être lu comme un montant : il est affiché tel quel et n’est pas compté dans les totaux.',
  unreadable_other: '{{count}} coûts ne peuvent pas être lus comme des montants : ils sont affichés tels quels et ne sont pas comptés dans les totaux.',
  notCounted: '(non compté dans les totaux)',
  noChanges: 'Aucune modification à enregistrer',
  changes: 'Modifications non enregistrées : {{number}}',
  save: 'Tout enregistrer',
  saving: 'Enregistrement des coûts…',
  saved: 'Coûts enregistrés',
  saveFailed: 'Impossible d’enregistrer les coûts. Vos modifications sont conservées ; veuillez réessayer.',
};

export default messages;
