import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Reisen',
  emptyTitle: 'Noch keine Reisen',
  emptyTitleNamed: 'Noch keine Reisen, {{name}}',
  emptyBody: 'Ihr Konto ist eingerichtet. Ihre geplanten Reisen erscheinen hier, die nächsten zuerst.',
  status: {
    conflict: 'Konflikt',
    notMonitored: 'Nicht überwacht',
    missingKeyInfo: 'Fehlende Angaben',
    monitoringLoss: 'Überwachung unterbrochen',
    cancellations: 'Annullierungen',
    diversions: 'Umleitungen',
    delays: 'Verspätungen',
    connectionAtRisk: 'Anschluss gefährdet',
    allClear: 'Alles in Ordnung',
  },
  image: {
    unsupportedType: 'Bitte wählen Sie ein Bild in einem dieser Formate: {{types}}.',
    tooLarge: 'Das Bild darf höchstens {{maxMegabytes}} MB groß sein.',
    tooManyPixels: 'Das Bild darf höchstens {{maxWidth}} × {{maxHeight}} Pixel groß sein.',
  },
};

export default messages;
