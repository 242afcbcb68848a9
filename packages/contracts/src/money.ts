/** Every third digit from the right of a whole number's digits. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Figures are written out rather than through `Intl.NumberFormat`: making one costs some 60 ms of a phone's CPU
 * (docs/serving.md#what-loads-when), for what is digits and commas.
 */
function withThousands(sign: string, digits: string): string {
  return `${sign}${digits.replace(THOUSANDS, ',')}`;
}

/**
 * Money is integer centavos everywhere; this is the one way it is shown: ₱, thousands separators and always
 * two decimals (rounded half up), as en-PH writes it.
 */
export function formatPesos(centavos: number): string {
  const [whole = '0', fraction] = (Math.abs(centavos) / 100).toFixed(2).split('.');
  return `₱${withThousands(centavos < 0 ? '-' : '', whole)}.${fraction}`;
}

/** A quantity, a stock or a count of records, whole, with thousands separators as en-PH writes it (1,200). */
export function formatCount(count: number): string {
  const whole = Math.round(Math.abs(count));
  return withThousands(count < 0 && whole > 0 ? '-' : '', whole.toFixed(0));
}

/** A rate as a percentage, to at most two decimals (0.125 → 12.5%): rules keep rates, never their text. */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
