import type { Order } from '@qmj/contracts';

type Line = Pick<Order, 'id' | 'unitPrice' | 'quantity'>;

/** A cart line's total in centavos: quantity × unit price (the shipping fee comes with checkout). */
export function lineTotal(line: Pick<Order, 'unitPrice' | 'quantity'>): number {
  return line.unitPrice * line.quantity;
}

/** The lines that are selected, in the cart's order. */
export function selectedLines<T extends Line>(lines: readonly T[], selected: ReadonlySet<number>): T[] {
  return lines.filter((line) => selected.has(line.id));
}

/** The sum of the lines' totals in centavos. */
export function linesTotal(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The quoted total of a checkout: every order carries its own shipping fee. */
export function checkoutTotal(lines: readonly Line[], shippingFee: number | null): number {
  return linesTotal(lines) + (shippingFee ?? 0) * lines.length;
}
