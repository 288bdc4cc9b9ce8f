// The Pro upgrade modal, the card form it shares with "replace card", and the upsells' upgrade buttons, British English (namespace `proUpgrade`).
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  button: 'Upgrade to Pro',
  modal: {
    title: 'Upgrade to Waybook Pro',
    price: '{{price}} per year',
    trial: 'Have a free-trial code? Enter it as your promo code: you won’t be charged until the trial ends. One free trial per customer.',
    nonrefundable: 'Fees are non-refundable.',
    sandbox: 'Sandbox payments: no real card is charged. Test card 4242 4242 4242 4242.',
    submit: 'Upgrade now',
    submitting: 'Upgrading…',
    cancel: 'Cancel',
    success: 'Welcome to Waybook Pro!',
    cardHeading: 'Payment card',
    cardOptional: 'This promotion needs no payment details: you can leave the card empty.',
  },
  promo: {
    label: 'Promo code',
    hint: 'Optional.',
    apply: 'Apply',
    applying: 'Checking…',
    applied: 'Promo code {{code}} applied.',
    campaign: 'Offered by {{name}}',
    trial: 'Free trial: {{period}}',
    discount: '{{price}} for {{period}}',
    discountNoPeriod: '{{price}} for the promotional period',
    nextRate: 'Then {{price}} at each renewal',
    downgrades: 'Pro ends when the promotion ends: it doesn’t renew automatically.',
  },
  period: {
    year_one: '{{count}} year',
    year_other: '{{count}} years',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    day_one: '{{count}} day',
    day_other: '{{count}} days',
  },
  replace: {
    title: 'Replace your card',
    intro: 'Your new card will be used for your next payments. If your last payment failed, it’s charged straight away.',
    save: 'Save card',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  card: {
    number: 'Card number',
    brandDetected: 'Card type: {{brand}}',
    brand: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
    },
    accepted: 'Visa, Mastercard, American Express or Discover',
    securityCode: 'Security code',
    securityCodeHint: '{{digits}} digits',
    securityCodeHintUnknown: '3 digits (4 for American Express)',
    expiry: 'Expiry date',
    month: 'Month',
    year: 'Year',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
    country: 'Country',
    countryPlaceholder: 'Choose a country',
    countriesLoading: 'Loading countries…',
    zip: 'Postcode',
  },
};

export default messages;
