import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'Aller au contenu principal',
  language: 'Langue',
  changeLanguage: 'Changer de langue',
  footer: 'Waybook, le planificateur d’itinéraires de voyage que vous pouvez héberger vous-même.',
  create: {
    title: 'Créez votre compte',
    intro: 'Rassemblez tous les vols, hébergements et projets de votre voyage au même endroit.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    passwordHelp: 'Entre 8 et 64 caractères, et différent d’une adresse e-mail.',
    submit: 'Créer un compte',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
  },
  login: {
    title: 'Connexion',
    intro: 'Bon retour ! Connectez-vous pour retrouver vos voyages.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    noAccount: 'Première visite sur Waybook ?',
    create: 'Créer un compte',
  },
  errors: {
    summary: 'Veuillez corriger les points suivants :',
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    passwordLength: 'Le mot de passe doit comporter entre 8 et 64 caractères.',
    passwordEmail: 'Le mot de passe ne peut pas être une adresse e-mail.',
    emailTaken: 'Un compte existe déjà pour cette adresse e-mail. Connectez-vous plutôt.',
    invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    throttled: 'Trop de tentatives infructueuses. Veuillez patienter {seconds} secondes avant de réessayer.',
    formExpired: 'Ce formulaire a expiré. Veuillez réessayer.',
  },
  blocked: {
    title: 'Compte bloqué',
    heading: 'Votre compte est bloqué',
    suspended: 'Votre compte a été suspendu. Vos voyages restent conservés en toute sécurité pendant que nous examinons la situation.',
    restricted_location: 'Waybook n’est pas disponible dans votre région.',
    generic: 'L’accès à ce compte a été bloqué.',
    contact: 'Si vous pensez qu’il s’agit d’une erreur, contactez l’assistance à l’adresse {email}.',
    back: 'Retour à la connexion',
  },
  verify: {
    title: 'Confirmation de l’adresse e-mail',
    confirmed: 'Merci, votre adresse e-mail est confirmée.',
    invalid: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    continue: 'Accéder à Waybook',
  },
  mail: {
    verifySubject: 'Confirmez votre adresse e-mail pour Waybook',
    verifyGreeting: 'Bienvenue sur Waybook !',
    verifyBody: 'Veuillez confirmer que {email} est bien votre adresse e-mail en ouvrant ce lien :',
    verifyButton: 'Confirmer l’adresse e-mail',
    verifyIgnore: 'Si vous n’avez pas créé de compte Waybook, vous pouvez ignorer cet e-mail.',
  },
};

export default messages;
