import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  delete: {
    heading: 'Supprimer le compte',
    whatHeading: 'Ce que fait la suppression du compte',
    what: {
      trips: 'Les voyages que vous êtes seul à posséder, ou partagez seulement en lecture, sont supprimés avec leurs réservations et documents.',
      shared:
        'Un voyage partagé avec une personne autorisée à le modifier revient à celle qui l’a rejoint en premier, avec les réservations que vous y avez ajoutées.',
      data: 'Vos éléments non classés, fichiers importés, adresses e-mail et connexions sont supprimés.',
      final: 'C’est irréversible. Vous pourrez plus tard recréer un compte avec la même adresse e-mail.',
    },
    consent: 'Je comprends que mon compte et ses données seront supprimés définitivement',
    password: 'Mot de passe',
    submit: 'Supprimer le compte',
    mailMe: 'M’envoyer plutôt un lien de confirmation par e-mail',
    mailed: 'Nous avons envoyé un lien de confirmation à votre adresse e-mail principale. Il ne fonctionne qu’une fois, pendant une heure.',
    fromLink: 'Vous avez ouvert le lien de confirmation reçu par e-mail. Cochez la case pour supprimer votre compte.',
    failures: {
      'incorrect-password': 'Le mot de passe actuel est incorrect. Veuillez réessayer.',
      'invalid-link': 'Ce lien de confirmation a expiré ou a déjà servi. Demandez-en un nouveau.',
      throttled: 'Trop de tentatives. Réessayez dans quelques minutes.',
      failed: 'Impossible de supprimer votre compte. Réessayez ou contactez l’assistance.',
    },
  },
};

export default messages;
