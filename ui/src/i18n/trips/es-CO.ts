import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  emptyTitle: 'Aún no tiene viajes',
  emptyTitleNamed: 'Aún no tiene viajes, {{name}}',
  emptyBody: 'Su cuenta está lista. Los viajes que planee aparecerán aquí, empezando por los próximos.',
  status: {
    conflict: 'Conflicto',
    notMonitored: 'Sin monitoreo',
    missingKeyInfo: 'Falta información',
    monitoringLoss: 'Monitoreo interrumpido',
    cancellations: 'Cancelaciones',
    diversions: 'Desvíos',
    delays: 'Retrasos',
    connectionAtRisk: 'Conexión en riesgo',
    allClear: 'Todo en orden',
  },
  image: {
    unsupportedType: 'Elija una imagen en uno de estos formatos: {{types}}.',
    tooLarge: 'La imagen debe pesar {{maxMegabytes}} MB o menos.',
    tooManyPixels: 'La imagen debe medir como máximo {{maxWidth}} × {{maxHeight}} píxeles.',
  },
};

export default messages;
