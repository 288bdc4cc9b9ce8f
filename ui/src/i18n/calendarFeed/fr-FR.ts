import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Flux de calendrier',
  },
  loading: 'Chargement de votre flux de calendrier…',
  intro:
    'Votre flux de calendrier affiche vos voyages et vos plans dans Google Agenda, Calendrier d’Apple, Outlook ou toute application de calendrier capable de s’abonner à un calendrier par URL.',
  status: {
    label: 'État :',
    on: 'Activé',
    off: 'Désactivé',
  },
  offExplanation:
    'Activez le flux de calendrier pour obtenir un lien privé vers vos voyages. Abonnez-vous-y une seule fois et votre application de calendrier tiendra vos déplacements à jour d’elle-même.',
  enable: 'Activer le flux de calendrier',
  enabling: 'Activation…',
  enableFailed: 'Impossible d’activer le flux de calendrier',
  url: 'Lien privé de votre flux de calendrier',
  copy: 'Copier',
  copied: 'Lien copié.',
  copyFailed: 'Impossible de copier le lien. Sélectionnez-le et copiez-le vous-même.',
  subscribe: 'S’abonner dans votre application de calendrier',
  subscribeHint: 'ou collez le lien là où votre application de calendrier demande l’URL d’un calendrier.',
  privacyWarning: 'Gardez ce lien confidentiel : toute personne qui le possède peut voir vos voyages. S’il a été partagé par erreur, réinitialisez-le.',
  newLink: 'Voici votre nouveau lien. L’ancien ne fonctionne plus : abonnez-vous de nouveau avec celui-ci dans vos applications de calendrier.',
  optionsHeading: 'Ce qu’affiche le flux',
  detailed: 'Inclure les détails (numéros de confirmation, coûts, lieux)',
  localTime: 'Utiliser les heures locales',
  localTimeHint: 'Avec les heures locales, chaque événement affiche l’heure du lieu où il se déroule, quel que soit le fuseau horaire de votre calendrier.',
  saving: 'Enregistrement…',
  flagsSaved: 'Paramètres du flux de calendrier enregistrés.',
  cancel: 'Annuler',
  reset: {
    action: 'Réinitialiser le lien',
    title: 'Réinitialiser le lien de votre flux de calendrier ?',
    body: 'Vous obtiendrez un nouveau lien et l’actuel cessera de fonctionner immédiatement. Les calendriers abonnés avec celui-ci ne seront plus mis à jour tant que vous ne vous serez pas réabonné avec le nouveau lien.',
    confirm: 'Réinitialiser le lien',
    pending: 'Réinitialisation…',
  },
  disable: {
    action: 'Désactiver',
    title: 'Désactiver votre flux de calendrier ?',
    body: 'Votre lien cessera de fonctionner immédiatement et vos voyages ne seront plus mis à jour dans les calendriers qui y sont abonnés. Vous pourrez réactiver le flux à tout moment.',
    confirm: 'Désactiver',
    pending: 'Désactivation…',
  },
  done: {
    enable: 'Flux de calendrier activé.',
    reset: 'Lien du flux de calendrier réinitialisé.',
    disable: 'Flux de calendrier désactivé.',
  },
};

export default messages;
