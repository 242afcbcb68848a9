/** Every third digit from the right of a whole number's digits. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Money is integer centavos everywhere; this is the one way it is shown: ₱, thousands separators, the asked
 * decimals (rounded half up), as en-PH writes it. Written out rather than through `Intl.NumberFormat`, whose first
 * format costs some 60 ms of a phone's CPU (docs/serving.md#what-loads-when) for what is digits and commas.
 */
export function formatPesos(centavos: number, fractionDigits = 2): string {
  const sign = centavos < 0 ? '-' : '';
  const [whole = '0', fraction] = (Math.abs(centavos) / 100).toFixed(fractionDigits).split('.');
  return `₱${sign}${whole.replace(THOUSANDS, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
