import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Changer le mot de passe',
  heading: 'Changer le mot de passe',
  intro: 'Choisissez un nouveau mot de passe. Vous restez connecté ici ; tous les autres navigateurs connectés à votre compte seront déconnectés.',
  current: 'Mot de passe actuel',
  new: 'Nouveau mot de passe',
  newHelp: 'De 8 à 64 caractères, pas une adresse e-mail ni votre mot de passe actuel.',
  confirm: 'Confirmer le nouveau mot de passe',
  submit: 'Changer le mot de passe',
  saving: 'Changement en cours…',
  cancel: 'Annuler',
  changed: 'Votre mot de passe a été changé. Tous les autres navigateurs connectés à votre compte ont été déconnectés.',
  currentIncorrect: 'Le mot de passe actuel est incorrect. Veuillez réessayer.',
  throttled: 'Trop de tentatives de changement de mot de passe ont échoué. Veuillez réessayer plus tard.',
  failed: 'Votre mot de passe n’a pas pu être changé. Veuillez réessayer.',
  forgot: 'Mot de passe oublié ?',
};

export default messages;
