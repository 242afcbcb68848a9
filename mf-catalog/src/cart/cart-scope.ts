/**
 * The cart's changes (quantities, removals, checkout) run one after another: the last quantity chosen
 * is the one kept, and a checkout waits for the quantities still being saved.
 */
export const CART_SCOPE = { id: 'cart' } as const;
