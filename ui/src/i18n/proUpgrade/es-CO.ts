// La ventana para pasarse a Pro, el formulario de tarjeta que comparte con «Reemplazar tarjeta» y los botones de los anuncios de Pro, español de Colombia (espacio de nombres `proUpgrade`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  button: 'Actualizar a Pro',
  modal: {
    title: 'Actualiza a Waybook Pro',
    price: '{{price}} al año',
    trial:
      '¿Tienes un código de prueba gratuita? Escríbelo como código promocional: no se te cobrará nada hasta que termine la prueba. Una prueba gratuita por cliente.',
    nonrefundable: 'Los cargos no son reembolsables.',
    sandbox: 'Pagos de prueba: no se hace ningún cargo a una tarjeta real. Tarjeta de prueba 4242 4242 4242 4242.',
    submit: 'Actualizar ahora',
    submitting: 'Procesando…',
    cancel: 'Cancelar',
    success: '¡Te damos la bienvenida a Waybook Pro!',
    cardHeading: 'Tarjeta de pago',
    cardOptional: 'Esta promoción no necesita datos de pago: puedes dejar los datos de la tarjeta en blanco.',
  },
  promo: {
    label: 'Código promocional',
    hint: 'Opcional.',
    apply: 'Aplicar',
    applying: 'Comprobando…',
    applied: 'Código promocional {{code}} aplicado.',
    campaign: 'Ofrecido por {{name}}',
    trial: 'Prueba gratuita: {{period}}',
    discount: '{{price}} durante {{period}}',
    discountNoPeriod: '{{price}} durante el periodo de la promoción',
    nextRate: 'Después, {{price}} en cada renovación',
    downgrades: 'Pro termina al acabar la promoción: no se renueva automáticamente.',
  },
  period: {
    year_one: '{{count}} año',
    year_other: '{{count}} años',
    month_one: '{{count}} mes',
    month_other: '{{count}} meses',
    day_one: '{{count}} día',
    day_other: '{{count}} días',
  },
  replace: {
    title: 'Reemplazar la tarjeta',
    intro: 'Tu nueva tarjeta se usará en tus próximos pagos. Si tu último pago falló, se le hará el cargo de inmediato.',
    save: 'Guardar tarjeta',
    saving: 'Guardando…',
    cancel: 'Cancelar',
  },
  card: {
    number: 'Número de tarjeta',
    brandDetected: 'Tipo de tarjeta: {{brand}}',
    brand: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
    },
    accepted: 'Visa, Mastercard, American Express o Discover',
    securityCode: 'Código de seguridad (CVV)',
    securityCodeHint: '{{digits}} dígitos',
    securityCodeHintUnknown: '3 dígitos (4 en American Express)',
    expiry: 'Fecha de vencimiento',
    month: 'Mes',
    year: 'Año',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'AAAA',
    country: 'País',
    countryPlaceholder: 'Selecciona un país',
    countriesLoading: 'Cargando países…',
    zip: 'Código postal',
  },
};

export default messages;
