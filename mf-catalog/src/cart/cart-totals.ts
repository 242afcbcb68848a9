import type { Order } from '@qmj/contracts';

type Line = Pick<Order, 'unitPrice' | 'quantity'>;

/** A cart line's merchandise in centavos: quantity × unit price (its shipping fee comes with checkout). */
export function lineTotal(line: Line): number {
  return line.unitPrice * line.quantity;
}

/** The sum of the lines' merchandise in centavos. */
export function linesTotal(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The quoted total of a checkout: every order carries its own shipping fee. */
export function checkoutTotal(lines: readonly Line[], shippingFee: number | null): number {
  return linesTotal(lines) + (shippingFee ?? 0) * lines.length;
}
