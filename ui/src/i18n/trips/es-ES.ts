import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  addTrip: 'Añadir viaje',
  loading: 'Cargando viajes…',
  tabs: {
    label: 'Listas de viajes',
    your_upcoming: 'Tus próximos viajes',
    others_upcoming: 'Próximos viajes de otros',
    past: 'Viajes pasados',
    unassigned: 'Planes sin asignar',
  },
  titles: {
    your_upcoming: 'Tus próximos viajes',
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
      title: 'No tienes próximos viajes',
      body: 'Aquí aparecen los viajes en los que viajas tú, empezando por el más cercano. Añade un viaje para empezar a planificar el siguiente.',
    },
    others_upcoming: {
      title: 'No hay próximos viajes de otras personas',
      body: 'Aquí aparecen los viajes que planificas o sigues sin viajar tú. Añade uno para otra persona o pide a quien lo organiza que te invite al suyo.',
    },
    past: {
      title: 'Todavía no hay viajes pasados',
      body: 'Los viajes aparecen aquí cuando ha pasado su fecha de fin, del más reciente al más antiguo.',
      action: 'Ver tus próximos viajes',
    },
    unassigned: {
      title: 'No hay planes sin asignar',
      body: 'Aquí aparecen los planes que importas o creas fuera de un viaje, para que puedas moverlos a un viaje más adelante.',
    },
    filtered: {
      own: 'Solo estás viendo tus propios viajes.',
      others: 'Solo estás viendo los viajes de otras personas.',
    },
    showAll: 'Mostrar todos los viajes',
    addTrip: 'Añadir un viaje',
  },
  pageMissing: {
    title: 'No existe la página {{page}}',
    body: 'Ahora la lista es más corta, quizá porque se han eliminado viajes o ya han terminado.',
    action: 'Ir a la última página',
  },
  error: {
    title: 'No hemos podido cargar tus viajes',
    network: 'Parece que no tienes conexión. Compruébala y vuelve a intentarlo.',
    timeout: 'El servidor ha tardado demasiado en responder. Vuelve a intentarlo.',
    other: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo dentro de un momento.',
    retry: 'Reintentar',
  },
  unfiled: {
    add: 'Añadir un plan',
    loading: 'Cargando planes sin asignar…',
    errorTitle: 'No hemos podido cargar tus planes sin asignar',
    noDate: 'Sin fecha',
    pageMissing: 'Esta lista es ahora más corta, quizá porque has movido algunos planes a viajes o los has eliminado.',
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
