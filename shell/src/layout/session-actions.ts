import { PATHS } from '@qmj/contracts';
import { useSession } from '@qmj/web-kit';
import { useNavigate } from 'react-router-dom';

/** Logout: clears session storage and goes to the landing page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    useSession.getState().logout();
    navigate(PATHS.landing, { replace: true });
  };
}
