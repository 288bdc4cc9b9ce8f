// La fenêtre de passage à Pro, le formulaire de carte qu’elle partage avec « Remplacer la carte », et les boutons de passage à Pro des encarts (espace de noms `proUpgrade`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  button: 'Passer à Pro',
  modal: {
    title: 'Passer à Waybook Pro',
    price: '{{price}} par an',
    trial:
      'Vous avez un code d’essai gratuit ? Saisissez-le comme code promo : vous ne serez pas débité avant la fin de l’essai. Un seul essai gratuit par client.',
    nonrefundable: 'Les frais ne sont pas remboursables.',
    sandbox: 'Paiements de test : aucune carte réelle n’est débitée. Carte de test 4242 4242 4242 4242.',
    submit: 'Passer à Pro maintenant',
    submitting: 'Passage à Pro…',
    cancel: 'Annuler',
    success: 'Bienvenue dans Waybook Pro !',
    cardHeading: 'Carte de paiement',
    cardOptional: 'Cette promotion ne demande aucune information de paiement : vous pouvez laisser la carte vide.',
  },
  promo: {
    label: 'Code promo',
    hint: 'Facultatif.',
    apply: 'Appliquer',
    applying: 'Vérification…',
    applied: 'Code promo {{code}} appliqué.',
    campaign: 'Offert par {{name}}',
    trial: 'Essai gratuit : {{period}}',
    discount: '{{price}} pour {{period}}',
    discountNoPeriod: '{{price}} pendant la période de promotion',
    nextRate: 'Puis {{price}} à chaque renouvellement',
    downgrades: 'Pro prend fin avec la promotion : il ne se renouvelle pas automatiquement.',
  },
  period: {
    year_one: '{{count}} an',
    year_other: '{{count}} ans',
    month_one: '{{count}} mois',
    month_other: '{{count}} mois',
    day_one: '{{count}} jour',
    day_other: '{{count}} jours',
  },
  replace: {
    title: 'Remplacer votre carte',
    intro: 'Votre nouvelle carte servira pour vos prochains paiements. Si votre dernier paiement a échoué, elle est débitée immédiatement.',
    save: 'Enregistrer la carte',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
  },
  card: {
    number: 'Numéro de carte',
    brandDetected: 'Type de carte : {{brand}}',
    brand: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
    },
    accepted: 'Visa, Mastercard, American Express ou Discover',
    securityCode: 'Cryptogramme',
    securityCodeHint: '{{digits}} chiffres',
    securityCodeHintUnknown: '3 chiffres (4 pour American Express)',
    expiry: 'Date d’expiration',
    month: 'Mois',
    year: 'Année',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'AAAA',
    country: 'Pays',
    countryPlaceholder: 'Choisissez un pays',
    countriesLoading: 'Chargement des pays…',
    zip: 'Code postal',
  },
};

export default messages;
