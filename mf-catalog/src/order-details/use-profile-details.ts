import type { OrderDetails, Profile } from '@qmj/contracts';
import { useApiGet } from '../shared/use-api-get';
import { detailsFromProfile } from './order-details';

export type ProfileDetails = { state: 'loading' } | { state: 'ready'; details: OrderDetails; problem: string | null };

/** The delivery details prefilled from `GET /api/me`; when the profile cannot be read, empty ones and why. */
export function useProfileDetails(): ProfileDetails {
  const profile = useApiGet<Profile>('me', 'Your saved details could not be loaded.');
  if (profile.state === 'loading') return profile;
  if (profile.state === 'failed') {
    return { state: 'ready', details: detailsFromProfile(null), problem: `${profile.message} Please type them in.` };
  }
  return { state: 'ready', details: detailsFromProfile(profile.data), problem: null };
}
