// La pantalla Compartir de la cuenta (/account/sharing): Inner Circle y uso compartido público (espacio de nombres `accountSharing`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: 'Compartir: Inner Circle y enlaces públicos',
  title: 'Compartir',
  intro: 'Elige quién ve tus viajes sin tener que invitarlo viaje a viaje, y si tus viajes pueden tener un enlace público.',
  loading: 'Cargando tu Inner Circle…',
  loadFailed: 'No hemos podido cargar tu Inner Circle.',
  retry: 'Reintentar',
  circle: {
    heading: 'Inner Circle',
    explain:
      'Las personas de tu Inner Circle ven todos los viajes que compartes con tu Inner Circle. Con «Puede editar» también pueden modificarlos y ver los costes, los números de confirmación, los documentos y al resto de viajeros.',
    invite: 'Invitar a personas',
    members: 'Personas con las que compartes',
    membersEmpty: 'Todavía no compartes tus viajes con nadie.',
    sent: 'Invitaciones enviadas',
    received: 'Invitaciones para ti',
    receivedBody: '{{name}} quiere compartir sus viajes contigo ({{permission}}).',
    sharers: 'Personas que comparten contigo',
    sharersEmpty: 'Todavía nadie comparte sus viajes contigo.',
    sharerPermission: 'Tu permiso: {{permission}}',
    permissionFor: 'Permiso de {{name}}',
    remove: 'Quitar',
    removeFor: 'Quitar a {{name}} de tu Inner Circle',
    withdraw: 'Retirar',
    withdrawFor: 'Retirar la invitación a {{email}}',
    accept: 'Aceptar',
    acceptFrom: 'Aceptar la invitación de {{name}}',
    ignore: 'Ignorar',
    ignoreFrom: 'Ignorar la invitación de {{name}}',
    leave: 'Salir',
    leaveFrom: 'Salir del Inner Circle de {{name}}',
    pending: 'Pendiente de respuesta',
    unnamed: 'Persona sin nombre',
  },
  permission: {
    viewOnly: 'Solo ver',
    canEdit: 'Puede editar',
  },
  done: {
    invited: 'Invitaciones enviadas a {{addresses}}.',
    accepted: 'Ya formas parte del Inner Circle de {{name}}.',
    ignored: 'Invitación ignorada.',
    removed: '{{name}} ya no forma parte de tu Inner Circle.',
    left: 'Has salido del Inner Circle de {{name}}.',
    withdrawn: 'Invitación a {{email}} retirada.',
    permission: 'El permiso de {{name}} ahora es: {{permission}}.',
  },
  modal: {
    title: 'Invitar a personas a tu Inner Circle',
    addresses: 'Direcciones de correo',
    addressesHint: 'Separa las direcciones con espacios, comas o puntos y coma.',
    permission: 'Permiso',
    message: 'Mensaje personal (opcional)',
    send: 'Enviar invitaciones',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    invalidAddress: 'Revisa «{{address}}».',
  },
  public: {
    heading: 'Compartir públicamente',
    explain:
      'Con esta opción activada, puedes dar a cualquiera de tus viajes un enlace público que cualquiera puede abrir sin iniciar sesión. Si la desactivas, todos los enlaces públicos de tus viajes dejan de funcionar al momento; si la vuelves a activar, los mismos enlaces vuelven a funcionar.',
    switch: 'Permitir enlaces públicos a mis viajes',
    on: 'Los enlaces públicos a tus viajes funcionan.',
    off: 'Los enlaces públicos a tus viajes están desactivados.',
    confirmTitle: '¿Desactivar el uso compartido público?',
    confirmBody: 'Todos los enlaces públicos a tus viajes dejarán de funcionar al momento y no se podrán crear enlaces nuevos hasta que vuelvas a activarlo.',
    confirm: 'Desactivar',
    cancel: 'Mantenerlo activado',
    turnedOff: 'El uso compartido público está desactivado.',
    turnedOn: 'El uso compartido público está activado.',
  },
};

export default messages;
