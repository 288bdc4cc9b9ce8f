import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Voyages',
  addTrip: 'Ajouter un voyage',
  loading: 'Chargement des voyages…',
  tabs: {
    label: 'Listes de voyages',
    your_upcoming: 'Vos voyages à venir',
    others_upcoming: 'Voyages à venir des autres',
    past: 'Voyages passés',
    unassigned: 'Plans non rattachés',
  },
  titles: {
    your_upcoming: 'Vos voyages à venir',
    others_upcoming: 'Voyages à venir des autres',
    past: 'Voyages passés',
    unassigned: 'Plans non rattachés à un voyage',
  },
  permission: {
    label: 'Afficher',
    all: 'Tous les voyages',
    own: 'Vos voyages',
    others: 'Voyages des autres',
  },
  empty: {
    your_upcoming: {
      title: 'Aucun voyage à venir',
      body: 'Les voyages auxquels vous participez en tant que voyageur s’affichent ici, du plus proche au plus lointain. Ajoutez un voyage pour commencer à préparer le prochain.',
    },
    others_upcoming: {
      title: 'Aucun voyage à venir pour d’autres personnes',
      body: 'Les voyages que vous organisez ou suivez sans y participer vous-même s’affichent ici. Ajoutez-en un pour quelqu’un d’autre, ou demandez à l’organisateur de vous inviter au sien.',
    },
    past: {
      title: 'Aucun voyage passé pour le moment',
      body: 'Les voyages s’affichent ici une fois leur date de fin passée, du plus récent au plus ancien.',
      action: 'Voir vos voyages à venir',
    },
    unassigned: {
      title: 'Aucun plan non rattaché',
      body: 'Les plans que vous importez ou créez en dehors d’un voyage s’affichent ici ; vous pourrez ensuite les déplacer dans un voyage.',
    },
    filtered: {
      own: 'Seuls les voyages dont vous êtes propriétaire sont affichés.',
      others: 'Seuls les voyages appartenant à d’autres personnes sont affichés.',
    },
    showAll: 'Afficher tous les voyages',
    addTrip: 'Ajouter un voyage',
  },
  pageMissing: {
    title: 'La page {{page}} n’existe pas',
    body: 'Cette liste est désormais plus courte, sans doute parce que des voyages ont été supprimés ou sont terminés.',
    action: 'Aller à la dernière page',
  },
  error: {
    title: 'Impossible de charger vos voyages',
    network: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    other: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    retry: 'Réessayer',
  },
  unfiled: {
    add: 'Ajouter un élément',
    loading: 'Chargement des plans non rattachés…',
    errorTitle: 'Impossible de charger vos plans non rattachés',
    noDate: 'Sans date',
    pageMissing: 'Cette liste est plus courte désormais, sans doute parce que certains plans ont été rattachés à un voyage ou supprimés.',
  },
  card: {
    untitled: 'Voyage sans titre',
    dates: 'Dates :',
    destination: 'Destination :',
    range: 'du {{start}} au {{end}}',
    from: 'À partir du {{start}}',
    until: 'Jusqu’au {{end}}',
    noDates: 'Dates non définies',
    inProgress: 'En cours',
    statuses: 'État du voyage',
    owner: 'Propriétaire : {{name}}',
  },
  pagination: {
    label: 'Pages de la liste des voyages',
    where: 'Page {{page}} sur {{maxPage}}',
    previous: 'Précédente',
    next: 'Suivante',
    page: 'Page {{page}}',
  },
  status: {
    conflict: 'Conflit',
    notMonitored: 'Non suivi',
    missingKeyInfo: 'Infos manquantes',
    monitoringLoss: 'Suivi interrompu',
    cancellations: 'Annulations',
    diversions: 'Déroutements',
    delays: 'Retards',
    connectionAtRisk: 'Correspondance compromise',
    allClear: 'Tout est en ordre',
  },
  image: {
    unsupportedType: 'Veuillez choisir une image dans l’un de ces formats : {{types}}.',
    tooLarge: 'L’image ne doit pas dépasser {{maxMegabytes}} Mo.',
    tooManyPixels: 'L’image ne doit pas dépasser {{maxWidth}} × {{maxHeight}} pixels.',
  },
};

export default messages;
