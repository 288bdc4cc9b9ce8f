import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  emptyTitle: 'Aún no tienes viajes',
  emptyTitleNamed: 'Aún no tienes viajes, {{name}}',
  emptyBody: 'Tu cuenta está lista. Los viajes que planifiques aparecerán aquí, empezando por los próximos.',
  status: {
    conflict: 'Conflicto',
    notMonitored: 'Sin seguimiento',
    missingKeyInfo: 'Falta información',
    monitoringLoss: 'Seguimiento interrumpido',
    cancellations: 'Cancelaciones',
    diversions: 'Desvíos',
    delays: 'Retrasos',
    connectionAtRisk: 'Conexión en riesgo',
    allClear: 'Todo en orden',
  },
  image: {
    unsupportedType: 'Elige una imagen en uno de estos formatos: {{types}}.',
    tooLarge: 'La imagen debe ocupar {{maxMegabytes}} MB como máximo.',
    tooManyPixels: 'La imagen debe medir como máximo {{maxWidth}} × {{maxHeight}} píxeles.',
  },
};

export default messages;
