import { type ApiErrorBody, AUTH_MESSAGES, type Profile } from '@qmj/contracts';
import ky, { HTTPError } from 'ky';
import { useSession } from './session';

const LOGIN_PATH = '/api/auth/login';

/** The API client: JSON under /api, the bearer token added, a 401 ends the session. */
export const api = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = useSession.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status !== 401) return;
        const path = new URL(request.url, window.location.href).pathname;
        // The login call's 401 carries 'Invalid password' / 'Account does not exist'.
        if (path === LOGIN_PATH) return;
        if (useSession.getState().token) useSession.getState().expire();
      },
    ],
  },
});

export { HTTPError };

/** The API's `message` from an error body, or undefined when there is none (network failure, proxy page...). */
export async function apiErrorMessage(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const body = (await error.response.clone().json()) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) return body.message;
    if (Array.isArray(body.message) && typeof body.message[0] === 'string') return body.message[0];
  } catch {
    // not JSON
  }
  return undefined;
}

/** Turns any failed call into one line for the user: the API's message, else `fallback`. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError && error.response.status === 429) {
    return (await apiErrorMessage(error)) ?? AUTH_MESSAGES.tooManyAttempts;
  }
  return (await apiErrorMessage(error)) ?? fallback;
}

/** On reload: a stored token is checked with GET /api/me, which restores the user. */
export async function restoreSession(): Promise<void> {
  const state = useSession.getState();
  if (!state.token) {
    state.setReady();
    return;
  }
  try {
    const profile = await api.get('me').json<Profile>();
    useSession.getState().setUser({ id: profile.id, username: profile.username, role: profile.role });
  } catch {
    // A 401 already expired the session in the hook; any other failure cannot confirm who this is.
    if (useSession.getState().token) useSession.getState().expire();
  }
}
