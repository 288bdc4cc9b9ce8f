import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  add: {
    link: 'Añadir un correo electrónico',
    manageLink: 'Gestionar {{email}}',
    title: 'Añadir un correo electrónico',
    intro:
      'Añade otra dirección que uses: las reservas enviadas desde ella te llegarán y podrás iniciar sesión con ella. Le enviaremos un enlace para confirmarla.',
    email: 'Correo electrónico',
    submit: 'Enviar correo de verificación',
    sending: 'Enviando…',
    cancel: 'Cancelar',
    sent: 'Hemos enviado un enlace a {{email}}. Ábrelo en las próximas 24 horas para confirmar la dirección.',
  },
  manage: {
    title: 'Gestionar correo electrónico',
    back: 'Volver al perfil',
    loading: 'Cargando correo electrónico…',
    notFound: 'Este correo electrónico no está en tu cuenta.',
    status: 'Estado',
    primary: 'Principal',
    confirmed: 'Confirmado',
    unconfirmed: 'Sin confirmar: abre el enlace que hemos enviado a esta dirección.',
    primaryHelp: 'Tu dirección principal recibe los correos de Waybook. No se puede eliminar.',
    resend: 'Reenviar correo de verificación',
    resent: 'Hemos enviado un nuevo enlace a {{email}}.',
    makePrimary: 'Hacer principal',
    madePrimary: '{{email}} es ahora tu correo electrónico principal.',
    primaryNeedsConfirmation: 'Solo una dirección confirmada puede ser la principal.',
    remove: 'Eliminar correo electrónico',
    removeTitle: 'Eliminar correo electrónico',
    removeBody: '¿Eliminar {{email}} de tu cuenta? Ya no podrás iniciar sesión con él y las reservas enviadas desde esa dirección dejarán de llegarte.',
    removeConfirm: 'Eliminar',
    removeCancel: 'Conservarlo',
    removed: 'Se ha eliminado {{email}}.',
    confirming: 'Confirmando tu correo electrónico…',
    confirmedNow: '{{email}} está confirmado.',
    sharingLegend: 'Reservas importadas desde esta dirección',
    sharingHelp: 'Si las reservas importadas de los correos enviados desde esta dirección se comparten con tu sistema de gastos.',
    sharing: {
      concur_sharing_none: 'Aún no has elegido',
      concur_sharing_yes: 'Compartir con mi sistema de gastos',
      concur_sharing_no: 'No compartir',
    },
    sharingSaved: 'Hemos guardado tu elección.',
  },
  errors: {
    invalidEmail: 'Usa un correo electrónico válido.',
    notAdded: 'No se ha podido añadir {{email}} a tu cuenta.',
    sendFailed: 'No se ha podido enviar el correo de verificación',
    resendFailed: 'No se ha podido reenviar el correo de verificación',
    primaryFailed: 'No se ha podido cambiar el correo electrónico principal',
    removeFailed: 'No se ha podido eliminar el correo electrónico',
    sharingFailed: 'No se ha podido cambiar cómo se comparten las reservas importadas',
    invalidLink: 'Este enlace ha caducado o ya se ha usado. Envía un nuevo correo de verificación aquí abajo.',
    otherAccount: 'Este enlace se envió para otra cuenta. Cierra sesión y vuelve a intentarlo.',
    loadFailed: 'No se han podido cargar tus correos electrónicos. Vuelve a intentarlo.',
  },
};

export default messages;
