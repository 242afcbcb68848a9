/** Money is integer centavos everywhere; this is the one way it is shown (₱ with thousands separators). */
export function formatPesos(centavos: number, fractionDigits = 2): string {
  const pesos = centavos / 100;
  return `₱${pesos.toLocaleString('en-PH', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
