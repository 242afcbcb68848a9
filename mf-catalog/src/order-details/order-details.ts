import type { OrderDetails, Profile } from '@qmj/contracts';

export const EMPTY_ORDER_DETAILS: OrderDetails = { address: '', contact: '', otherInfo: '', customerName: '' };

/** What the order form and the cart's Check Out say when placing fails without a message of the API's. */
export const PLACE_ORDER_FAILED = 'Your order could not be placed. Please try again.';

/** The delivery details prefilled from the profile: the customer's name is the profile's legit name. */
export function detailsFromProfile(profile: Profile | null): OrderDetails {
  if (!profile) return EMPTY_ORDER_DETAILS;
  return {
    address: profile.address ?? '',
    contact: profile.contact ?? '',
    otherInfo: profile.otherInfo ?? '',
    customerName: profile.legitName ?? '',
  };
}
