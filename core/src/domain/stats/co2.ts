import { statsMessage, type StatsMessage } from './message-keys.js';
import { roundToDecimals } from './round-decimal.js';

/**
 * Flight CO2 is shown to one decimal (part 3 section 9); the UI formats `amount` with exactly
 * this many fraction digits, so 12 shows as "12.0".
 *
 * @example
 * new Intl.NumberFormat('en-US', { minimumFractionDigits: CO2_FRACTION_DIGITS, maximumFractionDigits: CO2_FRACTION_DIGITS }).format(12) // '12.0'
 */
export const CO2_FRACTION_DIGITS = 1;

/**
 * Rounds a flight CO2 amount to one decimal, halves away from zero by its decimal digits.
 *
 * @example
 * roundCo2(1.45)     // 1.5
 * roundCo2(1234.567) // 1234.6
 * roundCo2(12)       // 12
 */
export function roundCo2(amount: number): number {
  return roundToDecimals(amount, CO2_FRACTION_DIGITS);
}

/**
 * The text of a flight CO2 amount: 'stats:co2' with `amount` rounded to one decimal. The unit is
 * the one the server's stats use and is written in the catalogue text (the spec does not name
 * it); negative and non-finite amounts count as 0.
 *
 * @example
 * co2Message(812.349) // { key: 'stats:co2', values: { amount: 812.3 } }
 */
export function co2Message(amount: number): StatsMessage {
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 0;
  return statsMessage('stats:co2', { amount: roundCo2(safe) });
}
