import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'Bienvenue à bord',
    intro: 'Parlez-nous un peu de vous pour terminer la configuration de votre compte.',
    firstName: 'Prénom',
    lastName: 'Nom',
    dateOfBirth: 'Date de naissance',
    homeCity: 'Ville de résidence',
    homeCityHint: 'Commencez à saisir le nom de votre ville, puis choisissez-la dans la liste.',
    submit: 'Commencer',
    saving: 'Enregistrement…',
    restrictedLocation: 'Impossible de mettre à jour le profil. Votre ville de résidence se trouve dans une zone soumise à restrictions.',
    updateFailed: 'Impossible de mettre à jour le profil',
  },
  preferences: {
    heading: 'Préférences d’affichage',
    intro: 'Choisissez comment les dates, les heures et les mesures s’affichent dans Waybook.',
    dateOrder: 'Format de date',
    dateOrders: {
      I: 'Année/Mois/Jour ({{sample}})',
      M: 'Mois/Jour/Année ({{sample}})',
      L: 'Jour/Mois/Année ({{sample}})',
    },
    clock: 'Format de l’heure',
    clocks: {
      h12: '12 heures ({{sample}})',
      h24: '24 heures ({{sample}})',
    },
    distance: 'Distances',
    distances: {
      M: 'Miles',
      K: 'Kilomètres',
    },
    temperature: 'Température',
    temperatures: {
      F: 'Fahrenheit (°F)',
      C: 'Celsius (°C)',
    },
    preview: 'Aperçu des dates et des heures : {{date}}, {{time}}',
    language: 'Langue',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Préférences enregistrées',
    saveFailed: 'Impossible d’enregistrer les préférences',
  },
  profile: {
    heading: 'Profil',
    emails: 'Adresses e-mail',
    primary: 'Principale',
    confirmed: 'Confirmée',
    unconfirmed: 'Pas encore confirmée — consultez votre boîte de réception',
    noEmails: 'Aucune adresse e-mail pour l’instant.',
    homeCity: 'Ville de résidence',
    dateOfBirth: 'Date de naissance',
    notSet: 'Non renseigné',
    preferences: 'Préférences d’affichage',
    editPreferences: 'Modifier les préférences d’affichage',
    loading: 'Chargement de votre profil…',
    security: 'Connexion et sécurité',
    changePassword: 'Changer votre mot de passe',
    deleteAccount: 'Supprimer votre compte',
    deleteAccountNote: 'La suppression de votre compte efface définitivement vos voyages, vos éléments et vos fichiers.',
  },
  privacy: {
    title: 'Notre déclaration de confidentialité a changé',
    body: 'Nous avons modifié notre déclaration de confidentialité, qui explique quelles informations nous recueillons, comment nous les utilisons et quels choix s’offrent à vous. Prenez un instant pour la consulter.',
    link: 'Lire la déclaration de confidentialité',
    newWindow: '(s’ouvre dans une nouvelle fenêtre)',
    acknowledge: 'J’ai pris connaissance',
    acknowledging: 'Enregistrement…',
    failed: 'Impossible de mettre à jour le profil',
  },
};

export default messages;
