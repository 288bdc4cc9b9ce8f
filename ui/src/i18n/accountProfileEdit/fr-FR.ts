import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Modifier le profil',
  heading: 'Modifier le profil',
  link: 'Modifier le profil',
  loading: 'Chargement de votre profil…',
  firstName: 'Prénom',
  lastName: 'Nom',
  dateOfBirth: 'Date de naissance',
  homeCity: 'Ville de résidence',
  homeCityHint: 'Commencez à taper, puis choisissez votre ville dans la liste.',
  homeAirport: 'Aéroport de départ habituel',
  homeAirportHint: 'Tapez le code de l’aéroport ou la ville, puis choisissez-le dans la liste.',
  company: 'Entreprise',
  cancel: 'Annuler',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Votre profil a été mis à jour.',
  restrictedLocation: 'Impossible de mettre à jour le profil : votre ville de résidence se trouve dans une zone soumise à restrictions.',
  invalidFullName: 'Le nom complet ne respecte pas les règles.',
  failed: 'Impossible de mettre à jour le profil',
};

export default messages;
