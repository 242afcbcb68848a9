import type { OrderDetails } from '@qmj/contracts';
import { apiQuery, errorMessage } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { detailsFromProfile } from './order-details';

export type ProfileDetails = { state: 'loading' } | { state: 'ready'; details: OrderDetails; problem: string | null };

/** The delivery details prefilled from the profile; when the profile cannot be read, empty ones and why. */
export function useProfileDetails(): ProfileDetails {
  const profile = useQuery(apiQuery.me.get.queryOptions());
  if (profile.isPending) return { state: 'loading' };
  if (profile.isError) {
    const why = errorMessage(profile.error, 'Your saved details could not be loaded.');
    return { state: 'ready', details: detailsFromProfile(null), problem: `${why} Please type them in.` };
  }
  return { state: 'ready', details: detailsFromProfile(profile.data), problem: null };
}
