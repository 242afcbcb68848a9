import { NO_ORDER_DETAILS, type OrderDetails, type Profile, type UpdateProfileRequest } from '@qmj/contracts';

/** What the order form and the cart's Check Out say when placing fails without a message of the API's. */
export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';

/**
 * The delivery details the checkout starts with: each one from the profile (the customer's name is
 * its legit name), else from the customer's last order, else empty (docs/orders.md).
 */
export function prefilledDetails(profile: Profile | null, lastOrder: OrderDetails | null): OrderDetails {
  const last = lastOrder ?? NO_ORDER_DETAILS;
  return {
    address: profile?.address || last.address,
    contact: profile?.contact || last.contact,
    otherInfo: profile?.otherInfo || last.otherInfo,
    customerName: profile?.legitName || last.customerName,
  };
}

/** The profile update that saves the checkout's details; the other account details stay as they are. */
export function profileWithDetails(profile: Profile, details: OrderDetails): UpdateProfileRequest {
  return {
    showedUsername: profile.showedUsername || profile.username,
    contact: details.contact,
    address: details.address,
    otherInfo: details.otherInfo,
    legitName: details.customerName,
  };
}
