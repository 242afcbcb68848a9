import { DOWN_PAYMENT_RATE } from './constants.js';

/** Total = base price + Σ quantity × price, in centavos. */
export function bookingTotal(lowPricing: number, addOns: readonly { price: number; quantity: number }[]): number {
  return addOns.reduce((total, addOn) => total + addOn.price * addOn.quantity, lowPricing);
}

/** The down payment (`DOWN_PAYMENT_RATE`) of a total, rounded to the centavo. */
export function downPayment(total: number): number {
  return Math.round(total * DOWN_PAYMENT_RATE);
}
