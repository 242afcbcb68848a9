import type { OrderDetails, Profile } from '@qmj/contracts';

export const EMPTY_ORDER_DETAILS: OrderDetails = { address: '', contact: '', otherInfo: '', customerName: '' };

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

type ParseResult = { success: true } | { success: false; error: { issues: readonly { message: string }[] } };

/** The first message of a failed schema check (what the form shows), or null when it passed. */
export function firstProblem(result: ParseResult): string | null {
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'Please check the form.';
}
