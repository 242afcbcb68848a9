import { ORDER_MESSAGES } from '@qmj/contracts';

export const QUANTITY_MIN_MESSAGE = 'Quantity cannot be less than 1.';

/** A quantity the customer asked for, as the stepper keeps it, and why it was changed (or null). */
export interface QuantityChange {
  quantity: number;
  message: string | null;
}

/**
 * Keeps a wanted quantity within 1 and the stock (docs/orders.md): below 1 is refused (1 is kept),
 * beyond the stock stops at the stock with 'Maximum stock reached…'. A fraction is cut to its whole part.
 * With no stock at all the quantity stays 1 (the form refuses to order instead).
 */
export function clampQuantity(wanted: number, stock: number): QuantityChange {
  if (!Number.isFinite(wanted) || wanted < 1) return { quantity: 1, message: QUANTITY_MIN_MESSAGE };
  const whole = Math.floor(wanted);
  const most = Math.max(1, Math.floor(stock));
  if (whole > most) return { quantity: most, message: ORDER_MESSAGES.maxStock };
  return { quantity: whole, message: null };
}

/** The number typed in a quantity box, or null while it holds no whole number (empty, signs, letters). */
export function parseQuantityText(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}
