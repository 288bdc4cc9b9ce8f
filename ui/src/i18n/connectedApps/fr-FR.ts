import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Applications connectées',
  },
  intro: 'Ces applications peuvent utiliser votre compte Waybook avec votre autorisation. Déconnectez-en une pour couper son accès immédiatement.',
  loading: 'Chargement de vos applications connectées…',
  loadFailed: 'Impossible de charger les applications connectées',
  retry: 'Réessayer',
  empty: {
    title: 'Aucune application connectée',
    body: 'Lorsque vous autorisez une application à utiliser votre compte Waybook, elle apparaît ici.',
  },
  listLabel: 'Applications ayant accès à votre compte',
  website: 'Site web\u00a0:',
  granted: 'Connectée le {{date}}',
  grantedUnknown: 'Date de connexion inconnue',
  disconnect: 'Déconnecter',
  disconnectNamed: 'Déconnecter {{name}}',
  confirm: {
    title: 'Déconnecter {{name}}\u202f?',
    body: '{{name}} ne pourra plus voir ni modifier vos voyages. Pour l’utiliser de nouveau, il faudra l’autoriser à nouveau.',
    cancel: 'Annuler',
    action: 'Déconnecter',
    pending: 'Déconnexion…',
  },
  disconnected: '{{name}} a été déconnectée.',
  disconnectFailed: 'Impossible de déconnecter l’application',
};

export default messages;
