import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Intelligence artificielle',
  },
  loading: 'Chargement de vos paramètres d’IA…',
  loadFailed: 'Impossible de charger vos paramètres d’IA. Rechargez la page pour réessayer.',
  intro:
    'La plupart des e-mails de réservation contiennent des données que Waybook lit directement sur son propre serveur. Pour les rares e-mails qui n’en contiennent pas, l’extracteur IA peut lire leur texte et y retrouver les réservations.',
  switchLabel: 'Utiliser l’extracteur IA pour les e-mails que Waybook ne parvient pas à lire',
  since: 'Activé depuis le {{date}}.',
  sentHeading: 'Ce qui est envoyé, et où',
  sent: 'Uniquement lorsqu’aucune donnée de réservation n’est trouvée dans un e-mail que vous transférez ou importez : son objet et son texte (jusqu’à 20 000 caractères) sont envoyés à {{host}}, le service d’IA configuré sur ce serveur Waybook. Aucune autre information sur vous ou vos voyages n’est envoyée.',
  notSent: 'Tant que cette option est désactivée, rien n’est jamais envoyé à un service d’IA.',
  readOnly: 'Ce paramètre est géré par votre administrateur.',
  unavailable: 'Ce serveur Waybook ne dispose d’aucun extracteur IA. Rien de ce que vous transférez ou importez n’est envoyé à un service d’IA.',
  turnedOn: 'Extracteur IA activé.',
  turnedOff: 'Extracteur IA désactivé.',
  saveFailed: 'Impossible de mettre à jour vos paramètres d’IA. Veuillez réessayer.',
};

export default messages;
