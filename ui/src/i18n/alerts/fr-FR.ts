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
  menu: {
    label: 'Messages',
    newMessages: ', nouveaux messages',
    loading: 'Chargement des messages…',
    empty: 'Vous n’avez aucun message.',
    viewAll: 'Tout afficher',
    failed: 'Impossible de charger les messages.',
  },
  pro: 'Pro',
  page: {
    title: 'Messages',
    intro: 'Les alertes concernant vos voyages, vos vols et votre compte.',
    empty: 'Vous n’avez encore aucun message. Les alertes concernant vos voyages, vos invitations et vos vols s’afficheront ici.',
    failed: 'Impossible de charger les messages.',
    retry: 'Réessayer',
    previous: 'Précédent',
    next: 'Suivant',
    pageOf: 'Page {{page}} sur {{count}}',
    pagination: 'Pages de messages',
    dismiss: 'Masquer',
    dismissLabel: 'Masquer « {{title}} »',
    isNew: 'Nouveau',
  },
};

export default messages;
