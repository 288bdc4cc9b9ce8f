import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'Ce champ est obligatoire.',
  characterLimit: 'Nombre maximal de caractères dépassé.',
  characterLimitOf: 'Limite de {{number}} caractères dépassée.',
  numbersOnly: 'Veuillez saisir uniquement des chiffres.',
  selectionRequired: 'Veuillez faire une sélection.',
  extendsTrip: 'La durée de votre voyage sera prolongée de {{number}} jours.',
  name: {
    specialCharacters: 'Veuillez supprimer les caractères spéciaux de votre nom.',
    tooShort: 'Le nom doit comporter au moins {{min}} lettres.',
    consecutiveIdentical: 'Le nom ne peut pas contenir {{count}} caractères identiques consécutifs.',
    namesSame: 'Le prénom et le nom ne peuvent pas être identiques.',
    fullNameStandards: 'Le nom complet n’est pas conforme à nos règles.',
    fullNameContactSupport: 'Veuillez saisir votre nom complet ou contacter l’assistance à l’adresse {{email}}.',
  },
  dob: {
    tooYoung: 'Conformément au Contrat d’utilisation, vous devez avoir au moins {{years}} ans.',
    yearAfter: 'Veuillez saisir une année postérieure à {{yearAfter}}.',
    yearOrLater: 'La date de naissance ne peut pas être antérieure à {{year}}.',
  },
  date: {
    invalidFormat: 'Format de date non valide. Utilisez le format {{format}}.',
    invalidFormatPlain: 'Format de date non valide.',
    beforeMin: 'Choisissez une date égale ou postérieure au {{min}}.',
    endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  },
  time: {
    invalidFormat: 'Format d’heure non valide.',
    endBeforeStart: 'L’heure de fin doit être postérieure à l’heure de début.',
  },
  email: {
    invalid: 'Veuillez utiliser une adresse e-mail valide.',
  },
  money: {
    invalid: 'Saisissez un montant, par exemple 1 240,50.',
    currencyMissing: 'Précisez la devise, par exemple EUR 310,00.',
    currencyUnknown: 'Devise inconnue. Utilisez un code comme EUR ou choisissez-la dans la liste.',
    tooPrecise: 'Cette devise accepte au plus {{number}} décimales.',
    tooLarge: 'Ce montant est trop élevé.',
  },
  password: {
    length: 'Le mot de passe doit comporter entre 8 et 64 caractères.',
    notEmail: 'Le mot de passe ne peut pas être une adresse e-mail.',
    notRecent: 'Le nouveau mot de passe doit être différent du mot de passe le plus récent.',
    mismatch: 'Les mots de passe ne correspondent pas',
    requirements: 'Le nouveau mot de passe ne respecte pas les exigences. Veuillez réessayer.',
  },
  login: {
    throttled: 'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
  },
};

export default messages;
