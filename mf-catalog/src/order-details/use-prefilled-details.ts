import type { OrderDetails, Profile } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { prefilledDetails } from './order-details';

export type PrefilledDetails =
  | { state: 'loading' }
  | { state: 'ready'; details: OrderDetails; profile: Profile | null; problem: string | null };

/**
 * The delivery details prefilled from the profile and the last order. When the profile cannot be
 * read, why (the details are then typed in); a last order that cannot be read only prefills nothing.
 */
export function usePrefilledDetails(): PrefilledDetails {
  const profile = useQuery(apiQuery.me.get.queryOptions());
  const lastOrder = useQuery(apiQuery.orders.lastDetails.queryOptions());
  if (profile.isPending || lastOrder.isPending) return { state: 'loading' };
  const details = prefilledDetails(profile.data ?? null, lastOrder.data?.details ?? null);
  const problem = profile.isError
    ? `${errorMessage(profile.error, 'Your saved details could not be loaded.')} Please type them in.`
    : null;
  return { state: 'ready', details, profile: profile.data ?? null, problem };
}

export type ReadyDetails = Extract<PrefilledDetails, { state: 'ready' }>;
