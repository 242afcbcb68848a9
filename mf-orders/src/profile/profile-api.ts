import type { Profile, UpdateProfileRequest } from '@qmj/contracts';
import { api } from '@qmj/web-kit';

export const PROFILE_CALL_FAILED = {
  picture: 'Your profile picture could not be updated. Please try again.',
  details: 'Your account details could not be updated. Please try again.',
} as const;

export function uploadProfilePicture(file: File): Promise<Profile> {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.put('me/picture', { body: form }).json<Profile>();
}

export function updateAccountDetails(details: UpdateProfileRequest): Promise<Profile> {
  return api.patch('me', { json: details }).json<Profile>();
}
