// La pantalla Compartir de la cuenta (/account/sharing): Inner Circle y uso compartido público (espacio de nombres `accountSharing`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: 'Compartir: Inner Circle y enlaces públicos',
  title: 'Compartir',
  intro: 'Elija quién ve sus viajes sin tener que invitarlo viaje por viaje, y si sus viajes pueden tener un enlace público.',
  loading: 'Cargando su Inner Circle…',
  loadFailed: 'No pudimos cargar su Inner Circle.',
  retry: 'Intentar de nuevo',
  circle: {
    heading: 'Inner Circle',
    explain:
      'Las personas de su Inner Circle ven todos los viajes que usted comparte con su Inner Circle. Con «Puede editar» también pueden modificarlos y ver los costos, los números de confirmación, los documentos y a los demás viajeros.',
    invite: 'Invitar personas',
    members: 'Personas con las que comparte',
    membersEmpty: 'Todavía no comparte sus viajes con nadie.',
    sent: 'Invitaciones enviadas',
    received: 'Invitaciones para usted',
    receivedBody: '{{name}} quiere compartir sus viajes con usted ({{permission}}).',
    sharers: 'Personas que comparten con usted',
    sharersEmpty: 'Todavía nadie comparte sus viajes con usted.',
    sharerPermission: 'Su permiso: {{permission}}',
    permissionFor: 'Permiso de {{name}}',
    remove: 'Quitar',
    removeFor: 'Quitar a {{name}} de su Inner Circle',
    withdraw: 'Retirar',
    withdrawFor: 'Retirar la invitación a {{email}}',
    accept: 'Aceptar',
    acceptFrom: 'Aceptar la invitación de {{name}}',
    ignore: 'Ignorar',
    ignoreFrom: 'Ignorar la invitación de {{name}}',
    leave: 'Salirme',
    leaveFrom: 'Salirse del Inner Circle de {{name}}',
    pending: 'Esperando respuesta',
    unnamed: 'Persona sin nombre',
  },
  permission: {
    viewOnly: 'Solo ver',
    canEdit: 'Puede editar',
  },
  done: {
    invited: 'Invitaciones enviadas a {{addresses}}.',
    accepted: 'Ahora hace parte del Inner Circle de {{name}}.',
    ignored: 'Invitación ignorada.',
    removed: '{{name}} ya no hace parte de su Inner Circle.',
    left: 'Salió del Inner Circle de {{name}}.',
    withdrawn: 'Se retiró la invitación a {{email}}.',
    permission: 'El permiso de {{name}} ahora es: {{permission}}.',
  },
  modal: {
    title: 'Invitar personas a su Inner Circle',
    addresses: 'Direcciones de correo',
    addressesHint: 'Separe las direcciones con espacios, comas o punto y coma.',
    permission: 'Permiso',
    message: 'Mensaje personal (opcional)',
    send: 'Enviar invitaciones',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    invalidAddress: 'Revise «{{address}}».',
  },
  public: {
    heading: 'Compartir públicamente',
    explain:
      'Con esta opción activada, puede darle a cualquiera de sus viajes un enlace público que cualquier persona puede abrir sin iniciar sesión. Si la desactiva, todos los enlaces públicos de sus viajes dejan de funcionar de inmediato; si la vuelve a activar, los mismos enlaces vuelven a funcionar.',
    switch: 'Permitir enlaces públicos a mis viajes',
    on: 'Los enlaces públicos a sus viajes funcionan.',
    off: 'Los enlaces públicos a sus viajes están desactivados.',
    confirmTitle: '¿Desactivar el uso compartido público?',
    confirmBody: 'Todos los enlaces públicos a sus viajes dejarán de funcionar de inmediato y no se podrán crear enlaces nuevos hasta que lo vuelva a activar.',
    confirm: 'Desactivar',
    cancel: 'Dejarlo activado',
    turnedOff: 'El uso compartido público está desactivado.',
    turnedOn: 'El uso compartido público está activado.',
  },
};

export default messages;
