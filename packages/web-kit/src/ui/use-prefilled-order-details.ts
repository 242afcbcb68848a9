import { type OrderDetails, type Profile, prefilledOrderDetails } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';

export type PrefilledOrderDetails =
  | { state: 'loading' }
  | { state: 'ready'; details: OrderDetails; profile: Profile | null; problem: string | null };

/**
 * The delivery details an order form starts with, from the profile and the last order (`prefilledOrderDetails`).
 * When the profile cannot be read, why (the details are then typed in); a last order that cannot be read only
 * prefills nothing. A form is drawn once this is ready: its starting values are read once.
 */
export function usePrefilledOrderDetails(): PrefilledOrderDetails {
  const profile = useQuery(apiQuery.me.get.queryOptions());
  const lastOrder = useQuery(apiQuery.orders.lastDetails.queryOptions());
  if (profile.isPending || lastOrder.isPending) return { state: 'loading' };
  const details = prefilledOrderDetails(profile.data ?? null, lastOrder.data?.details ?? null);
  const problem = profile.isError
    ? `${errorMessage(profile.error, 'Your saved details could not be loaded.')} Please type them in.`
    : null;
  return { state: 'ready', details, profile: profile.data ?? null, problem };
}

export type ReadyOrderDetails = Extract<PrefilledOrderDetails, { state: 'ready' }>;
