import type { Profile } from '@qmj/contracts';

export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded. Please try again.';

/** The name a customer shows: the displayed username, else the account's username. */
export function displayedUsername(profile: Profile): string {
  return profile.showedUsername?.trim() || profile.username;
}
