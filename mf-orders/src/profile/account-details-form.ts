import type { Gender, Profile, UpdateProfileRequest } from '@qmj/contracts';

export interface AccountDetailsForm {
  contact: string;
  address: string;
  otherInfo: string;
  legitName: string;
  email: string;
  gender: Gender | null;
}

export function formFromProfile(profile: Profile): AccountDetailsForm {
  return {
    contact: profile.contact ?? '',
    address: profile.address ?? '',
    otherInfo: profile.otherInfo ?? '',
    legitName: profile.legitName ?? '',
    email: profile.email ?? '',
    gender: profile.gender,
  };
}

/** What PATCH /api/me receives: the username is not edited here, so the displayed one is kept. */
export function requestFromForm(profile: Profile, form: AccountDetailsForm): UpdateProfileRequest {
  return {
    showedUsername: profile.showedUsername?.trim() || profile.username,
    contact: form.contact,
    address: form.address,
    otherInfo: form.otherInfo,
    legitName: form.legitName,
    gender: form.gender,
    email: form.email.trim(),
  };
}
