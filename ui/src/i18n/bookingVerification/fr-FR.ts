import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Confirmez vos informations de voyageur',
  intro:
    'Avant de réserver, vérifiez les informations dont les prestataires de voyage ont besoin. Saisissez vos nom et prénom exactement comme sur votre passeport ou votre pièce d’identité.',
  firstName: 'Prénom',
  lastName: 'Nom',
  dateOfBirth: 'Date de naissance',
  homeCity: 'Ville de résidence',
  homeCityHint: 'Commencez à taper, puis choisissez votre ville dans la liste.',
  confirm: 'Confirmer',
  saving: 'Enregistrement…',
  signOut: 'Se déconnecter',
  restrictedLocation: 'Impossible de mettre à jour le profil : votre ville de résidence se trouve dans une zone soumise à restrictions.',
  invalidFullName: 'Le nom complet ne respecte pas les règles.',
  failed: 'Impossible de mettre à jour le profil',
};

export default messages;
