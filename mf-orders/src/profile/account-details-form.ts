import type { Profile, UpdateProfileRequest } from '@qmj/contracts';
import { displayedUsername } from '../account/profile';

export const DETAILS_UPDATE_FAILED = 'Your account details could not be updated. Please try again.';

/** What PATCH /api/me receives, as the form starts: the username is not edited here, so the displayed one is kept. */
export function detailsFromProfile(profile: Profile): UpdateProfileRequest {
  return {
    showedUsername: displayedUsername(profile),
    contact: profile.contact ?? '',
    address: profile.address ?? '',
    otherInfo: profile.otherInfo ?? '',
    legitName: profile.legitName ?? '',
    gender: profile.gender,
    email: profile.email ?? '',
  };
}
