import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'Vous êtes hors ligne. Voici vos voyages enregistrés le {{when}}.',
  editRefused:
    'Vous êtes hors ligne : cette modification n’a pas été enregistrée. Waybook ne conserve pas les modifications faites hors ligne, pour qu’elles n’entrent pas en conflit avec celles des personnes avec qui vous partagez vos voyages. Refaites-la une fois la connexion revenue.',
  region: 'Pas de réseau',
} as const;

export default messages;
