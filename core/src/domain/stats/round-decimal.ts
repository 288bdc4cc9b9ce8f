/**
 * Rounds to `decimals` decimals (a small non-negative integer), halves away from zero, by the
 * decimal digits as written: 1.45 gives 1.5 where (1.45).toFixed(1) gives '1.4', and 1.005 to two
 * decimals gives 1.01 where Math.round(1.005 * 100) / 100 gives 1, both through binary error.
 * Never gives -0; non-finite values come back unchanged.
 *
 * @example
 * roundToDecimals(1.45, 1)  // 1.5
 * roundToDecimals(1.005, 2) // 1.01
 * roundToDecimals(-1.45, 1) // -1.5
 * roundToDecimals(2.5, 0)   // 3
 */
export function roundToDecimals(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const factor = 10 ** decimals;
  // Shifting the point in the decimal text is exact; multiplying by 10 is not. Numbers that
  // print in exponent form (tiny or huge) are rounded arithmetically instead.
  const rounded =
    text.includes('e') || magnitude >= 1e15 ? Math.round(magnitude * factor) / factor : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
