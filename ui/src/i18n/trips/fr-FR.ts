import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Voyages',
  emptyTitle: 'Aucun voyage pour le moment',
  emptyTitleNamed: 'Aucun voyage pour le moment, {{name}}',
  emptyBody: 'Votre compte est prêt. Les voyages que vous planifiez apparaîtront ici, les prochains en premier.',
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
    unsupportedType: 'Veuillez choisir une image dans l’un de ces formats : {{types}}.',
    tooLarge: 'L’image ne doit pas dépasser {{maxMegabytes}} Mo.',
    tooManyPixels: 'L’image ne doit pas dépasser {{maxWidth}} × {{maxHeight}} pixels.',
  },
};

export default messages;
