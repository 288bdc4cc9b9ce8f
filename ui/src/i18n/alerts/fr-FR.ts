import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Découvrez l’extracteur de données de voyage',
    message:
      'Laissez l’IA lire les plans de voyage que vous envoyez par e-mail à Waybook et ajouter leurs détails à vos voyages. Activez cette fonction dans vos paramètres d’IA.',
  },
  time: {
    justNow: 'À l’instant',
  },
  dismissFailed: 'Impossible de masquer les alertes',
};

export default messages;
