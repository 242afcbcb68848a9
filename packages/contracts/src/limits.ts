import { SHIPPING_FEE_MAX_PESOS } from './constants.js';

/**
 * The one place every input's size is declared (docs/security.md, Inputs): the longest text of each
 * field and the range of each number. The contract's schemas validate with these and the API's
 * entities size their columns with them, so whatever passes validation fits its column on both
 * databases. Lengths are counted as JavaScript counts them (UTF-16 units), never fewer than the
 * characters a VARCHAR column counts.
 */
export const TEXT_MAX = {
  email: 254,
  /** A password-reset link's token: 43 characters are issued (32 random bytes in base64url). */
  resetToken: 64,
  /** The name a customer shows (the profile's `showedUsername`). */
  displayName: 50,
  /** A person's full name: an order's customer, a profile's legitimate name, a booking's contact. */
  fullName: 100,
  /** The legacy booked list's first, middle and last names. */
  namePart: 80,
  contact: 30,
  address: 255,
  otherInfo: 255,
  categoryName: 60,
  /**
   * The lower-cased category name that makes names unique: lower-casing can double a character
   * (`İ` becomes `i̇`), so the key column is twice the name.
   */
  categoryKey: 120,
  productName: 120,
  productDescription: 2000,
  ships: 120,
  /** A search box's text (`q`). */
  search: 120,
  /** An order's cancellation or denial reason. */
  reason: 255,
  comment: 2000,
  serviceTitle: 120,
  serviceInformation: 2000,
  addOnName: 60,
  eventTitle: 120,
  location: 255,
  eventDescription: 2000,
  scheduleText: 200,
  trackcode: 40,
  pagePath: 200,
} as const;
export type TextField = keyof typeof TEXT_MAX;

/** Whole-number ranges, both ends included. Money in centavos. */
export const NUMBER_RANGE = {
  /** A product's unit price: ₱10,000,000.00 at most. */
  unitPrice: { min: 0, max: 1_000_000_000 },
  stock: { min: 0, max: 1_000_000_000 },
  /** The quantity of one order or cart line. */
  quantity: { min: 1, max: 100_000 },
  /** A service's minimum price and an add-on's price: ₱1,000,000.00 at most. */
  servicePrice: { min: 0, max: 100_000_000 },
  addOnQuantity: { min: 0, max: 10_000 },
  rating: { min: 1, max: 5 },
  /** A record id: the INT primary keys' range. */
  recordId: { min: 1, max: 2_147_483_647 },
} as const;

/**
 * The largest total one order can have: the dearest product at the largest quantity, with the
 * dearest shipping fee (a booking's largest total is far smaller). Totals and sums of totals are
 * BIGINT columns; unit prices, below 2^31, are INT (docs/money-and-time.md).
 */
export const ORDER_TOTAL_MAX = NUMBER_RANGE.unitPrice.max * NUMBER_RANGE.quantity.max + SHIPPING_FEE_MAX_PESOS * 100;

/** `At most 120 characters.`: the message of a text over its limit, unless the field has its own. */
export function tooLongMessage(max: number): string {
  return `At most ${max} characters.`;
}
