import { BOOKING_MESSAGES, exceedsStockMessage } from './booking-messages.js';
import { MAX_APPROVED_BOOKINGS_PER_DAY } from './constants.js';
import { NUMBER_RANGE } from './limits.js';

export const MAX_ADD_ON_QUANTITY = NUMBER_RANGE.addOnQuantity.max;
export const MAX_ADD_ON_PRICE = NUMBER_RANGE.servicePrice.max;

export function isDayFull(approvedBookings: number): boolean {
  return approvedBookings >= MAX_APPROVED_BOOKINGS_PER_DAY;
}

/**
 * The add-on quantity field's rule: a negative value resets to 0, a value above what remains is
 * capped at it; each with the message to show.
 */
export function correctAddOnQuantity(
  value: number,
  remaining: number,
  slot: number,
): { quantity: number; message: string | null } {
  if (value < 0) return { quantity: 0, message: BOOKING_MESSAGES.negativeQuantity };
  if (value > remaining) return { quantity: remaining, message: exceedsStockMessage(slot) };
  return { quantity: value, message: null };
}
