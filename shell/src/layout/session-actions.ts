import { PATHS } from '@qmj/contracts';
import { api, useSession } from '@qmj/web-kit';
import { useNavigate } from '@qmj/web-kit/router';

/**
 * Logout: ends the session on the server (its token is refused from then on), clears session storage
 * and goes to the landing page. The browser forgets the session even when the server cannot be reached.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // The call carries the token, so the browser forgets it only once the call is made.
    await api.auth.logout().catch(() => undefined);
    useSession.getState().logout();
    navigate(PATHS.landing, { replace: true });
  };
}
