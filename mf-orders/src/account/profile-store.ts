import type { Profile } from '@qmj/contracts';
import { api, errorMessage, useSession } from '@qmj/web-kit';
import { create } from 'zustand';

export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded. Please try again.';

interface ProfileState {
  profile: Profile | null;
  error: string | null;
  loading: boolean;
  /** GET /api/me; keeps the last profile while it reloads. */
  load: () => Promise<void>;
  /** The profile the API answered after an update. */
  replace: (profile: Profile) => void;
}

/** The signed-in customer's profile, shared by the side block of every page and the profile editor. */
export const useProfileStore = create<ProfileState>()((set) => ({
  profile: null,
  error: null,
  loading: false,
  load: async () => {
    set({ loading: true, error: null });
    try {
      const profile = await api.get('me').json<Profile>();
      set({ profile, loading: false });
    } catch (error) {
      set({ error: await errorMessage(error, PROFILE_LOAD_FAILED), loading: false });
    }
  },
  replace: (profile) => set({ profile, error: null }),
}));

/** The name a customer shows: the displayed username, else the account's username. */
export function displayedUsername(profile: Profile): string {
  return profile.showedUsername?.trim() || profile.username;
}

/** The stored profile when it is the signed-in user's (never a previous user's after a switch). */
export function useCurrentProfile(): Profile | null {
  const profile = useProfileStore((s) => s.profile);
  const userId = useSession((s) => s.user?.id);
  return profile && profile.id === userId ? profile : null;
}
