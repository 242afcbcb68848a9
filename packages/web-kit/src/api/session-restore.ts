import { useSession } from '../session';
import { api } from './client';
import { apiQuery, queryClient } from './queries';

/** On reload: a stored token is checked with GET /api/me, which restores the user and primes the profile. */
export async function restoreSession(): Promise<void> {
  const state = useSession.getState();
  if (!state.token) {
    state.setReady();
    return;
  }
  try {
    const profile = await api.me.get();
    queryClient.setQueryData(apiQuery.me.get.queryKey(), profile);
    useSession.getState().setUser({ id: profile.id, username: profile.username, role: profile.role });
  } catch {
    // A 401 already expired the session in the transport; any other failure cannot confirm who this is.
    if (useSession.getState().token) useSession.getState().expire();
  }
}
