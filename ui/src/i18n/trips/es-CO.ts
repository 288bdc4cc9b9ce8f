import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  addTrip: 'Agregar viaje',
  loading: 'Cargando viajes…',
  tabs: {
    label: 'Listas de viajes',
    your_upcoming: 'Sus próximos viajes',
    others_upcoming: 'Próximos viajes de otros',
    past: 'Viajes pasados',
    unassigned: 'Planes sin asignar',
  },
  titles: {
    your_upcoming: 'Sus próximos viajes',
    others_upcoming: 'Próximos viajes de otras personas',
    past: 'Viajes pasados',
    unassigned: 'Planes sin asignar a un viaje',
  },
  permission: {
    label: 'Mostrar',
    all: 'Todos los viajes',
    own: 'Viajes propios',
    others: 'Viajes de otras personas',
  },
  empty: {
    your_upcoming: {
      title: 'No tiene próximos viajes',
      body: 'Aquí aparecen los viajes en los que usted viaja, empezando por el más cercano. Agregue un viaje para empezar a planear el siguiente.',
    },
    others_upcoming: {
      title: 'No hay próximos viajes de otras personas',
      body: 'Aquí aparecen los viajes que usted planea o sigue sin viajar. Agregue uno para otra persona o pídale a quien lo organiza que lo invite.',
    },
    past: {
      title: 'Aún no hay viajes pasados',
      body: 'Los viajes aparecen aquí cuando pasa su fecha de finalización, del más reciente al más antiguo.',
      action: 'Ver sus próximos viajes',
    },
    unassigned: {
      title: 'No hay planes sin asignar',
      body: 'Aquí aparecen los planes que usted importa o crea por fuera de un viaje, para que pueda moverlos a un viaje más adelante.',
    },
    filtered: {
      own: 'Solo está viendo sus propios viajes.',
      others: 'Solo está viendo los viajes de otras personas.',
    },
    showAll: 'Mostrar todos los viajes',
    addTrip: 'Agregar un viaje',
  },
  pageMissing: {
    title: 'La página {{page}} no existe',
    body: 'Ahora la lista es más corta, tal vez porque se eliminaron viajes o ya terminaron.',
    action: 'Ir a la última página',
  },
  error: {
    title: 'No pudimos cargar sus viajes',
    network: 'Parece que no tiene conexión. Revísela e inténtelo de nuevo.',
    timeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
    other: 'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.',
    retry: 'Intentar de nuevo',
  },
  unfiled: {
    add: 'Agregar un plan',
    loading: 'Cargando planes sin asignar…',
    errorTitle: 'No pudimos cargar sus planes sin asignar',
    noDate: 'Sin fecha',
    pageMissing: 'Esta lista ahora es más corta, quizás porque algunos planes se movieron a viajes o se eliminaron.',
  },
  card: {
    untitled: 'Viaje sin nombre',
    dates: 'Fechas:',
    destination: 'Destino:',
    range: '{{start}} – {{end}}',
    from: 'Desde el {{start}}',
    until: 'Hasta el {{end}}',
    noDates: 'Sin fechas',
    inProgress: 'En curso',
    statuses: 'Estado del viaje',
    owner: 'Viaje de {{name}}',
  },
  pagination: {
    label: 'Páginas de la lista de viajes',
    where: 'Página {{page}} de {{maxPage}}',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}}',
  },
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
